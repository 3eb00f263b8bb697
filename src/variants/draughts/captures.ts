/**
 * Capture chains. "If there is another opposing draughtsman behind it and the
 * square behind it is also empty, it too can be taken. A zig-zag movement is
 * also allowed, but only in a forwards direction" (men); kings jump both ways.
 * A chain must be completed, a piece is jumped only once, and the jumped pieces
 * stay on the board until the move ends (so they block landing); the square
 * the piece started from counts as empty (a king may come back to it).
 */
import type { Board } from '../../core/index.js';
import { jumpChains, type JumpChain } from '../../core/jumps.js';
import { isCrowningSquare } from './crowning.js';
import { pieceDirections } from './directions.js';
import { EMPTY, isKing, ownerOf } from './pieces.js';
import type { DraughtsPlayer } from './types.js';

/** Every capture chain of the piece on square id `from` (which must belong to `player`). */
export function captureChains(board: Board, squares: string, player: DraughtsPlayer, from: number): JumpChain[] {
  const king = isKing(squares[from] as string);
  return jumpChains(board, from, {
    dirs: pieceDirections(player, king),
    // "jumping over one's own men is not allowed"
    canJumpOver: (over) => {
      const owner = ownerOf(squares[over] as string);
      return owner !== undefined && owner !== player;
    },
    canLand: (to) => to === from || squares[to] === EMPTY,
    // "the king can only move on the player's next turn": a man crowned mid-chain stops.
    endsAt: (to) => !king && isCrowningSquare(player, to),
  });
}
