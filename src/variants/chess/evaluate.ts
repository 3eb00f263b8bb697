/**
 * A static score for the reference bot (`boardwright/bot`): material in the
 * textbook values (pawn 1, knight and bishop 3, rook 5, queen 9), from the
 * point of view of `player`. The bot finds mates by search; this only tells
 * it which captures are worth making.
 */
import type { ChessColor, ChessPosition } from './types.js';

const VALUES: Readonly<Record<string, number>> = { P: 1, N: 3, B: 3, R: 5, Q: 9, p: -1, n: -3, b: -3, r: -5, q: -9 };

/**
 * Material balance of `position` for `player` (positive: `player` is ahead).
 * @example
 * ```ts
 * evaluateMaterial(chess.parse('4k3/8/8/8/8/8/8/3QK3 w - - 0 1'), 'white') // 9
 * ```
 */
export function evaluateMaterial(position: ChessPosition, player: ChessColor | string): number {
  const board = position.board;
  let white = 0;
  for (let i = 0; i < 64; i++) white += VALUES[board[i] as string] ?? 0;
  return player === 'white' ? white : -white;
}
