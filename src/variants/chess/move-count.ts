/**
 * The 50-move and 75-move rules, chess rules of their own.
 *
 * Rulebook (FIDE 9.3): a player may claim a draw if "the last 50 moves by each
 * player have been completed without the movement of any pawn and without any
 * capture", also by announcing a move that completes them. FIDE 9.6.2: after
 * 75 such moves by each player the game is drawn, unless the last move mated.
 */
import type { ChessBoard } from './board-state.js';

/** Half-moves after which a draw may be claimed (50 moves each). */
export const FIFTY_MOVES = 100;
/** Half-moves after which the game is drawn (75 moves each). */
export const SEVENTY_FIVE_MOVES = 150;

/**
 * May the side to move claim the 50-move rule with one of its moves: a move
 * that reaches 100 half-moves and does not end the game by mate or stalemate.
 */
export function fiftyBeforeMove(state: ChessBoard, moves: Int32Array, count: number, replies: Int32Array): boolean {
  if (state.halfmove < FIFTY_MOVES - 1) return false;
  for (let i = 0; i < count; i++) {
    state.make(moves[i]!);
    const ok = state.halfmove >= FIFTY_MOVES && state.generate(replies) > 0;
    state.unmake();
    if (ok) return true;
  }
  return false;
}
