/**
 * The legal moves in an `ILLEGAL_MOVE` message, the same way in every game: the first dozen
 * notations and the total, so the player sees what to type instead (docs/errors.md).
 */
import type { Move } from './variant.js';

/**
 * `e4, d4, … (20 in all)`, or `none`.
 * @example
 * ```ts
 * legalPreview(chess.legalMoves(chess.setup())) // 'Nc3, Na3, Nh3, Nf3, a3, …, h4 … (20 in all)'
 * ```
 */
export function legalPreview(moves: readonly Move[]): string {
  if (moves.length === 0) return 'none';
  const shown = moves.slice(0, 12).map((m) => m.notation).join(', ');
  return moves.length > 12 ? `${shown}, … (${moves.length} in all)` : shown;
}
