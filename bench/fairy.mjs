// Quick bench of the fairy engine (uses dist/: run `npx tsup` first): perft from the start of
// capablanca, xiangqi, makruk, shatranj, courier, losalamos, and chess defined as data against the
// dedicated chess engine, in nodes per second (median of alternating runs); when the devDependency
// ffish (Fairy-Stockfish as WebAssembly) is installed, the same perft one ply shallower through its
// JavaScript API (legalMoves / push / pop, the way a JavaScript program drives it).
//   node bench/fairy.mjs [--runs=5]
import { createRequire } from 'node:module';
import { race } from './measure.mjs';

/** ffish, or null when it is not installed (it needs globalThis.fetch out of the way while it loads on Node 20). */
async function loadFfish() {
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
  try {
    delete globalThis.fetch;
    const mod = createRequire(import.meta.url)('ffish');
    await new Promise((resolve) => { mod.onRuntimeInitialized = resolve; });
    return mod;
  } catch {
    return null;
  } finally {
    if (saved) Object.defineProperty(globalThis, 'fetch', saved);
  }
}

/** Perft through ffish's API. */
function ffishPerft(ff, variant, depth) {
  const board = new ff.Board(variant);
  const walk = (d) => {
    const moves = board.legalMoves().split(' ').filter((m) => m !== '');
    if (d === 1) return moves.length;
    let n = 0;
    for (const m of moves) { board.push(m); n += walk(d - 1); board.pop(); }
    return n;
  };
  try { return walk(depth); } finally { board.delete(); }
}

const fairy = await import('../dist/fairy.js');
const { chess } = await import('../dist/chess.js');
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);

// The built-in definitions when the package has them, else the engine's own test definitions.
const byId = new Map((fairy.fairyDefinitions ?? []).map((d) => [d.id, d]));
const variantOf = (id) => fairy.defineFairy(byId.get(id) ?? (() => { throw new Error(`no built-in definition ${id}`); })());

const tasks = [
  ['capablanca', 4], ['xiangqi', 4], ['makruk', 5], ['shatranj', 5], ['courier', 4], ['losalamos', 5],
];
const ff = await loadFfish();
console.log(`fairy engine perft from the start, median of ${runs} runs (nodes/s)${ff ? '; ffish one ply shallower' : ' (ffish not installed)'}`);
for (const [id, depth] of tasks) {
  const v = variantOf(id);
  const p = v.setup();
  // Ours and ffish alternate run by run, so the machine's load hits both alike.
  const [r, f] = race([
    { name: id, run: () => v.perft(p, depth) },
    ...(ff ? [{ name: 'ffish', run: () => ffishPerft(ff, id, depth - 1) }] : []),
  ], runs);
  let line = `${id.padEnd(12)} d${depth} ${String(r.work).padStart(10)} nodes ${(r.perSecond / 1e6).toFixed(2).padStart(6)} M/s`;
  if (f) line += `   ffish d${depth - 1} ${(f.perSecond / 1e6).toFixed(3)} M/s   ratio ${(r.perSecond / f.perSecond).toFixed(0)}x`;
  console.log(line);
}
const asData = variantOf('chess');
const results = race([
  { name: 'chess as data (fairy engine)', run: () => asData.perft(asData.setup(), 5) },
  { name: 'dedicated chess engine', run: () => chess.perft(chess.setup(), 5) },
], runs);
for (const r of results) console.log(`${r.name.padEnd(30)} d5 ${r.work} nodes ${(r.perSecond / 1e6).toFixed(2)} M/s`);
console.log(`chess as data / dedicated: ${(results[0].perSecond / results[1].perSecond).toFixed(2)}x`);
