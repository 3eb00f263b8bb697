/**
 * International draughts (FMJD rules): 10x10, 20 men each on squares 1–20 and
 * 31–50, White moves first; men capture backwards too, kings fly, the capture
 * taking the most pieces is compulsory, a man passing the far row during a
 * capture is not crowned, pieces leave after the move (Turkish strike).
 * Captures over the same pieces by different routes are one move.
 */
import type { DraughtsRules } from '../engine/types.js';

/** The FMJD rules as data. */
export const internationalRules: DraughtsRules = {
  id: 'international',
  name: 'International draughts',
  width: 10,
  height: 10,
  rows: 4,
  first: 'white',
  menCaptureBackward: true,
  kings: 'flying',
  precedence: ['count'],
  crowning: 'at-end',
  duplicates: 'drop',
  // FMJD art. 6: threefold repetition; 25 moves each of kings only, without capture or man move.
  draw: { repetitions: 3, quietPlies: 50 },
};
