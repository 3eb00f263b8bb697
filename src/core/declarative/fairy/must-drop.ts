/**
 * Compulsory drops (Fairy-Stockfish's `mustDrop`, `mustDropType`): while the side to move holds a
 * piece of the must-drop type (every type by default), it may drop only pieces of that type, and
 * it may move a piece on the board only when no such drop is legal (placement chess and sittuyin's
 * set-up phase, koedem's king in hand).
 */
import { DROP, movePromotion, type FairyState } from './state.js';

/** Keeps the legal moves of out[0, n) that the must-drop rule allows; returns how many. */
export function mustDropFilter(s: FairyState, out: Int32Array, n: number): number {
  const c = s.c, nt = c.nt, us = s.side, type = c.rules.mustDropType, hand = s.hand;
  let held = 0;
  if (type >= 0) held = hand[us * nt + type] as number;
  else for (let t = 0; t < nt; t++) held += hand[us * nt + t] as number;
  if (held === 0) return n;
  const dropAllowed = (m: number): boolean => ((m >> 14) & 7) === DROP && (type < 0 || movePromotion(m) === type);
  let drops = 0;
  for (let i = 0; i < n; i++) if (dropAllowed(out[i] as number)) drops++;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const m = out[i] as number, isDrop = ((m >> 14) & 7) === DROP;
    // With drops available only they remain; without, the board moves (never another type's drop).
    if (drops > 0 ? dropAllowed(m) : !isDrop) out[k++] = m;
  }
  return k;
}
