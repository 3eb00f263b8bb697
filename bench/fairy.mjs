// Quick bench of the fairy engine (uses dist/: run `npx tsup` first): perft from the start of
// capablanca, xiangqi, makruk, shatranj, courier, losalamos, and chess defined as data against the
// dedicated chess engine, in nodes per second (median of alternating runs).
//   node bench/fairy.mjs [--runs=5]
import { race } from './measure.mjs';

const fairy = await import('../dist/fairy.js');
const { chess } = await import('../dist/chess.js');
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);

// The built-in definitions when the package has them, else the engine's own test definitions.
const byId = new Map((fairy.fairyDefinitions ?? []).map((d) => [d.id, d]));
const variantOf = (id) => fairy.defineFairy(byId.get(id) ?? (() => { throw new Error(`no built-in definition ${id}`); })());

const tasks = [
  ['capablanca', 4], ['xiangqi', 4], ['makruk', 5], ['shatranj', 5], ['courier', 4], ['losalamos', 5],
];
console.log(`fairy engine perft from the start, median of ${runs} runs (nodes/s)`);
for (const [id, depth] of tasks) {
  const v = variantOf(id);
  const p = v.setup();
  const [r] = race([{ name: id, run: () => v.perft(p, depth) }], runs);
  console.log(`${id.padEnd(12)} d${depth} ${String(r.work).padStart(10)} nodes ${(r.perSecond / 1e6).toFixed(2).padStart(6)} M/s`);
}
const asData = variantOf('chess');
const results = race([
  { name: 'chess as data (fairy engine)', run: () => asData.perft(asData.setup(), 5) },
  { name: 'dedicated chess engine', run: () => chess.perft(chess.setup(), 5) },
], runs);
for (const r of results) console.log(`${r.name.padEnd(30)} d5 ${r.work} nodes ${(r.perSecond / 1e6).toFixed(2)} M/s`);
console.log(`chess as data / dedicated: ${(results[0].perSecond / results[1].perSecond).toFixed(2)}x`);
