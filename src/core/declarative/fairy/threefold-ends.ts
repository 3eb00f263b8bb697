/**
 * Threefold repetition as an end (a GameDefinition's `threefold` option): the third occurrence of a
 * position, same side to move, ends the game drawn by itself (not a claim). Occurrences are counted
 * among the positions since the last capture: those played on this state, and those the state was
 * loaded with (`rootKeys`, the position's repetition keys) while no capture was made since.
 */
import { countInLine } from '../../key-line.js';
import type { FairyEnd } from './fairy-end.js';
import type { FairyState } from './state.js';

/** The draw when the current position occurs the third time, or null (also when the rule is off). */
export function threefoldRepetition(s: FairyState): FairyEnd | null {
  if (!s.c.rules.threefoldEnds) return null;
  const h = s.history[s.ply] as number;
  const p = s.ply, since = Math.max(0, p - s.rule50);
  let count = 1;
  // The hash holds the side to move, so only every other ply can match.
  for (let i = p - 2; i >= since; i -= 2) if (s.history[i] === h && ++count >= 3) return DRAW;
  if (s.rule50 >= p && s.rootKeys !== null && s.rootKeys.length > 0) count += countInLine(s.rootKeys, h);
  return count >= 3 ? DRAW : null;
}

const DRAW: FairyEnd = { value: 0, reason: 'threefold-repetition' };
