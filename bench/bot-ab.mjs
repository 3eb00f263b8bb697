// Before/after of the reference bot in one game, the way bot-chess measured issue #23's speed-ups:
//   node bench/bot-ab.mjs <dist A> <dist B> <game id | mid | kiwi> [nodes=100000] [pairs=7]
// One fresh process per game (run it once per game), loading both builds; 3 warm-up searches each, then
// `pairs` pairs of searches in alternating order, timed by the process's CPU time (process.cpuUsage), and
// the median of the pair ratios B/A. For the A/A control give the same build twice (a copied folder).
// A fresh process per game keeps V8 from re-optimizing the first build's code for another game (or
// another search-state class) in the middle of the second's runs, which bench/bot.mjs's one-process
// table cannot avoid. `mid` is bench/bot.mjs's chess middlegame, `kiwi` chessprogramming.org's Kiwipete.
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const [A, B, which = 'chess', nodesArg, pairsArg] = process.argv.slice(2);
if (A === undefined || B === undefined) {
  console.error('usage: node bench/bot-ab.mjs <dist A> <dist B> <game id | mid | kiwi> [nodes] [pairs]');
  process.exit(2);
}
const nodes = Number(nodesArg ?? 100000), pairs = Number(pairsArg ?? 7);
const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const FEN = {
  mid: 'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8',
  kiwi: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
};

/** A search of the game's start (or the named chess position) with build `dist`, returning its node count. */
async function searchWith(dist) {
  const load = (name) => import(pathToFileURL(resolve(dist, `${name}.js`)).href);
  const { analyse } = await load('bot');
  const { variants } = await load('index');
  const { chess } = await load('chess');
  const variant = variants.find((v) => v.id === which) ?? chess;
  const position = FEN[which] === undefined ? variant.setup() : chess.parse(FEN[which]);
  return () => analyse(variant, position, { seed: 1, maxNodes: nodes }).nodes;
}

const a = await searchWith(A), b = await searchWith(B);
for (let i = 0; i < 3; i++) { a(); b(); }
const rateA = [], rateB = [], ratio = [];
for (let r = 0; r < pairs; r++) {
  const rates = new Map();
  for (const f of r % 2 === 0 ? [a, b] : [b, a]) {
    const t0 = cpuMs();
    const n = f();
    rates.set(f, n / ((cpuMs() - t0) / 1000));
  }
  rateA.push(rates.get(a)); rateB.push(rates.get(b)); ratio.push(rates.get(b) / rates.get(a));
}
const median = (xs) => [...xs].sort((p, q) => p - q)[xs.length >> 1];
const fmt = (r) => `${(r / 1e6).toFixed(2)} M/s`;
console.log(`${which}: A ${fmt(median(rateA))}, B ${fmt(median(rateB))}, B/A ${median(ratio).toFixed(2)}x (median of ${pairs} pairs, ${nodes} nodes a search, CPU time)`);
