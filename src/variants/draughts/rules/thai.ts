/**
 * Thai draughts (mak-hos): 8x8, 8 men each on the two nearest rows, men
 * capture forward only, kings fly but land directly behind the piece they
 * take, captured pieces leave the board at once, free choice among captures.
 */
import type { DraughtsRules } from '../engine/types.js';

/** The Thai rules as data. */
export const thaiRules: DraughtsRules = {
  id: 'thai',
  name: 'Thai draughts',
  width: 8,
  height: 8,
  rows: 2,
  first: 'white',
  menCaptureBackward: false,
  kings: 'flying',
  kingLanding: 'behind',
  precedence: [],
  // "If a man in a capture reaches the back rank, the move ends there and the man is promoted."
  crowning: 'halts',
  removal: 'immediate',
  duplicates: 'drop',
  draw: { repetitions: 3, quietPlies: 60 },
};
