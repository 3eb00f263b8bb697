/**
 * Spanish draughts: the flipped 8x8 board (the lower-left corner is not
 * played on), White moves first, men capture forward only, kings fly; the
 * capture taking the most pieces is compulsory, and among those the one
 * taking the most kings.
 */
import type { DraughtsRules } from '../engine/types.js';

/** The Spanish rules as data. */
export const spanishRules: DraughtsRules = {
  id: 'spanish',
  name: 'Spanish draughts',
  width: 8,
  height: 8,
  inverted: true,
  rows: 3,
  first: 'white',
  menCaptureBackward: false,
  kings: 'flying',
  precedence: ['count', 'kings'],
  crowning: 'at-end',
  duplicates: 'drop',
  draw: { repetitions: 3, quietPlies: 80 },
};
