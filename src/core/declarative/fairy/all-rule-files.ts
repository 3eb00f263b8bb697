/** Every rule file (rule-files.ts): for a definition written by a user, which may use any rule. */
import { connectRule } from './connect-n.js';
import { edgeWallsRule } from './edge-walls.js';
import { enclosingDropsRule } from './enclosing-drop.js';
import { flipsRule } from './flip-enclosed.js';
import type { RuleFiles } from './rule-files.js';
import { wallOrMoveRule } from './wall-or-move.js';

export const ALL_RULE_FILES: RuleFiles = { connect: connectRule, enclosingDrops: enclosingDropsRule, flips: flipsRule, edgeWalls: edgeWallsRule, wallOrMove: wallOrMoveRule };
