// Bench of the placement games (uses dist/: run `npx tsup` first): perft from the start of the games whose
// moves flip stones (ataxx, flipello) or also place a wall (duck, amazons), and of the line games
// (tic-tac-toe, Connect Four, gomoku), against ffish (Fairy-Stockfish as WebAssembly, a devDependency) at
// the SAME depth, through its JavaScript API (legalMoves / push / pop, as a JavaScript program drives it).
// Ours and ffish alternate run by run in one process, so the machine's load hits both alike; the ratio is
// the number to read (issue #32's goal: at least 10x). The Debian package fairy-stockfish (11.1) knows none
// of these games, so there is no native column here. `npm run bench` runs it as its `placement` section;
// alone:
//   node bench/placement.mjs [--runs=5]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { consoleReport, race, fmtRate, fmtRatio } from './measure.mjs';
import { ffishPerft, loadFfish } from './ffish.mjs';

const TASKS = [
  { id: 'ataxx', depth: 4 },
  { id: 'flipello', depth: 7 },
  { id: 'flipello10', depth: 8 },
  { id: 'duck', depth: 2 },
  { id: 'amazons', depth: 2 },
  // The line games: ffish plays them from variants.ini sections (cfour, tictactoe; gomoku's written below).
  { id: 'tictactoe', depth: 9 },
  { id: 'connectfour', ffishId: 'cfour', depth: 7 },
  { id: 'gomoku', ffishId: 'gomoku-12x10', depth: 3 },
];

// Free-style gomoku on 12x10, as boardwright's gomoku (lines.ts), for ffish.
const GOMOKU = `\n[gomoku-12x10]\nmaxRank = 10\nmaxFile = 12\nimmobile = p\nstartFen = ${Array(10).fill('12').join('/')}[${'P'.repeat(60)}${'p'.repeat(60)}] w - - 0 1\npieceDrops = true\ndoubleStep = false\ncastling = false\nstalemateValue = draw\nimmobilityIllegal = false\nconnectN = 5\nnMoveRule = 0\n`;

/** The section: one table row per game, ours against ffish at the same depth. */
export async function placementSection({ log, table, runs = 5 }) {
  const fairy = await import('../dist/fairy.js');
  const ini = readFileSync(new URL('../test/reference/data/fairy-stockfish-variants.ini', import.meta.url), 'utf8');
  const ff = await loadFfish();
  if (ff) ff.loadVariantConfig(ini + GOMOKU);
  log(`## Placement games: perft from the start against ffish at the same depth (nodes/s, median${ff ? '' : '; ffish not installed'})\n`);
  const rows = [];
  for (const { id, ffishId, depth } of TASKS) {
    const v = fairy[id], p = v.setup();
    const [r, f] = race([
      { name: id, run: () => v.perft(p, depth) },
      ...(ff ? [{ name: 'ffish', run: () => ffishPerft(ff, ffishId ?? id, depth) }] : []),
    ], runs);
    rows.push([`${id} d${depth}`, String(r.work), fmtRate(r.perSecond), f ? fmtRate(f.perSecond) : '-', f ? fmtRatio(r.perSecond / f.perSecond) : '-', !f ? '-' : f.work === r.work ? 'yes' : `NO (${r.work}, ${f.work})`]);
  }
  table(['game', 'nodes', 'boardwright', 'ffish (JavaScript API)', 'vs ffish (target ≥ 10x)', 'same count'], rows);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
  const { log, table } = consoleReport();
  await placementSection({ log, table, runs });
}
