/**
 * The text shogi players use, for the shogi family of `boardwright/fairy`: SFEN positions, USI and
 * Western move text, KIF game records, and shogi pictures.
 */
export { shogiVariant, type ShogiMove, type ShogiTextOptions, type ShogiVariant } from './variant.js';
export type { ShogiDialect } from './dialect.js';
export { KifGameRecord, recordFromKif, recordToKif } from './kif.js';
export type { KifLine, KifMoveNode } from './kif-variations.js';
export { recordFromCsa, recordToCsa } from './csa.js';
