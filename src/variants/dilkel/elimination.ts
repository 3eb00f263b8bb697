/**
 * Turn order and elimination. "A player is therefore NOT CHECKMATED until it
 * is his turn to move. Then if he cannot get out of CHECK he must remove all
 * his pieces from the board. The remaining players subsequently continue
 * until there is only one player left who is THE WINNER."
 */
import { lazy } from '../../core/lazy.js';
import { nextSeat } from '../../core/turn-order.js';
import type { DilkelState } from './engine-state.js';
import { Z_OUT } from './tables.js';

const PROBE = /* @__PURE__ */ lazy(() => new Int32Array(1));

/**
 * "A player is therefore NOT CHECKMATED until it is his turn to move. Then if
 * he cannot get out of CHECK he must remove all his pieces from the board."
 * The turn passes clockwise; a player whose turn comes while it is in check
 * with no legal move is eliminated at once, and the turn passes on again.
 */
export function passTurn(e: DilkelState, mover: number): void {
  let current = mover;
  for (;;) {
    const next = nextSeat(e.t.seats, current, e.out);
    if (next < 0) return; // the mover is the last player left
    e.setTurn(next);
    if (!checkmatedToMove(e)) return;
    eliminate(e, next);
    current = next;
  }
}

/** Is the player to move checkmated (in check, no legal move, while the game goes on)? Such a player is never left to move. */
export function checkmatedToMove(e: DilkelState): boolean {
  return e.remaining() > 1 && e.inCheck(e.turn) && e.legal(e.turn, PROBE(), true) === 0;
}

/** Removes all of a seat's pieces and takes it out of the turn order. */
export function eliminate(e: DilkelState, seat: number): void {
  for (let s = 0; s < e.n; s++) {
    const c = e.sq[s] as number;
    if (c !== 0 && c >> 3 === seat) {
      e.pushRemoved(s, c);
      e.clear(s);
    }
  }
  e.king[seat] = -1;
  e.out |= 1 << seat;
  e.toggle(Z_OUT + seat);
  e.setCastle(e.castle & ~(1 << seat | 1 << (4 + seat)));
  e.setEp(seat, -1);
  const opp = e.t.oppositeSeat[seat] as number;
  if (opp >= 0) e.setEp(opp, -1);
  e.elims.push({ seat, ply: e.ply });
}
