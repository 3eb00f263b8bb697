/**
 * Chess-like games as data, in Fairy-Stockfish's terms: {@link defineFairy} turns a
 * {@link FairyDefinition} (the camelCase keys of Fairy-Stockfish's `variants.ini`, pieces in
 * Betza notation) into a full variant on one generic engine.
 *
 * @example
 * ```ts
 * import { defineFairy } from 'boardwright/fairy';
 * const losAlamos = defineFairy({ id: 'losalamos', maxRank: 6, maxFile: 6,
 *   pieces: { P: 'pawn', N: 'knight', R: 'rook', Q: 'queen', K: 'king' },
 *   startFen: 'rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1',
 *   promotionRegionWhite: '*6', promotionRegionBlack: '*1', promotionPieceTypes: 'qrn', doubleStep: false, castling: false });
 * losAlamos.legalMoves(losAlamos.setup()).length // 10
 * ```
 * @module boardwright/fairy
 */
export {
  defineFairy,
  BUILTIN_PIECES,
  FAIRY_DEFINITION_KEYS,
  parseBetza,
  type BetzaMove,
  type FairyDefinition,
  type FairyGate,
  type FairyMove,
  type FairyMoveFields,
  type FairyMoveInput,
  type FairyPlayer,
  type FairyPosition,
  type FairyValue,
  type FairyVariant,
} from '../../core/declarative/fairy/index.js';
export * from './variants.js';
export { fairyDefinitions, fairyLeftOut } from './definitions.js';
export { parseVariantsIni } from './ini.js';
export { KifGameRecord, recordFromCsa, recordFromKif, recordToCsa, recordToKif, shogiVariant, type KifLine, type KifMoveNode, type ShogiDialect, type ShogiMove, type ShogiTextOptions, type ShogiVariant } from './shogi-text/index.js';
export { fairyPgnFromMoves, fairySan, parseFairyPgn, tryParseFairyPgn, writeFairyPgn, type FairyPgnReadOptions, type FairyPgnVariant } from './pgn/fairy-pgn.js';
export { PYCHESS_VARIANT_TAGS } from './pgn/variant-tags.js';
export { pgnTag, type PgnGame, type PgnLine, type PgnMove, type PgnResult, type PgnTag } from '../../core/pgn/types.js';
export type { PgnFromMovesOptions } from '../../core/pgn/write.js';
export type { PgnReadOptions } from '../../core/pgn/replay.js';
export { recordFromWxf, recordToWxf, xiangqiVariant, type WxfVariant, type XiangqiDialect, type XiangqiMove, type XiangqiVariant } from './xiangqi-text/index.js';
