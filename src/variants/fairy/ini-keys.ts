/**
 * The variants.ini keys this library reads, each with the reader of its value type. A key of the
 * same name in {@link FairyDefinition} receives the value; piece keys (`knight = n`,
 * `customPiece1 = a:NB`, `king = k:KN`) and mobility regions are handled in `ini-pieces.ts`.
 * Every other Fairy-Stockfish key is listed in {@link UNSUPPORTED_KEYS} and refused by name.
 */
import type { FairyDefinition } from '../../core/declarative/fairy/definition.js';
import type { IniEntry } from './ini-text.js';
import {
  readBool, readChoice, readFile, readInt, readLetterCounts, readLetterPairs, readPieceSet, readPieceType, readRank,
  readRegion, readValue,
} from './ini-values.js';

type Reader = (entry: IniEntry) => unknown;

/** Keys copied onto the definition field of the same name. */
export const SCALAR_KEYS: ReadonlyMap<string, Reader> = new Map<keyof FairyDefinition & string, Reader>([
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
  ['enPassantTypes', readPieceSet],
  ['enPassantTypesWhite', readPieceSet],
  ['enPassantTypesBlack', readPieceSet],
  ['enPassantRegion', readRegion],
  ['enPassantRegionWhite', readRegion],
  ['enPassantRegionBlack', readRegion],
  ['promotionRegionWhite', readRegion],
  ['promotionRegionBlack', readRegion],
  ['promotionPawnTypes', readPieceSet],
  ['promotionPawnTypesWhite', readPieceSet],
  ['promotionPawnTypesBlack', readPieceSet],
  ['promotionPieceTypes', readPieceSet],
  ['promotionPieceTypesWhite', readPieceSet],
  ['promotionPieceTypesBlack', readPieceSet],
  ['mandatoryPawnPromotion', readBool],
  ['promotionLimit', readLetterCounts],
  ['promotedPieceType', readLetterPairs],
  ['mandatoryPiecePromotion', readBool],
  ['piecePromotionOnCapture', readBool],
  ['soldierPromotionRank', readRank],
  ['castling', readBool],
  ['castlingKingsideFile', readFile],
  ['castlingQueensideFile', readFile],
  ['castlingRank', readRank],
  ['castlingKingFile', readFile],
  ['castlingKingPiece', readPieceType],
  ['castlingKingPieceWhite', readPieceType],
  ['castlingKingPieceBlack', readPieceType],
  ['castlingRookKingsideFile', readFile],
  ['castlingRookQueensideFile', readFile],
  ['castlingRookPieces', readPieceSet],
  ['castlingRookPiecesWhite', readPieceSet],
  ['castlingRookPiecesBlack', readPieceSet],
  ['checking', readBool],
  ['mustCapture', readBool],
  ['blastOnCapture', readBool],
  ['blastImmuneTypes', readPieceSet],
  ['mutuallyImmuneTypes', readPieceSet],
  ['flyingGeneral', readBool],
  ['pass', readBool],
  ['passWhite', readBool],
  ['passBlack', readBool],
  ['passOnStalemate', readBool],
  ['immobilityIllegal', readBool],
  ['makpongRule', readBool],
  ['cambodianMoves', readBool],
  ['pieceDrops', readBool],
  ['capturesToHand', readBool],
  ['dropRegionWhite', readRegion],
  ['dropRegionBlack', readRegion],
  ['firstRankPawnDrops', readBool],
  ['promotionZonePawnDrops', readBool],
  ['dropNoDoubled', readPieceSet],
  ['shogiPawnDropMateIllegal', readBool],
  ['dropLoop', readBool],
  ['dropNoDoubledCount', readInt],
  ['seirawanGating', readBool],
  ['pieceDemotion', readBool],
  ['dropPromoted', readBool],
  ['mustDrop', readBool],
  ['mustDropType', readPieceType],
  ['dropOppositeColoredBishop', readBool],
  ['castlingDroppedPiece', readBool],
  ['sittuyinRookDrop', readBool],
  ['sittuyinPromotion', readBool],
  ['checkmateValue', readValue],
  ['stalemateValue', readValue],
  ['stalematePieceCount', readBool],
  ['extinctionValue', readValue],
  ['extinctionPieceTypes', readPieceSet],
  ['extinctionPieceCount', readInt],
  ['extinctionOpponentPieceCount', readInt],
  ['extinctionClaim', readBool],
  ['extinctionPseudoRoyal', readBool],
  ['dupleCheck', readBool],
  ['flagPiece', readPieceSet],
  ['flagPieceWhite', readPieceSet],
  ['flagPieceBlack', readPieceSet],
  ['flagRegion', readRegion],
  ['flagRegionWhite', readRegion],
  ['flagRegionBlack', readRegion],
  ['flagPieceCount', readInt],
  ['flagPieceBlockedWin', readBool],
  ['flagMove', readBool],
  ['flagPieceSafe', readBool],
  ['checkCounting', readBool],
  ['nMoveRule', readInt],
  ['nMoveRuleTypes', readPieceSet],
  ['nFoldRule', readInt],
  ['nFoldValue', readValue],
  ['nFoldValueAbsolute', readBool],
  ['perpetualCheckIllegal', readBool],
  ['countingRule', (e) => readChoice(e, ['makruk', 'cambodian', 'asean', 'none'] as const)],
  ['materialCounting', (e) => readChoice(e, ['janggi', 'unweighted', 'whitedrawodds', 'blackdrawodds', 'none'] as const)],
  ['bikjangRule', readBool],
  ['shatarMateRule', readBool],
]);

