/**
 * Promotion, a chess rule of its own.
 *
 * Rulebook (FIDE 3.7.5.1): "When a player, having the move, plays a pawn to
 * the rank furthest from its starting position, he/she must exchange that
 * pawn as part of the same move for a new queen, rook, bishop or knight of
 * the same colour on the intended square of arrival."
 */
import { encodeMove, PROMOTE_B, PROMOTE_N, PROMOTE_Q, PROMOTE_R } from './codes.js';
import type { PromotionPiece } from './types.js';

/** Adds the four promotions of a pawn move `from` → `to` (queen first). */
export function addPromotions(out: Int32Array, n: number, from: number, to: number): number {
  out[n++] = encodeMove(from, to, PROMOTE_Q);
  out[n++] = encodeMove(from, to, PROMOTE_R);
  out[n++] = encodeMove(from, to, PROMOTE_B);
  out[n++] = encodeMove(from, to, PROMOTE_N);
  return n;
}

/** Promotion to a king (antichess): the flag above the 3-bit range, bit 15 of a move. */
export const PROMOTE_K = 8;

/** Piece type a promotion flag creates (knight 2 … queen 5, king 6). */
export const promotedType = (flag: number): number => flag - 2;

/** The promotion piece of a flag (`Q`, `R`, `B`, `N`: upper case, as every piece kind in the package; UCI writes it lower case). */
export function promotionLetter(flag: number): PromotionPiece {
  return (['N', 'B', 'R', 'Q', 'K'] as const)[flag - PROMOTE_N] as PromotionPiece;
}

/** The promotion flag for a letter (either case), or -1. */
export function promotionFlag(letter: string): number {
  switch (letter.toLowerCase()) {
    case 'q': return PROMOTE_Q;
    case 'r': return PROMOTE_R;
    case 'b': return PROMOTE_B;
    case 'n': return PROMOTE_N;
    default: return -1;
  }
}
