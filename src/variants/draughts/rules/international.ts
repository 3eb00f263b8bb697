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
  draw: {
    // 6.1: the third occurrence; 6.2: 25 moves each of kings only, without a capture or a man move.
    repetitions: 3,
    quietPlies: 50,
    endgames: [
      // 6.3: three kings, two kings and a man, or a king and two men against a lone king: 16 more moves each.
      { article: 'FMJD 6.3', when: 'lone-king', pieces: [3, 3], plies: 32 },
      // 6.4: two kings, a king and a man, or a king against a lone king: 5 more moves each.
      { article: 'FMJD 6.4', when: 'lone-king', pieces: [1, 2], plies: 10 },
    ],
  },
};
