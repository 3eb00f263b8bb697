/**
 * Italian draughts (FID): the flipped 8x8 board, White moves first, men move
 * and capture forward only and may not capture kings, kings move one square;
 * capture precedence in order: most pieces, then with a king, then most kings,
 * then kings met earliest.
 */
import type { DraughtsRules } from '../engine/types.js';

/** The FID rules as data. */
export const italianRules: DraughtsRules = {
  id: 'italian',
  name: 'Italian draughts',
  width: 8,
  height: 8,
  inverted: true,
  rows: 3,
  first: 'white',
  menCaptureBackward: false,
  menCaptureKings: false,
  kings: 'short',
  precedence: ['count', 'with-king', 'kings', 'king-order'],
  crowning: 'halts',
  duplicates: 'keep',
  // FID 9.3: the fourth repetition; 10.4: 40 moves each without a capture or a man move.
  draw: { repetitions: 4, quietPlies: 80 },
};
