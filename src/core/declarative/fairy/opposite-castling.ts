/**
 * Fairy-Stockfish's `oppositeCastling` (position.cpp `do_move`): castling on one wing takes the
 * other side's right to castle on that wing, so the two kings end on opposite wings.
 * Rights are bits `side * 2 + (kingside ? 0 : 1)`.
 */
export function oppositeCastlingRights(castle: number, us: number, kingside: boolean): number {
  return castle & ~(1 << (2 * (us ^ 1) + (kingside ? 0 : 1)));
}
