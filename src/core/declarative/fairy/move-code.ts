/**
 * How a fairy move is one integer: `from | to << 7 | kind << 14 | promotion type << 17`, gating in
 * bits 23–29, ALT in bit 30. Castling moves go from the king to the castling rook (as
 * Fairy-Stockfish encodes them); a pass goes from the king to itself; a drop goes from its square to
 * itself with the dropped type in the promotion bits; a swap with an ally is a NORMAL move with ALT
 * and the ally's type in the promotion bits. Its own file: the state, the generator and the rule
 * files all read moves, and none of them should import another for it.
 */
export const NORMAL = 0, PROMOTION = 1, EN_PASSANT = 2, CASTLING = 3, PASS = 4, PIECE_PROMOTION = 5, SPECIAL = 6, DROP = 7;

export const moveFrom = (m: number): number => m & 127;
export const moveTo = (m: number): number => (m >> 7) & 127;
export const moveKind = (m: number): number => (m >> 14) & 7;
export const movePromotion = (m: number): number => (m >> 17) & 63;
export const encodeMove = (from: number, to: number, kind: number, promotion = 0): number => from | (to << 7) | (kind << 14) | (promotion << 17);
/** Seirawan gating: the type gated in plus one (bits 23–28; 0 none) and whether it enters on `to` (castling's rook square, bit 29) rather than `from`. */
export const GATE_SHIFT = 23, GATE_ON_TO = 1 << 29;
export const moveGate = (m: number): number => ((m >> GATE_SHIFT) & 63) - 1;
/**
 * Walling games (walls.ts; never with gating) keep the wall square plus one in the same bits 23–29
 * (0: no wall yet — the move the legality tests make before its wall is chosen): `e2e4` with the
 * duck to e5 is `e2e4 | (e5 + 1) << 23`. Readers of the gate bits look at them only in gating games.
 */
export const WALL_SHIFT = 23;
/** The wall square of a walling move, -1 none. */
export const moveWall = (m: number): number => ((m >> WALL_SHIFT) & 127) - 1;
/**
 * Bit 30: with PIECE_PROMOTION, a promoted piece turning back into the piece it was (pieceDemotion:
 * kyoto shogi; the promotion bits hold that type); with DROP, the piece in hand dropped as its
 * promoted type (dropPromoted; the promotion bits hold the hand's type).
 */
export const ALT = 1 << 30;
export const gateSquare = (m: number): number => (m & GATE_ON_TO ? (m >> 7) & 127 : m & 127);

/** Is `m` a swap with an ally (kind NORMAL with ALT)? */
export function isSwap(m: number): boolean {
  return (m & ((7 << 14) | ALT)) === ALT;
}

/** The swap of the pieces on `from` (the mover) and `to` (its ally of type `allyType`). */
export function encodeSwap(from: number, to: number, allyType: number): number {
  return from | (to << 7) | (allyType << 17) | ALT;
}

/** The type of the ally a swap moved (it may have promoted since). */
export function swappedAllyType(m: number): number {
  return (m >> 17) & 63;
}
