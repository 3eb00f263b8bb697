/**
 * Russian draughts (shashki): 8x8, White moves first, men capture backwards,
 * kings fly, free choice among captures, and a man reaching the far row during
 * a capture is crowned at once and goes on capturing as a king.
 */
import type { DraughtsRules } from '../engine/types.js';

/** The Russian rules as data. */
export const russianRules: DraughtsRules = {
  id: 'russian',
  name: 'Russian draughts',
  width: 8,
  height: 8,
  rows: 3,
  first: 'white',
  menCaptureBackward: true,
  kings: 'flying',
  precedence: [],
  crowning: 'passing',
  duplicates: 'drop',
  // Threefold repetition; 15 moves each with only kings moving and no capture.
  draw: { repetitions: 3, quietPlies: 30 },
};
