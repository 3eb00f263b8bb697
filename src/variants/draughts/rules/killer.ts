/**
 * Killer draughts: the international rules, except that a king whose capture
 * ends with a king must stop on the square directly behind that king.
 */
import type { DraughtsRules } from '../engine/types.js';
import { internationalRules } from './international.js';

/** The Killer rules as data. */
export const killerRules: DraughtsRules = {
  ...internationalRules,
  id: 'killer',
  name: 'Killer draughts',
  kingLanding: 'behind-king',
};
