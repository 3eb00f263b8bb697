/**
 * The generic engine for chess-like games given as data in Fairy-Stockfish's terms
 * ({@link FairyDefinition}): {@link defineFairy} compiles a definition into move tables and
 * returns a full variant.
 */
export type { FairyDefinition, FairyValue } from './definition.js';
export { FAIRY_DEFINITION_KEYS } from './definition.js';
export { BUILTIN_PIECES } from './builtin-pieces.js';
export { parseBetza, type BetzaMove } from './betza.js';
export type { FairyGate } from './gated-move.js';
export { defineFairy, type FairyMove, type FairyMoveFields, type FairyMoveInput, type FairyPlayer, type FairyPosition, type FairyVariant } from './variant.js';
