// The cost of one ply late in a long game where captures go to the hand (minishogi keeps the whole
// game for repetitions), for two builds:
//   node bench/fairy-long-game.mjs <distA> <distB> [plies=8000]
// A seeded game in which the game goes on is found with build B, then replayed by each build in turn
// (three rounds, order alternating): CPU time (process.cpuUsage) of play + status per ply, by
// 1,000-ply segment. A history copied at every ply shows as a cost that grows segment by segment.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [a, b] = [process.argv[2], process.argv[3]];
const PLIES = Number(process.argv[4] ?? 8000);
const [A, B] = [await import(pathToFileURL(resolve(a, 'fairy.js')).href), await import(pathToFileURL(resolve(b, 'fairy.js')).href)];
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
let state = 23;
const random = () => { state = (state + 0x6d2b79f5) >>> 0; let t = state; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
const moves = [];
let p = B.minishogi.setup();
while (moves.length < PLIES) {
  const listed = B.minishogi.legalMoves(p), first = Math.floor(random() * listed.length);
  let next;
  for (let k = 0; k < listed.length && next === undefined; k++) {
    const m = listed[(first + k) % listed.length], after = B.minishogi.play(p, m);
    if (B.minishogi.legalMoves(after).length > 0) { next = after; moves.push(m.uci); }
  }
  if (next === undefined) break;
  p = next;
}
const replay = (v) => {
  let q = v.setup(), spent = 0;
  const segments = [];
  for (let i = 0; i < moves.length; i++) {
    const m = v.legalMoves(q).find((x) => x.uci === moves[i]);
    const t0 = cpu();
    q = v.play(q, m);
    v.status(q);
    spent += cpu() - t0;
    if ((i + 1) % 1000 === 0) { segments.push(`${(spent).toFixed(0)}`); spent = 0; }
  }
  return segments;
};
console.log(`minishogi, ${moves.length} plies: µs of play + status per ply, by 1,000-ply segment`);
for (let r = 0; r < 3; r++) {
  for (const [name, v] of r % 2 ? [['B', B.minishogi], ['A', A.minishogi]] : [['A', A.minishogi], ['B', B.minishogi]]) console.log(`${name}: ${replay(v).join(' ')}`);
}
