/**
 * Pool checkers (American Pool Checkers Association): 8x8, Black moves first,
 * men capture backwards, kings fly, free choice among captures, a man is
 * crowned only when the move ends on the far row.
 */
import type { DraughtsRules } from '../engine/types.js';

/** The APCA rules as data. */
export const poolRules: DraughtsRules = {
  id: 'pool',
  name: 'Pool checkers',
  width: 8,
  height: 8,
  rows: 3,
  first: 'black',
  menCaptureBackward: true,
  kings: 'flying',
  precedence: [],
  crowning: 'at-end',
  duplicates: 'drop',
  // Threefold repetition; 30 moves each without a capture or a man move.
  draw: { repetitions: 3, quietPlies: 60 },
};
