/**
 * The last royal piece (a GameDefinition's `royal` pieces; Chess4's Lion): a side left without any
 * piece of the royal types loses at once. Unlike extinction (each type on its own), the royal types
 * count together, so a side with two royal kinds plays on while it has either.
 */
import type { FairyEnd } from './fairy-end.js';
import type { FairyState } from './state.js';

/** The loss of the side to move (or the win of it, should the other side have none), or null. */
export function lastRoyalCaptured(s: FairyState): FairyEnd | null {
  const royal = s.c.rules.lastRoyalPiece;
  if (royal === null) return null;
  const us = s.side;
  if (!hasRoyal(s, royal, us)) return { value: -1, reason: 'royal-captured' };
  if (!hasRoyal(s, royal, us ^ 1)) return { value: 1, reason: 'royal-captured' };
  return null;
}

function hasRoyal(s: FairyState, royal: Uint8Array, side: number): boolean {
  for (let t = 0; t < royal.length; t++) if (royal[t] === 1 && (s.count[2 + 2 * t + side] as number) > 0) return true;
  return false;
}
