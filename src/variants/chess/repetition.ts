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
import { SEVENTY_FIVE_MOVES } from './move-count.js';
import type { ChessBoard } from './board-state.js';

/**
 * How many earlier positions a position keeps. While the 75-move rule has not
 * ended the game (FIDE 9.6.2) the keys since the last capture or pawn move are
 * fewer than this anyway; past it only the most recent ones are kept, so a long
 * game costs the same memory and time per move however long it runs (an
 * endless shuffle after the automatic draw once copied its whole history on
 * every move). A game drawn by the 75-move rule stays drawn: `halfmove` only grows.
 */
export const KEPT_KEYS = SEVENTY_FIVE_MOVES;

/**
 * The keys of the position after a reversible move from a position with `keys`
 * and hash `before`: copied into an array of the final length (about twice as
 * fast as slice() then push()), the oldest dropped past {@link KEPT_KEYS}.
 */
export function keysAfter(keys: RepetitionKeys, before: number): number[] {
  const n = keys.length, drop = n >= KEPT_KEYS ? n + 1 - KEPT_KEYS : 0;
  const out = new Array<number>(n + 1 - drop);
  for (let i = drop; i < n; i++) out[i - drop] = keys[i]!;
  out[n - drop] = before;
  return out;
}

/** How often the state's current position has occurred, counting itself. */
export function repetitions(state: ChessBoard, keys: RepetitionKeys): number {
  return occurrences(keys, state.hash());
}

/**
 * May the side to move claim threefold repetition before moving: does one of
 * the `count` legal moves in `moves` reach a position for the third time?
 */
export function threefoldBeforeMove(state: ChessBoard, keys: RepetitionKeys, moves: Int32Array, count: number): boolean {
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
