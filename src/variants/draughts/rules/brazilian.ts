/** Brazilian draughts: the international rules on the 8x8 board (12 men each). */
import type { DraughtsRules } from '../engine/types.js';
import { internationalRules } from './international.js';

/** The CBD rules as data. */
export const brazilianRules: DraughtsRules = {
  ...internationalRules,
  id: 'brazilian',
  name: 'Brazilian draughts',
  width: 8,
  height: 8,
  rows: 3,
  // 20 moves each of kings only without a capture.
  draw: { repetitions: 3, quietPlies: 40 },
};
