/**
 * The status of a variant position: the variant's own end first (three checks given, a king on
 * the hill, a king on the goal rank), then chess's: no legal move (mate or stalemate, or the
 * variant's `noMoves`), insufficient material where the variant keeps it, fivefold repetition and
 * the 75-move rule, and the claimable threefold / fifty-move draws.
 */
import type { Status } from '../../../core/variant.js';
import { checkmateStatus, repetitionAndMoveRules } from '../status.js';
import type { ChessPosition } from '../types.js';
import type { RulesState } from './rules-state.js';
import type { ChessVariantPosition } from './types.js';

/** The status of `position`, loaded in `s`; `moves` and `replies` are scratch buffers. */
export function variantStatus(s: RulesState, position: ChessVariantPosition, moves: Int32Array, replies: Int32Array): Status {
  const own = s.variantResult();
  if (own !== undefined) return own;
  const count = s.generate(moves);
  // Asked of the variant's own attack rule, not read from the generator's checker count: a variant
  // with its own generator (atomic, antichess) does not count checkers (atomic's kings that touch give none).
  const check = s.inCheck();
  const turn = position.turn;
  if (count === 0) {
    if (s.rules.noMoves) return s.rules.noMoves(s);
    return check ? checkmateStatus(s, turn) : { over: true, draw: 'stalemate', reason: 'stalemate' };
  }
  if (s.rules.insufficientMaterial?.(position.board)) return { over: true, draw: 'insufficient-material', reason: 'insufficient-material' };
  return repetitionAndMoveRules(position as unknown as ChessPosition, s, moves, count, replies, check, s.rules.moveCountRules !== false);
}
