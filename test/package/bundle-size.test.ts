/**
 * What an app pays for one game: an app that imports only `chess` from `boardwright/chess` (or
 * only `international` from `boardwright/draughts`, `xiangqi` or `shogi` from `boardwright/fairy`),
 * sets up, plays a move and prints the position text, bundled by esbuild from the built package
 * (dist/, `npm run build`) with minification, then gzipped (level 9) — as a user's bundler would.
 * These are the package's size budgets (issue 30, the `size-limit` habit with our own numbers): CI
 * runs this file after `npm run build` (`npm test` in .ci/run), and it fails past a budget. The other variants (crazyhouse, atomic, …), the PGN reader and the records must be
 * tree-shaken away: every module-level call in src is marked `/* @__PURE__ *\/` (tsup merges the
 * modules into chunks, so package.json `sideEffects: false` alone cannot drop them).
 *
 * Skipped when the package has not been built. BOARDWRIGHT_DIST may point at another build.
 * The limits are the sizes reached plus a small margin; the goal (issue 22) is chess.js's
 * size, 12,836 B gzipped — see docs/performance.md, "Bundle size".
 */
import { build, type Metafile } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = process.env['BOARDWRIGHT_DIST'] ?? fileURLToPath(new URL('../../dist', import.meta.url));
const src = fileURLToPath(new URL('../../src', import.meta.url));
const built = existsSync(`${dist}/chess.js`) && existsSync(`${dist}/draughts.js`);

/** Gzipped bytes allowed for the FEN-only app: the size reached plus ~2%. */
const LIMIT = { fen: 13_500 };

/**
 * The budgets of the four one-game apps, gzipped bytes: each `limit` is the size reached plus ~1%
 * and only ever comes down (history: docs/performance.md, "Bundle size"); `goal` is issue 30's (chess 18 KB, international 22 KB, xiangqi and
 * shogi 40 KB). Sizes when boardwright/svg took the drawing out of the game objects (were 27.7,
 * 32.3, 51.4 and 53.6 KB): chess 21,333 B, international 26,783 B, xiangqi 46,270 B, shogi 46,751 B.
 */
