/** Every rule file (rule-files.ts): for a definition written by a user, which may use any rule. */
import { alliesRule } from './allies.js';
import { blastsRule } from './blasts.js';
import { cambodianRule } from './cambodian.js';
import { castlingRule } from './castling.js';
import { castlingWinsRule } from './castling-wins.js';
import { connectRule } from './connect-n.js';
import { countingRule } from './counting.js';
import { bishopDropsRule } from './drop-bishops.js';
import { droppedCastlingRule } from './dropped-castling.js';
import { edgeWallsRule } from './edge-walls.js';
import { enclosingDropsRule } from './enclosing-drop.js';
import { flipsRule } from './flip-enclosed.js';
import { gatingRule } from './gating.js';
import { insufficientMaterialRule } from './insufficient-material.js';
import { pocketsRule } from './pockets.js';
import { moveRepetitionRule } from './move-repetition.js';
import { petrifyRule } from './petrify.js';
import { pseudoRoyalRule } from './pseudo-royal.js';
import { sittuyinRule } from './sittuyin-promotion.js';
import type { RuleFiles } from './rule-files.js';
import { intersectionsBoard } from './intersections.js';
import { renderUsiBoard } from './usi-render.js';
import { renderGridBoard } from './grid-render.js';
import { wallOrMoveRule } from './wall-or-move.js';
import { wallsRule } from './walls.js';
import { shatarMateRule } from './shatar-mate.js';
import { flagsRule } from './flag-piece-count.js';
import { materialCountingRule } from './material-counting.js';

export const ALL_RULE_FILES: RuleFiles = { connect: connectRule, enclosingDrops: enclosingDropsRule, flips: flipsRule, edgeWalls: edgeWallsRule, wallOrMove: wallOrMoveRule,
  sittuyin: sittuyinRule, cambodian: cambodianRule, counting: countingRule, gating: gatingRule, bishopDrops: bishopDropsRule,
  pseudoRoyal: pseudoRoyalRule, petrify: petrifyRule, droppedCastling: droppedCastlingRule, castlingWins: castlingWinsRule, castling: castlingRule, moveRepetition: moveRepetitionRule, allies: alliesRule,
  insufficientMaterial: insufficientMaterialRule, pockets: pocketsRule, walls: wallsRule, blasts: blastsRule, shatarMate: shatarMateRule, flags: flagsRule, materialCounting: materialCountingRule,
  // The view files too (view-files.ts), named one by one: a spread here would keep this object, and every rule file, in every app.
  intersections: intersectionsBoard, usiRender: renderUsiBoard, gridRender: renderGridBoard };