/**
 * Fairy-Stockfish's shorthand `pawnTypes = x`: the piece types that promote, take en passant and
 * reset the n-move rule, read before those three keys so that a section listing them wins.
 */
/**
 * Fairy-Stockfish's `gating`: it marks the first-move gates that Cambodian's king and met use
 * (`cambodianMoves`, the `DEde` FEN rights) and the gates of Seirawan gating (`seirawanGating`).
 * Read only with one of the two.
 */
export const GATING_KEY = 'gating';

export const PAWN_TYPES_KEY = 'pawnTypes';
export const PAWN_TYPES_FIELDS = ['promotionPawnTypes', 'enPassantTypes', 'nMoveRuleTypes'] as const;

/**
 * Keys about the engine's play or display, not the rules: read (their lines are checked like any
 * other) and not used. Listed in the docs so that nothing is dropped in silence.
 */
export const ENGINE_ONLY_KEYS: ReadonlySet<string> = new Set(['variantTemplate', 'pieceToCharTable', 'pieceValueMg', 'pieceValueEg']);

/** Fairy-Stockfish keys for rules this library does not implement yet (drops, gating, walling, …): an error naming the key. */
export const UNSUPPORTED_KEYS: ReadonlySet<string> = new Set([
  'pocketSize', 'twoBoards', 'petrifyOnCaptureTypes',
  'petrifyBlastPieces', 'oppositeCastling', 'dropChecks',
  'enclosingDrop', 'enclosingDropStart',
  'wallingRule', 'wallingRegionWhite', 'wallingRegionBlack', 'wallingRegion', 'wallOrMove',
  'passOnStalemateWhite', 'passOnStalemateBlack', 'flipEnclosedPieces', 'moveRepetitionIllegal',
  'chasingRule', 'connectN', 'connectPieceTypes', 'connectHorizontal', 'connectVertical',
  'connectDiagonal', 'connectRegion1White', 'connectRegion2White', 'connectRegion1Black', 'connectRegion2Black', 'connectNxN',
  'collinearN', 'connectValue', 'adjudicateFullBoard', 'castlingWins', 'promotionRank', 'nMoveRuleTypesWhite', 'nMoveRuleTypesBlack',
  'doubleStepRank', 'doubleStepRankMin', 'whiteFlag', 'blackFlag', 'castlingRookPiece', 'whiteDropRegion', 'blackDropRegion',
  'dropOnTop',
]);
