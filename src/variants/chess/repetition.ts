/**
 * Repetition of position, a chess rule of its own.
 *
 * Rulebook (FIDE 9.2.2): "Positions are considered the same if and only if the
 * same player has the move, pieces of the same kind and colour occupy the same
 * squares and the possible moves of all the pieces of both players are the
 * same" — so castling rights count, and an en passant square counts only when
 * the capture is legal. The Zobrist hash covers exactly these, and positions
 * carry the hashes of earlier positions since the last capture or pawn move.
 *
 * FIDE 9.2.1: threefold repetition may be claimed, also before the move that
 * would complete it; 9.6.1: at the fifth occurrence the game is drawn.
 */
import { occurrences, type RepetitionKeys } from '../../core/repetition.js';
import type { ChessState } from './state.js';

/** How often the state's current position has occurred, counting itself. */
export function repetitions(state: ChessState, keys: RepetitionKeys): number {
  return occurrences(keys, state.hash());
}

/**
 * May the side to move claim threefold repetition before moving: does one of
 * the `count` legal moves in `moves` reach a position for the third time?
 */
export function threefoldBeforeMove(state: ChessState, keys: RepetitionKeys, moves: Int32Array, count: number): boolean {
  // A third occurrence needs two earlier ones in the keys (the current position has the other side to move).
  if (keys.length < 2) return false;
  for (let i = 0; i < count; i++) {
    state.make(moves[i]!);
    const reversible = state.halfmove !== 0;
    const times = reversible ? occurrences(keys, state.hash()) : 1;
    state.unmake();
    if (times >= 3) return true;
  }
  return false;
}