const BUDGET = {
  // 21,333 B first; the record's listed-move finder (955955a: square moves resolved in play) brought 21,837 B.
  // 21,821 B once module-level statements the app never runs were marked pure (issue 30, 2026-11-29); 21,858 B with 0772ed9.
  // 22,178 B at 1725203 (2026-11-29): move objects answered with every game's codes (24cd269: square names checked,
  // promotion null, drops refused as illegal) and a listed move's changed field checked (abc53e1, core define.ts), plus 1%.
  // 20,710 / 21,355 B (2026-11-29): built-in games are assembled with every hook written out (core
  // assemble-variant.ts), so neither defineVariant's checks and defaults nor, in chess, the generic move
  // reader (move-resolver.ts) are in the app; the built-in draughts rules skip defineDraughts' checks and
  // the word path (none fits it). International met its goal: its limit is the goal.
  // 20,278 B: chess's movement tables read off the board's directions, without the atom compiler (board.ts).
  // 19,234 B (2026-11-29): chess's listed-move finder reads play's own resolution (no square-move matcher), a user's
  // hooks' answers are checked by defineVariant only (core hook-answers.ts), drops are crazyhouse's state's; plus 1%.
  // 18,457 B: chess's 8x8 board built without createBoard's checks of a caller's board (core algebraicGrid), a move
  // object's SAN compared with the SAN written; plus 1%.
  // 17,981 B (2026-11-29): chess's own text board (render.ts) and knight and king tables (board.ts) instead of the
  // core's grid drawer and table builders, Zobrist keys read from the bare xoshiro128 source. The goal is met: the limit is the goal.
  chess: { limit: 18_000, goal: 18_000 },
  international: { limit: 22_000, goal: 22_000 },
  // 46,270 / 46,751 B first; issue 29's fairy rule fixes (2be573c, e78011e and the commits before them) brought 46,775 / 47,280 B.
  // Session 9 (2026-11-28) raised them, measured at 5c8a3e6: 51,398 / 51,989 B. Every fairy app carries
  // the one engine's rules, and it gained the connectN family (connect-lines.ts and its rule files,
  // ~1.6 KB minified), flag piece counts, pass-on-stalemate, drop checks, opposite castling, piece
  // values for the bot (~0.8 KB), Fairy-Stockfish's hand order and +X kinds, per-game seats and
  // pockets, USI square names and the traditional faces' role names. Bringing them down means
  // compiling rules only a definition uses out of the common path (left for the next round).
  // Issue 32 (builtins, 7d3f979) raised them again to 52,228 / 52,847 B plus 1%: every built-in definition is data in every
  // fairy app (the xiangqi app holds makruk's and capablanca's tables too), and fourteen more games came (armageddon …
  // janggicasual, ~830 B gzipped). Shaking the other games' data out of a one-game app is the way down.
  // Moves from squares (#31, 0772ed9) raised them to 54,965 / 55,596 B reached plus 1%: the resolver of move
  // objects by their fields (core move-by-fields.ts, with its messages) is in every fairy app's play.
  // Measured again at 648dc22, after 11b0b17 (Fairy-Stockfish's SAN for xiangqi and janggi, +646 / +591 B):
  // 55,611 / 56,187 B, plus 1%.
  // 43ca56b raised them to 54,420 / 55,070 B (the flipping rules and four Othello/ataxx definitions, in every app).
  // 49,531 / 50,012 B (2026-11-29, at e0548ce they were 55,611 / 56,187): the built-in definitions built from others by
  // object spread or templates (which a bundler must keep: a spread may run getters) are built by
  // merge() calls, or functions, called as pure, so a one-game app carries its own definition and its
  // template chain only (CHAINS below); the ini reader's and CSA's module-level tables likewise.
  // Walls (#32 multipart): walls.ts and the wall readers in every app: 51,332 / 51,894 B reached, plus 1%.
  // Rule files (core rule-files.ts): flips, enclosing drops and the line rules reach the engine through the definitions
  // that use them, so the xiangqi and shogi apps leave them out: 50,231 / 50,806 B reached (51,884 / 52,432 B at d703b57,
  // over the limits then: the line games and the drop rules had joined every app), plus 1%.
  // 51,103 / 51,681 B once castlingWins (834640f: the last castle kept in the position), blasts to the hand (cdbb63e),
  // demotion without hands (d703b57) and the stone games' look fields (287cb47) met on main, plus 1%.
  // 49,041 / 49,632 B (2026-11-29, at 8710927 + the change) once sittuyin promotion, cambodian moves, counting, gating, bishop drops, pseudo-royal
  // pieces, petrification, dropped castling and castlingWins became rule files too (rule-state.ts), plus 1%.
  // 48,787 / 49,372 B once castling (castling.ts) became a rule file too, the 57 built-ins with castling handed it, plus 1%.
  // 49,276 / 49,900 B at 00bd9eb + the circle fix (2026-11-29): janggimodern's move history in every fairy position
  // (moveHistory beside history, for moveRepetitionIllegal; ~135 / 175 B), plus 1%.
  // 47,629 / 48,225 B (2026-11-29, at c95bd33 + the change) once the ally moves of GameDefinition games (jumps over allies, swaps, no swapping back:
  // allies.ts) and the FEN's castling field (castling-field.ts: castling rights, gates) became rule files, plus 1%.
  // 43,127 / 43,703 B (2026-11-29, at 3755c87 + the change): a built-in definition is compiled without the checks of a
  // user's definition (check-definition.ts: every INVALID_DEFINITION message, the field list, the Betza table checks,
  // the seat names), which only defineFairy, parseVariantsIni, shogiVariant and xiangqiVariant reach, plus 1%.
  // 41,866 / 42,445 B (2026-11-29, at 827a453 + the change): the fairy variant and the xiangqi and shogi text wrappers
  // are assembled with every hook written out (core assemble-variant.ts), without defineVariant's checks of a user's
  // hooks (define.ts, hook-answers.ts, definition-names.ts: a user's fairy names are checked in check-definition.ts), plus 1%.
  // 40,437 / 40,851 B (2026-11-29, at 47d682e + the change): insufficient material (xiangqi only), the pockets (shogi
  // only), walls and blasts became rule files, and gating's and the cambodian moves' make steps moved to theirs, plus 1%.
  // 40,320 / 40,572 B (at 7b75ae0 + the change): the board of points and lines (intersections.ts) and shogi's text diagram
  // (usi-render.ts) are view files (view-files.ts), handed only to the games that name them, plus 1%; 40,469 / 40,387 B at
  // 15c16a6 + the grid's text board as a view file too (grid-render.ts: not in the shogi app); shogi's limit plus 1%.
  // 39,531 / 39,745 B (2026-11-29, at 6f447af + the change): the goal met once shatar's mate rule, flag regions and material
  // counting became rule files (shatar-mate.ts, flag-piece-count.ts, material-counting.ts: `lazyFairy` hands the last two to
  // every other built-in), gating's move objects went to gating.ts and the FEN's hands to pockets.ts. The limits are the goal.
  xiangqi: { limit: 40_000, goal: 40_000 },
  shogi: { limit: 40_000, goal: 40_000 },
} as const;
/**
 * The goal (issue 22, not reached yet): as small as chess.js — `new Chess().move('e4')` bundled the
 * same way is 36,628 B minified / 12,836 B gzipped (chess.js 1.4; chessops 0.14: 20,206 / 6,672).
 */
const GOAL = 12_836;

