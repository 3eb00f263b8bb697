/**
 * Draws (the sheet names none; every program needs them): threefold repetition
 * of the same position with the same side to move, and `drawAfterPlies` plies
 * with no capture and no man move (the WCDF 40-move rule at the default 80).
 */
import { occurrences } from '../../core/index.js';
import { attachedKeys, countInLine } from '../../core/key-line.js';
import { hashPosition } from './hash.js';
import type { DraughtsPosition } from './types.js';

/** The reason the position is drawn, or undefined. */
export function drawReason(position: DraughtsPosition): 'threefold-repetition' | 'draw-after-plies' | undefined {
  // A position play made counts on its shared keys in O(1); any other object on its array.
  const shared = attachedKeys(position);
  const length = shared ? shared.length : position.repetition.length;
  if (length >= 4) {
    const hash = hashPosition(position);
    if ((shared ? countInLine(shared, hash) + 1 : occurrences(position.repetition, hash)) >= 3) return 'threefold-repetition';
  }
  // drawAfterPlies 0 turns the rule off, as in every game (docs/errors.md, options).
  if (position.drawAfterPlies > 0 && position.quietPlies >= position.drawAfterPlies) return 'draw-after-plies';
  return undefined;
}
