/** Canadian draughts: the international rules on a 12x12 board, 30 men each on five rows. */
import type { DraughtsRules } from '../engine/types.js';
import { internationalRules } from './international.js';

// Object.assign called as pure rather than a spread, which a bundler cannot prove free of
// getters: an app that does not use these rules leaves them out.
/** The Canadian rules as data. */
export const canadianRules: DraughtsRules = /* @__PURE__ */ Object.assign({}, internationalRules, {
  id: 'canadian',
  name: 'Canadian draughts',
  width: 12,
  height: 12,
  rows: 5,
  // No Canadian text on draws was found: the FMJD repetition and kings-only rules, without the
  // FMJD endgame limits (written for the 10x10 board).
  draw: { repetitions: 3, quietPlies: 50 },
});
