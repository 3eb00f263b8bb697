// Retained heap per held position: a game of 8,000 plies (a piece shuffle, so no game ends) played
// with legalMoves then play at every ply, as a UI does, keeping every position reached.
//   node --expose-gc bench/held-positions.mjs [dist=dist] [plies=8000] [game filter]
// Prints bytes retained per position after a full gc (the positions and whatever they keep alive).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

if (typeof globalThis.gc !== 'function') throw new Error('run with node --expose-gc');
const dist = resolve(process.argv[2] ?? 'dist');
const PLIES = Number(process.argv[3] ?? 8000);
const only = process.argv[4];
const load = (file) => import(pathToFileURL(resolve(dist, file)).href);
const [F, C] = [await load('fairy.js'), await load('chess.js')];
const games = [
  ['shogi', F.shogi, ['h2g2', 'b8c8', 'g2h2', 'c8b8']],
  ['xiangqi', F.xiangqi, ['b1c3', 'b10c8', 'c3b1', 'c8b10']],
  ['fairy chess', F.chess, ['g1f3', 'g8f6', 'f3g1', 'f6g8']],
  ['fairy crazyhouse', F.crazyhouse, ['g1f3', 'g8f6', 'f3g1', 'f6g8']],
  ['chess', C.chess, ['g1f3', 'g8f6', 'f3g1', 'f6g8']],
  ['crazyhouse', C.crazyhouse, ['g1f3', 'g8f6', 'f3g1', 'f6g8']],
];
const heap = () => { globalThis.gc(); globalThis.gc(); return process.memoryUsage().heapUsed; };
for (const [name, v, cycle] of games) {
  if (only && !name.includes(only)) continue;
  // Warm up (compile the game, fill the shared buffers) before the baseline.
  let p = v.setup();
  for (let i = 0; i < 8; i++) p = v.play(p, v.legalMoves(p).find((m) => m.uci === cycle[i % 4]));
  const held = [];
  const before = heap();
  p = v.setup();
  for (let i = 0; i < PLIES; i++) {
    const move = v.legalMoves(p).find((m) => m.uci === cycle[i % 4]);
    p = v.play(p, move);
    held.push(p);
  }
  v.legalMoves(p);
  const after = heap();
  console.log(`${name.padEnd(18)} ${PLIES} positions held: ${((after - before) / 1048576).toFixed(1)} MB, ${Math.round((after - before) / PLIES)} bytes each`);
  held.length = 0;
}
