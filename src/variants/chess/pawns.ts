/**
 * Pawn moves, a chess rule of their own (they depend on the side and on the
 * pawn's history, so they are not a core movement atom).
 *
 * Rulebook (FIDE 3.7): "a. The pawn may move forward to the square immediately
 * in front of it on the same file, provided that this square is unoccupied, or
 * b. on its first move the pawn may move as in (a) or alternatively it may
 * advance two squares along the same file, provided that both squares are
 * unoccupied, or c. the pawn may move to a square occupied by an opponent's
 * piece diagonally in front of it on an adjacent file, capturing that piece."
 * En passant and promotion live in their own files.
 */
import { DOUBLE_PUSH, N, NE, NW, S, SE, SW, WHITE } from './codes.js';
import { addPromotions } from './promotion.js';

/**
 * Adds the legal non-en-passant moves of the pawn on `from` to `out` from
 * index `n`. `pin` is the axis (direction & 3) the pawn is pinned along, or -1;
 * when `evade` is set, only targets stamped `stamp` in `mask` (capture or block
 * the single checker) are allowed.
 */
export function generatePawnMoves(
  b: Int8Array, next: Int32Array, us: number, from: number, pin: number,
  evade: boolean, mask: Int32Array, stamp: number, out: Int32Array, n: number,
): number {
  const fwd = us === WHITE ? N : S;
  const last = us === WHITE ? 7 : 0;
  const t1 = next[fwd * 64 + from]!;
  if (b[t1] === 0 && (pin < 0 || pin === (fwd & 3))) {
    if (!evade || mask[t1] === stamp) {
      if (t1 >> 3 === last) n = addPromotions(out, n, from, t1);
      else out[n++] = from | (t1 << 6);
    }
    if (from >> 3 === (us === WHITE ? 1 : 6)) {
      const t2 = next[fwd * 64 + t1]!;
      if (b[t2] === 0 && (!evade || mask[t2] === stamp)) out[n++] = from | (t2 << 6) | (DOUBLE_PUSH << 12);
    }
  }
  for (let k = 0; k < 2; k++) {
    const dir = k === 0 ? (us === WHITE ? NE : SE) : us === WHITE ? NW : SW;
    if (pin >= 0 && pin !== (dir & 3)) continue;
    const x = next[dir * 64 + from]!;
    if (x < 0) continue;
    const q = b[x]!;
    if (q !== 0 && (q & 8) !== us && (!evade || mask[x] === stamp)) {
      if (x >> 3 === last) n = addPromotions(out, n, from, x);
      else out[n++] = from | (x << 6);
    }
  }
  return n;
}
