/**
 * Killer draughts: the international rules, except that a king whose capture
 * ends with a king must stop on the square directly behind that king.
 */
import type { DraughtsRules } from '../engine/types.js';
import { internationalRules } from './international.js';

// Object.assign called as pure rather than a spread, which a bundler cannot prove free of
// getters: an app that does not use these rules leaves them out.
/** The Killer rules as data. */
export const killerRules: DraughtsRules = /* @__PURE__ */ Object.assign({}, internationalRules, {
  id: 'killer',
  name: 'Killer draughts',
  kingLanding: 'behind-king',
});
