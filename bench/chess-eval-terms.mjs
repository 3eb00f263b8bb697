// The chess bot's evaluation terms for the bench scripts that fit or learn them (eval-fit.mjs,
// net-train.mjs): src/bot's evaluation files bundled with esbuild (they are internal, off the
// package's entries), and each position read as the bot's adapter keeps it.
import { build } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const TERMS = {
  './src/variants/chess/index.ts': ['chess'],
  './src/bot/chess-adapter.ts': ['reachMasks', 'chessAdapter'],
  './src/bot/chess-mobility.ts': ['mobility', 'mobilityScore', 'MOBILITY_MG', 'MOBILITY_EG'],
  './src/bot/chess-endgame-material.ts': ['countEndgameMaterial'],
  './src/bot/chess-mop-up.ts': ['mopUp'],
  './src/bot/chess-knowledge.ts': ['knowledge', 'knowledgeScore'],
  './src/bot/chess-pawn-sets.ts': ['fillPawnSets'],
  './src/bot/chess-passed-pawns.ts': ['passedPawns', 'PASSED_WEIGHTS'],
  './src/bot/chess-pawn-structure.ts': ['pawnStructure', 'STRUCTURE_WEIGHTS'],
  './src/bot/chess-rook-files.ts': ['rookFiles', 'ROOK_FILE_WEIGHTS'],
  './src/bot/chess-bishop-pair.ts': ['bishopPair', 'BISHOP_PAIR_WEIGHTS'],
  './src/bot/chess-king-safety.ts': ['kingSafety', 'KING_SAFETY_WEIGHTS', 'fillKingZones', 'kingZones'],
  './src/bot/chess-tables.ts': ['chessScoreTables', 'PHASE_WEIGHT', 'FULL_PHASE'],
};

/** The evaluation files as one module (bundled into `outfile`, then imported). */
export async function loadEvalTerms(outfile) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const contents = Object.entries(TERMS).map(([file, names]) => `export { ${names.join(', ')} } from '${file}';`).join('\n');
  await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true, format: 'esm', platform: 'node', outfile, logLevel: 'error',
  });
  return import(pathToFileURL(outfile).href);
}

/**
 * A reader of FENs for module `L` (loadEvalTerms): the board (`b`, the adapter's 64 squares), each
 * side's squares as two words (`occupied`), PeSTO's middlegame and endgame sums (`m`, `e`, White's
 * view), the phase as a fraction of the start's (`p`), the kings' squares, the reach masks, and
 * `sign` (1 with White to move, −1 with Black).
 */
export function positionReader(L) {
  const { mg, eg } = L.chessScoreTables();
  let masks;
  return (fen) => {
    const state = L.chess.search(L.chess.parse(fen));
    masks ??= L.reachMasks(state.tables);
    const b = state.sq, occupied = new Int32Array(4);
    let m = 0, e = 0, phase = 0, wk = -1, bk = -1;
    b.forEach((piece, i) => {
      if (piece === 0) return;
      occupied[((piece & 8) >> 2) + (i >> 5)] |= 1 << (i & 31);
      m += mg[piece * 64 + i]; e += eg[piece * 64 + i]; phase += L.PHASE_WEIGHT[piece & 7];
      if ((piece & 7) === 6) { if (piece & 8) bk = i; else wk = i; }
    });
    const p = Math.min(phase, L.FULL_PHASE) / L.FULL_PHASE;
    return { b, occupied, m, e, p, wk, bk, masks, sign: state.turn === 0 ? 1 : -1 };
  };
}
