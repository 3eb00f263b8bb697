/**
 * A draw after a number of plies without a capture (a GameDefinition's `drawAfterPlies` option):
 * unlike the n-move rule, which a player may claim, the game ends by itself.
 */
import type { FairyEnd } from './fairy-end.js';
import type { FairyState } from './state.js';

/** The draw when the plies since the last capture reached the limit, or null (also when the rule is off). */
export function drawnAfterPlies(s: FairyState): FairyEnd | null {
  const limit = s.c.rules.drawAfterPlies;
  return limit > 0 && s.rule50 >= limit ? { value: 0, reason: 'draw-after-plies' } : null;
}
