/**
 * Crazyhouse drops: a piece in hand may be put on any empty square instead of a move, a pawn not
 * on the first or last rank. A drop never exposes the own king, so out of check every such drop is
 * legal; in check from one slider a drop may block it (the empty squares between, which chess's
 * generator marks as evasions); a knight, pawn or double check cannot be blocked.
 */
import { DROP, PAWN, QUEEN } from '../codes.js';
import type { VariantBoard } from './hooks.js';

/** The kinds the side to move holds, filled per call (no allocation per node). */
const held = /* @__PURE__ */ new Int32Array(5);

/** Adds the legal drops of the side to move to `out` from index `n` (after chess's moves were generated in the same state). */
export function generateDrops(s: VariantBoard, out: Int32Array, n: number): number {
  const us = s.turn, pockets = s.pockets;
  let kinds = 0, pawns = false;
  for (let type = PAWN; type <= QUEEN; type++) {
    if (pockets[us | type]! > 0) {
      if (type === PAWN) pawns = true;
      else held[kinds++] = DROP | type;
    }
  }
  if (kinds === 0 && !pawns) return n;
  const checkers = s.checkers;
  if (checkers > 1) return n;
  const b = s.sq, blocking = checkers === 1;
  for (let x = 0; x < 64; x++) {
    if (b[x] !== 0 || (blocking && !s.evades(x))) continue;
    const to = x << 6;
    if (pawns && x >= 8 && x < 56) out[n++] = DROP | PAWN | to;
    for (let k = 0; k < kinds; k++) out[n++] = held[k]! | to;
  }
  return n;
}
