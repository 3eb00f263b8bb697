// The cost of one move late in a long boardgame.io match against the cost early on, for two builds:
//   node bench/boardgame-io-long-game.mjs <distA> <distB> [plies=1200] [rounds=3]
// A seeded shogi game of `plies` moves that does not end is found with build B; then each build
// plays it through a boardgame.io `Client` (boardgameGame(shogi), the reducer, immer and endIf as in
// a match), the moves sent once by notation and once by UCI text. CPU time (process.cpuUsage) per
// move, averaged over moves 76-125 ("move 100") and the last 50 ("move 1,200"). The builds take
// turns (order alternating by round); build A is also run a second time in each round (A') as the
// A/A control. Run with NODE_ENV=production to leave out boardgame.io's development checks (it then
// also skips its serializability walk of G after every move).
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [a, b] = [process.argv[2], process.argv[3]];
if (!a || !b) throw new Error('usage: node bench/boardgame-io-long-game.mjs <distA> <distB> [plies] [rounds]');
const PLIES = Number(process.argv[4] ?? 1200);
const ROUNDS = Number(process.argv[5] ?? 3);
const require = createRequire(import.meta.url);
const { Client } = require('boardgame.io/client');
const load = async (dist) => ({
  shogi: (await import(pathToFileURL(resolve(dist, 'fairy.js')).href)).shogi,
  boardgameGame: (await import(pathToFileURL(resolve(dist, 'boardgame.io.js')).href)).boardgameGame,
});
const [A, B] = [await load(a), await load(b)];
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

// The game: seeded random moves, each leaving a position that is not over.
let seed = 7;
const random = () => { seed = (seed + 0x6d2b79f5) >>> 0; let t = seed; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
const moves = [];
let p = B.shogi.setup();
while (moves.length < PLIES) {
  const listed = B.shogi.legalMoves(p), first = Math.floor(random() * listed.length);
  let next;
  for (let k = 0; k < listed.length && next === undefined; k++) {
    const m = listed[(first + k) % listed.length], after = B.shogi.play(p, m);
    if (!B.shogi.status(after).over) { next = after; moves.push({ notation: m.notation, uci: m.uci }); }
  }
  if (next === undefined) break;
  p = next;
}
if (moves.length < PLIES) throw new Error(`the seeded game ended after ${moves.length} plies`);

/** Plays the game through a Client; per-move CPU ms averaged over the two windows. */
function play(build, by) {
  const client = Client({ game: build.boardgameGame(build.shogi), numPlayers: 2 });
  client.start();
  const spent = [];
  for (const m of moves) {
    const t0 = cpu();
    client.moves.play(m[by]);
    spent.push(cpu() - t0);
  }
  if (client.getState().G.moves.length !== moves.length) throw new Error(`a move was refused (${by})`);
  client.stop();
  const mean = (from, to) => spent.slice(from, to).reduce((s, x) => s + x, 0) / (to - from);
  return [mean(75, 125), mean(moves.length - 50, moves.length)];
}

const results = {};
for (let round = 0; round < ROUNDS; round++) {
  for (const by of ['notation', 'uci']) {
    const order = round % 2 ? [['B', B], ['A', A], ["A'", A]] : [['A', A], ["A'", A], ['B', B]];
    for (const [name, build] of order) (results[`${name} ${by}`] ??= []).push(play(build, by));
  }
}
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
console.log(`shogi through a boardgame.io Client, ${moves.length} moves, NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}: CPU ms per move (median of ${ROUNDS} rounds)`);
console.log('build      text      move 100   move 1,200   growth');
for (const [key, runs] of Object.entries(results)) {
  const early = median(runs.map((r) => r[0])), late = median(runs.map((r) => r[1]));
  const [name, by] = key.split(' ');
  console.log(`${name.padEnd(10)} ${by.padEnd(9)} ${early.toFixed(2).padStart(8)}   ${late.toFixed(2).padStart(10)}   ${(late / early).toFixed(2)}x`);
}
