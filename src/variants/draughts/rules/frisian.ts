/**
 * Frisian draughts: the international board and start, White first, flying
 * kings; men and kings also capture along rows and columns; the capture of
 * the highest value is compulsory (a king worth more than one man and less
 * than two), and among equal values a capture with a king; a side with men
 * and kings may not move the same king more than three times in a row
 * without capturing.
 */
import type { DraughtsRules } from '../engine/types.js';

/** The Frisian rules as data. */
export const frisianRules: DraughtsRules = {
  id: 'frisian',
  name: 'Frisian draughts',
  width: 10,
  height: 10,
  rows: 4,
  first: 'white',
  menCaptureBackward: true,
  orthogonalCaptures: true,
  kings: 'flying',
  precedence: ['value', 'with-king'],
  crowning: 'at-end',
  kingMoveLimit: 3,
  duplicates: 'drop',
  draw: {
    // Threefold repetition is our reading; no limit on king moves without captures was found.
    repetitions: 3,
    quietPlies: 0,
    // Two kings against one king: the stronger side must win within 7 moves.
    endgames: [{ article: 'Frisian 2 kings v 1', when: 'lone-king', pieces: [2, 2], kingsOnly: true, plies: 14 }],
  },
};
