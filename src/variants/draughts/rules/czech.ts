/**
 * Czech draughts: 8x8, White moves first, men capture forward only, kings fly,
 * and a capture with a king must be taken before a capture with a man
 * (otherwise free choice).
 */
import type { DraughtsRules } from '../engine/types.js';

/** The Czech rules as data. */
export const czechRules: DraughtsRules = {
  id: 'czech',
  name: 'Czech draughts',
  width: 8,
  height: 8,
  rows: 3,
  first: 'white',
  menCaptureBackward: false,
  kings: 'flying',
  precedence: ['with-king'],
  crowning: 'at-end',
  duplicates: 'drop',
  // Squares a1–h8: moves c3-d4 and c3:e5, FEN W:Wa1,c1:Bb8 (PDN 3.0 alphanumeric squares).
  notation: 'algebraic',
  // "the same position is repeated three times … or no jump or move by a piece is done within 15 moves".
  draw: { repetitions: 3, quietPlies: 30 },
};
