/**
 * `play` of a chess variant on the engine's mutable state, without listing the SAN of every legal
 * move: the integer moves are generated, move objects are built only for the moves that land on
 * the square the move names (and castling), and the one that matches is made on the shared state.
 * Anything unusual (no legal moves, a move not found, strict text) goes to the generic `play`,
 * whose full listing gives the error message.
 */
import { sameMove, saysOtherwise } from '../../../core/define.js';
import { squareId } from '../codes.js';
import type { ChessMove } from '../types.js';
import type { RulesState } from './rules-state.js';
import { landsOn, moveObjects, resolveVariantText } from './variant-moves.js';

/** The last square named in move text (`Nbd7` d7, `e7e8q` e8, `N@f3` f3), or -1. */
function lastSquare(text: string): number {
  for (let i = text.length - 2; i >= 0; i--) {
    const f = text.charCodeAt(i), r = text.charCodeAt(i + 1);
    if (f >= 97 && f <= 104 && r >= 49 && r <= 56) return (f - 97) + 8 * (r - 49);
  }
  return -1;
}

/**
 * The integer move `move` (a move object or non-strict move text) names in the state's position,
 * or -1 when the generic path must decide. `moves` and `replies` are scratch buffers; the state is
 * left as it was.
 */
export function quickMove(s: RulesState, move: unknown, turn: string, moves: Int32Array, replies: Int32Array): number {
  let dest: number;
  if (typeof move === 'string') {
    if (move.length > 16) return -1;
    // Castling text names no square it lands on: 64 keeps only the castling moves.
    dest = /^\s*[O0o]-[O0o]/.test(move) ? 64 : lastSquare(move);
  } else if (typeof move === 'object' && move !== null && typeof (move as ChessMove).to === 'string') dest = squareId((move as ChessMove).to);
  else return -1;
  if (dest < 0) return -1;
  const count = s.generate(moves);
  if (count === 0) return -1;
  const objects = moveObjects(s, moves, count, replies, dest);
  let found = -1;
  if (typeof move === 'string') {
    try {
      found = objects.indexOf(resolveVariantText(move, objects, turn));
    } catch {
      return -1; // not among these: the full listing decides (and words the error)
    }
  } else found = objects.findIndex((m) => sameMove(m, move as ChessMove) && !saysOtherwise(m, move as ChessMove));
  if (found < 0) return -1;
  for (let i = 0, k = 0; i < count; i++) {
    const m = moves[i]!;
    if (landsOn(m, dest) && k++ === found) return m;
  }
  return -1;
}