const APPS = {
  chess: (from: string) => `import { chess } from '${from}/chess';
let p = chess.setup(); p = chess.play(p, 'e4'); console.log(chess.format(p));`,
  fen: (from: string) => `import { parseFen, formatFen } from '${from}/chess';
console.log(formatFen(parseFen('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1')));`,
  record: (from: string) => `import { GameRecord, isBoardwrightError } from '${from}/index';
import { chess } from '${from}/chess';
const game = new GameRecord(chess); game.play('e4'); console.log(JSON.stringify(game), isBoardwrightError(null));`,
  international: (from: string) => `import { international } from '${from}/draughts';
let p = international.setup(); p = international.play(p, international.legalMoves(p)[0]); console.log(international.format(p));`,
  xiangqi: (from: string) => `import { xiangqi } from '${from}/fairy';
let p = xiangqi.setup(); p = xiangqi.play(p, xiangqi.legalMoves(p)[0]); console.log(xiangqi.format(p));`,
  shogi: (from: string) => `import { shogi } from '${from}/fairy';
let p = shogi.setup(); p = shogi.play(p, shogi.legalMoves(p)[0]); console.log(shogi.format(p));`,
};

/** The definitions each fairy app is built from: its own and its template chain (src/variants/fairy). */
const CHAINS = { xiangqi: ['Xiangqi'], shogi: ['Minishogi', 'Shogi'] };

interface Bundle { minified: number; gzipped: number; text: string; inputs: Record<string, number> }

