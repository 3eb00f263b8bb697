/**
 * The variants.ini keys this library reads, each with the reader of its value type. A key of the
 * same name in {@link FairyDefinition} receives the value; piece keys (`knight = n`,
 * `customPiece1 = a:NB`, `king = k:KN`) and mobility regions are handled in `ini-pieces.ts`.
 * Every other Fairy-Stockfish key is listed in {@link UNSUPPORTED_KEYS} and refused by name. One key
 * is this library's own: `players` (the seats' ids, {@link FairyDefinition.players}).
 */
import type { FairyDefinition } from '../../core/declarative/fairy/definition.js';
import type { IniEntry } from './ini-text.js';
import { readBool, readChoice, readFile, readInt, readRank, readRegion, readSeats, readValue } from './ini-values.js';

type Reader = (entry: IniEntry) => unknown;

/** Keys copied onto the definition field of the same name (keys whose values name pieces: `ini-piece-fields.ts`). */
export const SCALAR_KEYS: ReadonlyMap<string, Reader> = new Map<keyof FairyDefinition & string, Reader>([
  // This library's own key (Fairy-Stockfish has none for it): the seats' ids.
  ['players', readSeats],
  ['maxRank', readRank],
  ['maxFile', readFile],
  ['startFen', (e) => e.value],
  ['chess960', readBool],
  ['diagonalLines', readRegion],
  ['doubleStep', readBool],
  ['doubleStepRegionWhite', readRegion],
  ['doubleStepRegionBlack', readRegion],
  ['tripleStepRegionWhite', readRegion],
  ['tripleStepRegionBlack', readRegion],
  ['enPassantRegion', readRegion],
  ['enPassantRegionWhite', readRegion],
  ['enPassantRegionBlack', readRegion],
  ['promotionRegionWhite', readRegion],
  ['promotionRegionBlack', readRegion],
  ['mandatoryPawnPromotion', readBool],
  ['mandatoryPiecePromotion', readBool],
  ['piecePromotionOnCapture', readBool],
  ['soldierPromotionRank', readRank],
  ['castling', readBool],
  ['castlingWins', (e) => e.value],
  ['castlingKingsideFile', readFile],
  ['castlingQueensideFile', readFile],
  ['castlingRank', readRank],
  ['castlingKingFile', readFile],
  ['castlingRookKingsideFile', readFile],
  ['castlingRookQueensideFile', readFile],
  ['checking', readBool],
  ['mustCapture', readBool],
  ['blastOnCapture', readBool],
  ['flyingGeneral', readBool],
  ['pass', readBool],
  ['passWhite', readBool],
  ['passBlack', readBool],
  ['passOnStalemate', readBool],
  ['passOnStalemateWhite', readBool],
  ['passOnStalemateBlack', readBool],
  ['dropChecks', readBool],
  ['oppositeCastling', readBool],
  ['immobilityIllegal', readBool],
  ['makpongRule', readBool],
  ['cambodianMoves', readBool],
  ['pieceDrops', readBool],
  ['capturesToHand', readBool],
  ['dropRegionWhite', readRegion],
  ['dropRegionBlack', readRegion],
  ['firstRankPawnDrops', readBool],
  ['promotionZonePawnDrops', readBool],
  ['shogiPawnDropMateIllegal', readBool],
  ['dropLoop', readBool],
  ['twoBoards', readBool],
  ['dropNoDoubledCount', readInt],
  ['seirawanGating', readBool],
  ['pieceDemotion', readBool],
  ['dropPromoted', readBool],
  ['mustDrop', readBool],
  ['dropOppositeColoredBishop', readBool],
  ['castlingDroppedPiece', readBool],
  ['sittuyinRookDrop', readBool],
  ['sittuyinPromotion', readBool],
  ['freeDrops', readBool],
  ['enclosingDrop', (e) => readChoice(e, ['reversi', 'ataxx', 'snort', 'top', 'anyside', 'none'] as const)],
  ['enclosingDropStart', readRegion],
  ['flipEnclosedPieces', (e) => readChoice(e, ['reversi', 'ataxx', 'quadwrangle', 'none'] as const)],
  ['adjudicateFullBoard', readBool],
  ['wallingRule', (e) => readChoice(e, ['duck', 'arrow', 'past', 'static', 'edge', 'none'] as const)],
  ['wallingRegion', readRegion],
  ['wallingRegionWhite', readRegion],
  ['wallingRegionBlack', readRegion],
  ['wallOrMove', readBool],
  ['checkmateValue', readValue],
  ['stalemateValue', readValue],
  ['stalematePieceCount', readBool],
  ['extinctionValue', readValue],
  ['extinctionPieceCount', readInt],
  ['extinctionOpponentPieceCount', readInt],
  ['extinctionClaim', readBool],
  ['extinctionPseudoRoyal', readBool],
  ['dupleCheck', readBool],
  ['flagRegion', readRegion],
  ['flagRegionWhite', readRegion],
  ['flagRegionBlack', readRegion],
  ['flagPieceCount', readInt],
  ['flagPieceBlockedWin', readBool],
  ['flagMove', readBool],
  ['flagPieceSafe', readBool],
  ['checkCounting', readBool],
  ['nMoveRule', readInt],
  ['nFoldRule', readInt],
  ['nFoldValue', readValue],
  ['nFoldValueAbsolute', readBool],
  ['perpetualCheckIllegal', readBool],
  ['moveRepetitionIllegal', readBool],
  ['countingRule', (e) => readChoice(e, ['makruk', 'cambodian', 'asean', 'none'] as const)],
  ['materialCounting', (e) => readChoice(e, ['janggi', 'unweighted', 'whitedrawodds', 'blackdrawodds', 'none'] as const)],
  ['bikjangRule', readBool],
  ['shatarMateRule', readBool],
  ['connectN', readInt],
  ['connectHorizontal', readBool],
  ['connectVertical', readBool],
  ['connectDiagonal', readBool],
  ['connectRegion1White', readRegion],
  ['connectRegion2White', readRegion],
  ['connectRegion1Black', readRegion],
  ['connectRegion2Black', readRegion],
  ['connectNxN', readInt],
  ['collinearN', readInt],
  ['connectValue', readValue],
]);

