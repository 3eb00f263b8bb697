/**
 * Castling: "The King moves two squares to the left or the right. At the same
 * time, the Castle towards which the King is moved is placed on the square
 * immediately on the other side of the King." Either rook; the geometry comes
 * from the seating data (see tables.ts).
 */
import type { DilkelState } from './engine-state.js';
import { CASTLE_LONG, CASTLE_SHORT, encodeMove } from './move-code.js';
import type { CastleSide, DilkelTables } from './tables.js';

/**
 * "Castling is not allowed if: (1) The King or Castle concerned have moved …
 * (2) There are pieces between … (3) The King concerned is in CHECK.
 * (4) Movement occurs through check." — checked against every opponent.
 */
export function castlingMoves(e: DilkelState, seat: number, out: Int32Array, c: number): number {
  if ((e.castle & (1 << seat | 1 << (4 + seat))) === 0) return c;
  const sides = e.t.castle[seat] as readonly [CastleSide, CastleSide];
  let checked = -1;
  for (let side = 0; side < 2; side++) {
    if ((e.castle & (1 << (side * 4 + seat))) === 0) continue;
    const g = sides[side] as CastleSide;
    if (g.between.some((s) => e.sq[s] !== 0)) continue;
    if (checked < 0) checked = e.inCheck(seat) ? 1 : 0;
    if (checked === 1) break;
    if (g.kingPath.some((s) => e.attacked(s, seat))) continue;
    out[c++] = encodeMove(g.king, g.kingTo, side === 0 ? CASTLE_SHORT : CASTLE_LONG, 0);
  }
  return c;
}

/** The castling rights that depend on a rook standing on `square` (lost when it moves or is captured). */
export function rookRights(t: DilkelTables, seat: number, square: number): number {
  const sides = t.castle[seat];
  if (!sides) return 0;
  let bits = 0;
  if (sides[0].rook === square) bits |= 1 << seat;
  if (sides[1].rook === square) bits |= 1 << (4 + seat);
  return bits;
}

/** The castling geometry a castling move uses. */
export function castlingSide(t: DilkelTables, seat: number, flag: number): CastleSide {
  return (t.castle[seat] as readonly [CastleSide, CastleSide])[flag === CASTLE_SHORT ? 0 : 1];
}
