/** Brazilian draughts: the international rules on the 8x8 board (12 men each). */
import type { DraughtsRules } from '../engine/types.js';
import { internationalRules } from './international.js';

// Object.assign called as pure rather than a spread, which a bundler cannot prove free of
// getters: an app that does not use these rules leaves them out.
/** The CBD rules as data. */
export const brazilianRules: DraughtsRules = /* @__PURE__ */ Object.assign({}, internationalRules, {
  id: 'brazilian',
  name: 'Brazilian draughts',
  width: 8,
  height: 8,
  rows: 3,
  // 20 moves each of kings only without a capture.
  draw: { repetitions: 3, quietPlies: 40 },
});