async function bundle(code: string): Promise<Bundle> {
  const r = await build({
    stdin: { contents: code, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
    bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2022',
    write: false, metafile: true, logLevel: 'silent',
    resolveExtensions: ['.ts', '.js'],
  });
  const out = r.outputFiles[0]!.contents;
  const meta: Metafile = r.metafile;
  const inputs: Record<string, number> = {};
  for (const o of Object.values(meta.outputs)) for (const [f, v] of Object.entries(o.inputs)) inputs[f.replace(/^.*?\/src\//, 'src/')] = v.bytesInOutput;
  return { minified: out.length, gzipped: gzipSync(out, { level: 9 }).length, text: new TextDecoder().decode(out), inputs };
}

/** What the bundled app prints when run: the tree-shaken bundle must still work. */
function run(b: Bundle): string {
  // On stdin: a fairy game's bundle is longer than a command-line argument may be.
  const r = spawnSync(process.execPath, ['--input-type=module'], { input: b.text, encoding: 'utf8', timeout: 30_000 });
  expect(r.stderr).toBe('');
  return r.stdout.trim();
}

/** Source modules by bytes in the bundle, largest first (bundled from src, whose modules keep their names). */
function contents(b: Bundle): string {
  return Object.entries(b.inputs).filter(([, n]) => n > 0).sort((x, y) => y[1] - x[1]).map(([f, n]) => `${f} ${n}`).join('\n');
}

describe.skipIf(!built)('an app that imports one game from the built package', () => {
  it('importing only chess and playing e4 bundles within the limit and without the other chess variants', async () => {
    const b = await bundle(APPS.chess(dist));
    expect(run(b)).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    const fromSrc = await bundle(APPS.chess(`${src}/variants`));
    console.log(`chess only: ${b.minified} B minified, ${b.gzipped} B gzipped (budget ${BUDGET.chess.limit}, goal ${BUDGET.chess.goal}; chess.js ${GOAL})\n${contents(fromSrc)}`);
    for (const name of ['crazyhouse', 'atomic', 'antichess', 'horde', 'racingKings', 'threeCheck', 'kingOfTheHill']) expect(b.text.includes(name), `the bundle holds ${name}`).toBe(false);
    const modules = Object.keys(fromSrc.inputs).filter((f) => fromSrc.inputs[f]! > 0);
    expect(modules.filter((f) => /\/rules\/|pgn|record|game-text|declarative|draughts|fairy|(^|\/)svg\//.test(f))).toEqual([]);
    expect(b.gzipped).toBeLessThanOrEqual(BUDGET.chess.limit);
  });

  it('importing only international draughts bundles within the limit and without the other rule sets or the chess figure drawings', async () => {
    const b = await bundle(APPS.international(dist));
    expect(run(b)).toMatch(/^[WB]:W/);
    const fromSrc = await bundle(APPS.international(`${src}/variants`));
    console.log(`international only: ${b.minified} B minified, ${b.gzipped} B gzipped (budget ${BUDGET.international.limit}, goal ${BUDGET.international.goal})\n${contents(fromSrc)}`);
    const modules = Object.keys(fromSrc.inputs).filter((f) => fromSrc.inputs[f]! > 0);
    expect(modules.filter((f) => /rules\/(?!international)|pdn|record|game-text|declarative|variants\/chess|fairy/.test(f))).toEqual([]);
    // The drawer is boardwright/svg's: a game carries its look as data only.
    expect(modules.filter((f) => /(^|\/)svg\//.test(f))).toEqual([]);
    expect(b.gzipped).toBeLessThanOrEqual(BUDGET.international.limit);
  });

  it.each(['xiangqi', 'shogi'] as const)('importing only %s from boardwright/fairy bundles within its budget, without the drawer or the other built-in definitions', async (game) => {
    const b = await bundle(APPS[game](dist));
    expect(run(b)).toMatch(/ [wb] /);
    // A one-game app carries its own definition and those it is built from (shogi from minishogi), not every built-in's.
    const { fairyDefinitions } = await import(`${dist}/fairy.js`) as { fairyDefinitions: readonly { name: string }[] };
    expect([...new Set(fairyDefinitions.map((d) => d.name))].filter((name) => b.text.includes(JSON.stringify(name))).sort()).toEqual(CHAINS[game]);
    const fromSrc = await bundle(APPS[game](`${src}/variants`));
    console.log(`${game} only: ${b.minified} B minified, ${b.gzipped} B gzipped (budget ${BUDGET[game].limit}, goal ${BUDGET[game].goal})\n${contents(fromSrc)}`);
    const modules = Object.keys(fromSrc.inputs).filter((f) => fromSrc.inputs[f]! > 0);
    expect(modules.filter((f) => /(^|\/)svg\//.test(f))).toEqual([]);
    // Nor the rule files of rules its definition does not use (core rule-files.ts): flips, enclosing drops, lines, sittuyin
    // promotion, cambodian moves, counting, gating, bishop drops, pseudo-royal pieces, petrification, dropped castling, castlingWins, castling, move repetition,
    // the FEN's castling field, the ally moves of GameDefinition games (swap-with-allies.ts stays for its SWAP table bit, 9 B),
    // walls, blasts.
    expect(modules.filter((f) => /fairy\/(flip-enclosed|enclosing-drop|connect-[a-z]+|collinear-n|sittuyin-[a-z]+|cambodian|counting|gating|drop-bishops|pseudo-royal|petrify|dropped-castling|castling-wins|castling|castling-field|move-repetition|allies|ally-moves|jump-over-allies|no-swap-back|walls|blasts)\.ts$/.test(f))).toEqual([]);
    // Each leaves out the common rule file it does not use: xiangqi has no hands, shogi never runs short of material.
    expect(modules.filter((f) => f.endsWith(`fairy/${{ xiangqi: 'pockets', shogi: 'insufficient-material' }[game]}.ts`))).toEqual([]);
    // Nor the view file of the other game's board (view-files.ts): shogi draws no points and lines, xiangqi has no shogi diagram.
    expect(modules.filter((f) => f.endsWith(game === 'shogi' ? '/intersections.ts' : '/usi-render.ts'))).toEqual([]);
    // Neither carries the rules neither game has: shatar's mates, flag regions, material counting, gating's move objects.
    expect(modules.filter((f) => /fairy\/(shatar-mate|flag-piece-count|flag-safe|material-counting|gated-move)\.ts$/.test(f))).toEqual([]);
    // Xiangqi has no hands: its app has no hand order (the FEN's hands are written by pockets.ts).
    if (game === 'xiangqi') expect(modules.filter((f) => f.endsWith('fairy/hand-order.ts'))).toEqual([]);
    // Shogi draws its own diagram, so its app has no grid text board (grid-render.ts, core render.ts).
    if (game === 'shogi') expect(modules.filter((f) => /(grid-render|core\/render)\.ts$/.test(f))).toEqual([]);
    expect(b.gzipped).toBeLessThanOrEqual(BUDGET[game].limit);
  });

  it('importing only parseFen and formatFen leaves the chess game object (SVG, search, SAN) out', async () => {
    const b = await bundle(APPS.fen(dist));
    expect(run(b)).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    console.log(`FEN only: ${b.minified} B minified, ${b.gzipped} B gzipped (limit ${LIMIT.fen})`);
    expect(b.text.includes('renderSvg'), 'the bundle holds renderSvg').toBe(false);
    expect(b.gzipped).toBeLessThanOrEqual(LIMIT.fen);
  });

  it('an app using the root (GameRecord) with chess holds no other game rules', async () => {
    const b = await bundle(APPS.record(dist));
    expect(run(b)).toMatch(/"e4".* false$/);
    console.log(`GameRecord + chess: ${b.minified} B minified, ${b.gzipped} B gzipped`);
    for (const name of ['crazyhouse', 'International draughts', 'Killer draughts', 'Brazilian draughts', 'Canadian draughts', 'diamond-queens', 'Lioness', 'Dilkel']) {
      expect(b.text.includes(name), `the bundle holds ${name}`).toBe(false);
    }
  });
});
