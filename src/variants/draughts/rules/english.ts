/**
 * English draughts (checkers) as family rules: 8x8, Black moves first, men
 * move and capture forward only, kings step, free choice among captures, a
 * man reaching the far row is crowned and the move ends there. The `draughts`
 * export is these rules on the family engine (its word path: short kings on
 * 32 squares), with English positions, notation and the huffing house rule.
 */
import type { DraughtsRules } from '../engine/types.js';

/** The English rules as data. */
export const englishRules: DraughtsRules = {
  id: 'english',
  name: 'English draughts',
  width: 8,
  height: 8,
  rows: 3,
  first: 'black',
  menCaptureBackward: false,
  kings: 'short',
  precedence: [],
  crowning: 'halts',
  duplicates: 'keep',
  // Threefold repetition; the WCDF 40-move rule.
  draw: { repetitions: 3, quietPlies: 80 },
};
