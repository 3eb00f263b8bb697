/**
 * Castling, a chess rule of its own.
 *
 * Rulebook (FIDE 3.8.2): "castling … is a move of the king and either rook of
 * the same colour … the king is transferred from its original square two
 * squares towards the rook, then that rook is transferred to the square the
 * king has just crossed." It is illegal if the king or that rook has moved,
 * if any square between them is occupied, if the king is in check, or if it
 * would cross or land on an attacked square.
 */
import { BLACK, CASTLE, encodeMove, WHITE, WK, WQ, BK, BQ } from './codes.js';
import type { ChessBoard } from './board-state.js';

/**
 * For every square (a1 first), the castling rights (K 1, Q 2, k 4, q 8) that
 * survive a move from or to it: moving the king loses both of its rights
 * (e1 12, e8 3), moving or losing a rook loses that side (a1 13, h1 14,
 * a8 7, h8 11).
 */
export const CASTLING_KEEP: readonly number[] = [
  13, 15, 15, 15, 12, 15, 15, 14,
  15, 15, 15, 15, 15, 15, 15, 15,
  15, 15, 15, 15, 15, 15, 15, 15,
  15, 15, 15, 15, 15, 15, 15, 15,
  15, 15, 15, 15, 15, 15, 15, 15,
  15, 15, 15, 15, 15, 15, 15, 15,
  15, 15, 15, 15, 15, 15, 15, 15,
  7, 15, 15, 15, 3, 15, 15, 11,
];

/** Rook origin for a castling king landing on `to` (g1 → h1, c1 → a1, g8 → h8, c8 → a8). */
export const castlingRookFrom = (to: number): number => (to === 6 ? 7 : to === 2 ? 0 : to === 62 ? 63 : 56);
/** Rook destination for a castling king landing on `to`. */
export const castlingRookTo = (to: number): number => (to === 6 ? 5 : to === 2 ? 3 : to === 62 ? 61 : 59);

/** The rook square of each castling right (K h1, Q a1, k h8, q a8), indexed by the right's bit number. */
export const STANDARD_CASTLING_ROOKS: readonly number[] = [7, 0, 63, 56];

/**
 * Adds the legal castling moves of the side to move to `out` from index `n`;
 * the caller has established that the king is not in check. The rights
 * imply king and rook are unmoved on their squares (FEN parsing and every
 * move keep them honest). The queen-side rook crosses b1/b8, which must be
 * empty but may be attacked.
 */
export function generateCastles(s: ChessBoard, out: Int32Array, n: number): number {
  const b = s.sq;
  const rights = s.castling;
  if (s.turn === WHITE) {
    if (rights & WK && b[5] === 0 && b[6] === 0 && !s.attacked(5, BLACK) && !s.attacked(6, BLACK)) out[n++] = encodeMove(4, 6, CASTLE);
    if (rights & WQ && b[3] === 0 && b[2] === 0 && b[1] === 0 && !s.attacked(3, BLACK) && !s.attacked(2, BLACK)) out[n++] = encodeMove(4, 2, CASTLE);
  } else {
    if (rights & BK && b[61] === 0 && b[62] === 0 && !s.attacked(61, WHITE) && !s.attacked(62, WHITE)) out[n++] = encodeMove(60, 62, CASTLE);
    if (rights & BQ && b[59] === 0 && b[58] === 0 && b[57] === 0 && !s.attacked(59, WHITE) && !s.attacked(58, WHITE)) out[n++] = encodeMove(60, 58, CASTLE);
  }
  return n;
}
