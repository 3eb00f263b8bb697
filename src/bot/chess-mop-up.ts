/**
 * Mop-up in won pawnless endings (KQ v K, KR v K, KQ v KR…): when one side is a rook's worth or more
 * ahead and the other has no pawns, material alone does not say how to mate, and within the search's
 * horizon no mate is seen. The side ahead is rewarded for driving the lonely king to the edge and the
 * corner (the squares where mate is possible) and for bringing its own king close (the king helps
 * every such mate), so each step towards the mate scores higher and the search follows the gradient.
 */
import { endgameMaterial, KNIGHTS, NON_PAWN, PAWNS, SIDE } from './chess-endgame-material.js';

/** Centipawns per step of the lonely king from the centre (Manhattan, 0 to 6), and per step the kings come closer (Manhattan, 14 less the distance). */
export const MOP_UP_EDGE = 16, MOP_UP_CLOSE = 6;
const ROOK = 500;

/** A square's Manhattan distance from the four centre squares (0 on d4 … e5, 6 in a corner). */
const fromCentre = (x: number): number => {
  const f = x & 7, r = x >> 3;
  return (f < 4 ? 3 - f : f - 4) + (r < 4 ? 3 - r : r - 4);
};

/**
 * The mop-up bonus, White's view (0 when neither side is a rook's worth ahead of a side with no
 * pawns), for the kings on `whiteKing` and `blackKing`, from chess-endgame-material.ts's last count.
 */
export function mopUp(whiteKing: number, blackKing: number): number {
  const m = endgameMaterial, diff = (m[NON_PAWN] as number) - (m[SIDE + NON_PAWN] as number);
  let sign: number, lonely: number;
  if (diff >= ROOK && m[SIDE + PAWNS] === 0) { sign = 1; lonely = blackKing; }
  else if (diff <= -ROOK && m[PAWNS] === 0) { sign = -1; lonely = whiteKing; }
  else return 0;
  // Two knights alone cannot force mate against a bare king: nothing to drive.
  const strong = sign > 0 ? 0 : SIDE;
  if (m[strong + KNIGHTS] === 2 && m[strong + NON_PAWN] === 640 && m[strong + PAWNS] === 0) return 0;
  const df = (whiteKing & 7) - (blackKing & 7), dr = (whiteKing >> 3) - (blackKing >> 3);
  const apart = (df < 0 ? -df : df) + (dr < 0 ? -dr : dr);
  return sign * (MOP_UP_EDGE * fromCentre(lonely) + MOP_UP_CLOSE * (14 - apart));
}
