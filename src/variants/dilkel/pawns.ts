/**
 * Pawn moves. "Moves forward one square at a time, except the first move
 * which may be done forwards over two squares. The Pawn may only take an
 * opposing piece by moving diagonally one square forward." Forward is the
 * seat's own direction; a pawn with no square ahead has no forward move.
 */
import type { DilkelState } from './engine-state.js';
import { DOUBLE, encodeMove } from './move-code.js';
import { pawnArrival } from './promotion.js';
import { KING } from './tables.js';

/** Writes the pseudo-legal moves of `seat`'s pawn on `s` into `out` from `c`; returns the new count. */
export function pawnMoves(e: DilkelState, seat: number, s: number, out: Int32Array, c: number): number {
  const { board, forward, captureDirs, pawnStart } = e.t;
  const n = e.n, sq = e.sq, next = board.next;
  const fwd = (forward[seat] as number) * n;
  const f = next[fwd + s] as number;
  if (f >= 0 && sq[f] === 0) {
    c = pawnArrival(e, seat, s, f, out, c);
    if ((pawnStart[seat] as Uint8Array)[s] === 1) {
      const f2 = next[fwd + f] as number;
      if (f2 >= 0 && sq[f2] === 0) out[c++] = encodeMove(s, f2, DOUBLE, 0);
    }
  }
  const caps = captureDirs[seat] as Int32Array;
  for (let i = 0; i < caps.length; i++) {
    const t = next[(caps[i] as number) * n + s] as number;
    if (t < 0) continue;
    const v = sq[t] as number;
    // "Any piece except the King may be taken."
    if (v !== 0 && v >> 3 !== seat && (v & 7) !== KING) c = pawnArrival(e, seat, s, t, out, c);
  }
  return c;
}
