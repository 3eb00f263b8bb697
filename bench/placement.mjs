// Bench of the placement games (uses dist/: run `npx tsup` first): perft from the start of the games whose
// moves flip stones (ataxx, flipello) or also place a wall (duck, amazons), and of a connect game
// (tic-tac-toe, read from Fairy-Stockfish's own variants.ini), against ffish (Fairy-Stockfish as
// WebAssembly, a devDependency) at the SAME depth, through its JavaScript API (legalMoves / push / pop,
// as a JavaScript program drives it). Ours and ffish alternate run by run in one process, so the
// machine's load hits both alike; the ratio is the number to read. The Debian package fairy-stockfish
// (11.1) knows none of these games, so there is no native column here.
//   node bench/placement.mjs [--runs=5]
import { readFileSync } from 'node:fs';
import { race } from './measure.mjs';
import { ffishPerft, loadFfish } from './ffish.mjs';

const fairy = await import('../dist/fairy.js');
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
const ini = readFileSync(new URL('../test/reference/data/fairy-stockfish-variants.ini', import.meta.url), 'utf8');
const fromIni = (id) => fairy.defineFairy(fairy.parseVariantsIni(ini).get(id));

const tasks = [
  { id: 'ataxx', depth: 4, variant: () => fairy.ataxx },
  { id: 'flipello', depth: 7, variant: () => fairy.flipello },
  { id: 'duck', depth: 2, variant: () => fairy.duck },
  { id: 'amazons', depth: 2, variant: () => fairy.amazons },

];

const ff = await loadFfish();
if (ff) ff.loadVariantConfig(ini);
console.log(`placement games, perft from the start, median of ${runs} alternating runs${ff ? '; ffish at the same depth' : ' (ffish not installed)'}`);
for (const { id, depth, variant } of tasks) {
  const v = variant();
  const p = v.setup();
  const [r, f] = race([
    { name: id, run: () => v.perft(p, depth) },
    ...(ff ? [{ name: 'ffish', run: () => ffishPerft(ff, id, depth) }] : []),
  ], runs);
  let line = `${id.padEnd(10)} d${depth} ${String(r.work).padStart(9)} nodes ${(r.perSecond / 1e6).toFixed(2).padStart(6)} M/s`;
  if (f) line += `   ffish ${String(f.work).padStart(9)} nodes ${(f.perSecond / 1e6).toFixed(3)} M/s   ratio ${(r.perSecond / f.perSecond).toFixed(1)}x${f.work === r.work ? '' : '  (COUNTS DIFFER)'}`;
  console.log(line);
}
