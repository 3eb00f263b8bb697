/** Start positions of the chess variants, made from the chess start position (one place for its fields). */
import { chess } from '../variant.js';
import type { ChessVariantId, ChessVariantPosition } from './types.js';

/**
 * The chess start position as a position of variant `id`, with `changes` (another board, castling
 * rights or the variant's own fields).
 *
 * @example
 * ```ts
 * standardStart('king-of-the-hill').castling // 'KQkq'
 * ```
 */
export function standardStart<V extends ChessVariantId>(id: V, changes: Partial<ChessVariantPosition<V>> = {}): ChessVariantPosition<V> {
  return { ...chess.setup(), variant: id, ...changes } as ChessVariantPosition<V>;
}