/**
 * Fairy-Stockfish's `gating`: it marks the first-move gates that Cambodian's king and met use
 * (`cambodianMoves`, the `DEde` FEN rights) and the gates of Seirawan gating (`seirawanGating`).
 * Read only with one of the two.
 */
export const GATING_KEY = 'gating';

/**
 * Fairy-Stockfish's shorthand `pawnTypes = x`: the piece types that promote, take en passant and
 * reset the n-move rule, read before those three keys so that a section listing them wins.
 */
export const PAWN_TYPES_KEY = 'pawnTypes';
export const PAWN_TYPES_FIELDS = ['promotionPawnTypes', 'enPassantTypes', 'nMoveRuleTypes'] as const;

/**
 * A key Fairy-Stockfish reads for both sides and the keys for one side (`flagRegion`,
 * `flagRegionWhite`, `flagRegionBlack`): the key for both sets both, so a section listing it
 * replaces the one-side values of its template too (a one-side key of the same section still wins).
 */
export function oneSideKeys(key: string): readonly [string, string] | undefined {
  return SIDED.has(key) ? [`${key}White`, `${key}Black`] : undefined;
}
const SIDED: ReadonlySet<string> = new Set([
  'enPassantTypes', 'enPassantRegion', 'promotionPawnTypes', 'promotionPieceTypes', 'castlingKingPiece', 'castlingRookPieces',
  'pass', 'passOnStalemate', 'flagPiece', 'flagRegion', 'nMoveRuleTypes',
]);

/**
 * Keys about the engine's play or display, not the rules: read (their lines are checked like any
 * other) and not used. Listed in the docs so that nothing is dropped in silence.
 */
export const ENGINE_ONLY_KEYS: ReadonlySet<string> = new Set([
  'variantTemplate', 'pieceToCharTable', 'pieceValueMg', 'pieceValueEg',
  // "number of pockets shown by XBoard/WinBoard" (variants.ini header); read only for the XBoard protocol (ucioption.cpp).
  'pocketSize',
]);

/** Fairy-Stockfish keys for rules this library does not implement yet (drops, gating, walling, …): an error naming the key. */
export const UNSUPPORTED_KEYS: ReadonlySet<string> = new Set([
  'petrifyBlastPieces',
  'moveRepetitionIllegal',
  'chasingRule', 'promotionRank',
  'doubleStepRank', 'doubleStepRankMin', 'whiteFlag', 'blackFlag', 'castlingRookPiece', 'whiteDropRegion', 'blackDropRegion',
  'dropOnTop',
]);
