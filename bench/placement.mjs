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
  // The line games: ffish plays them from variants.ini sections (cfour, tictactoe; gomoku's written below).
  { id: 'tictactoe', depth: 9, variant: () => fairy.tictactoe },
  { id: 'connectfour', ffishId: 'cfour', depth: 7, variant: () => fairy.connectfour },
  { id: 'gomoku', ffishId: 'gomoku-12x10', depth: 3, variant: () => fairy.gomoku },

];

const ff = await loadFfish();
// Free-style gomoku on 12x10, as boardwright's gomoku (lines.ts), for ffish.
const GOMOKU = `\n[gomoku-12x10]\nmaxRank = 10\nmaxFile = 12\nimmobile = p\nstartFen = ${Array(10).fill('12').join('/')}[${'P'.repeat(60)}${'p'.repeat(60)}] w - - 0 1\npieceDrops = true\ndoubleStep = false\ncastling = false\nstalemateValue = draw\nimmobilityIllegal = false\nconnectN = 5\nnMoveRule = 0\n`;
if (ff) ff.loadVariantConfig(ini + GOMOKU);
console.log(`placement games, perft from the start, median of ${runs} alternating runs${ff ? '; ffish at the same depth' : ' (ffish not installed)'}`);
for (const { id, ffishId, depth, variant } of tasks) {
  const v = variant();
  const p = v.setup();
  const [r, f] = race([
    { name: id, run: () => v.perft(p, depth) },
    ...(ff ? [{ name: 'ffish', run: () => ffishPerft(ff, ffishId ?? id, depth) }] : []),
  ], runs);
  let line = `${id.padEnd(10)} d${depth} ${String(r.work).padStart(9)} nodes ${(r.perSecond / 1e6).toFixed(2).padStart(6)} M/s`;
  if (f) line += `   ffish ${String(f.work).padStart(9)} nodes ${(f.perSecond / 1e6).toFixed(3)} M/s   ratio ${(r.perSecond / f.perSecond).toFixed(1)}x${f.work === r.work ? '' : '  (COUNTS DIFFER)'}`;
  console.log(line);
}
