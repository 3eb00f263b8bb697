/**
 * Promotion. "If a Pawn reaches any of the opposition's baselines, it may be
 * changed into any piece of its own color that has been taken during the game
 * by any of the other players, or alternatively for an additional Queen."
 * The engine counts each seat's captured kinds; a promotion to a listed kind
 * brings one back (see make in engine.ts).
 */
import type { DilkelState } from './engine-state.js';
import { NORMAL, encodeMove } from './move-code.js';
import { BISHOP, KNIGHT, QUEEN, ROOK } from './tables.js';

/** Kinds a pawn may become: a queen always, the others only when captured and not yet brought back. */
export const PROMOTION_KINDS = [QUEEN, ROOK, BISHOP, KNIGHT] as const;

/** Writes the move(s) of a pawn arriving on `to`: one plain move, or one per promotion choice. */
export function pawnArrival(e: DilkelState, seat: number, from: number, to: number, out: Int32Array, c: number): number {
  if ((e.t.promotes[seat] as Uint8Array)[to] !== 1) {
    out[c++] = encodeMove(from, to, NORMAL, 0);
    return c;
  }
  out[c++] = encodeMove(from, to, NORMAL, QUEEN);
  for (const kind of PROMOTION_KINDS) if (kind !== QUEEN && (e.captured[seat * 8 + kind] as number) > 0) out[c++] = encodeMove(from, to, NORMAL, kind);
  return c;
}
