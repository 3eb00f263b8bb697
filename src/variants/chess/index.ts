/**
 * Chess and its variants on the boardwright core: FIDE chess (`chess`),
 * Chess960, three-check, king of the hill, racing kings, antichess, horde,
 * atomic and crazyhouse (rule hooks on one engine); FEN, SAN and PGN helpers,
 * and the fast search state.
 * @module boardwright/chess
 */
export { chess, START_FEN, type ChessOptions } from './variant.js';
export type { ChessColor, ChessDropMove, ChessEndReason, ChessMove, ChessMoveInput, ChessPosition, ChessSquareMove, PromotionLetter, PromotionPiece } from './types.js';
export { parseFen, formatFen, type FenRules } from './fen.js';
export { ChessState } from './state.js';
export type { ChessTables } from './board.js';
export { chessBoard, chessTables } from './board.js';
export { insufficientMaterial } from './insufficient-material.js';
export * from './pgn.js';
export { PgnGameRecord, recordFromPgn, recordToPgn, type PgnMoveAnnotations, type RecordPgnOptions } from './pgn-record.js';
export { chess960, chess960Start, type Chess960Options } from './rules/chess960.js';
export type { ChessVariantId, ChessVariantMove, ChessVariantPosition, ChessVariantPositionBase, ChessVariantPositions, CrazyhousePocket, CrazyhousePosition, RemainingChecks, ThreeCheckPosition } from './rules/types.js';
export type { ChessVariant } from './rules/define-chess-variant.js';
export { threeCheck } from './rules/three-check.js';
export { kingOfTheHill } from './rules/king-of-the-hill.js';
export { racingKings } from './rules/racing-kings.js';
export { antichess } from './rules/antichess.js';
export { horde } from './rules/horde.js';
export { atomic } from './rules/atomic.js';
export { crazyhouse } from './rules/crazyhouse.js';
