/**
 * The rules few games use, each reached only through the definitions that use it. The engine never
 * imports such a rule: it calls the rule's file through the state (`s.files`), and the files come
 * with the definition when it is compiled — `defineFairy` hands every one (all-rule-files.ts), a
 * built-in variant only those its definition needs (variants/fairy/variants.ts). So a bundler keeps
 * a rule's code only in an app that imports a game using it: a xiangqi app carries no flips,
 * enclosing drops or lines.
 *
 * How a rule file joins: the file exports one object holding the functions the engine calls
 * (flip-enclosed.ts `flipsRule`); its entry in {@link RuleFiles} names that object's type; {@link missingRuleFile}
 * says when the compiled rules need it (the line rules instead go to compileFairy, which reads them); all-rule-files.ts lists it; the engine calls it as
 * `s.files.flips!.flip(…)` behind the compiled rule's own test (`rules.flipEnclosed !== 0`), so the
 * games without the rule run no new code; and a built-in definition using it is built with
 * `lazyFairy(d.flipello, { flips: flipsRule, … })`. A rule whose code runs once per listed move
 * (walls.ts `addWalls`) stays a direct import: called through the object, duck chess's perft(3) ran
 * 0.79x (interleaved A/B, A/A 1.00), a price the bundle saving does not pay for.
 */
import { EDGE, type Compiled } from './compile.js';
import type { connectRule } from './connect-n.js';
import type { edgeWallsRule } from './edge-walls.js';
import type { enclosingDropsRule } from './enclosing-drop.js';
import type { flipsRule } from './flip-enclosed.js';
import type { wallOrMoveRule } from './wall-or-move.js';

/** The rule files a compiled definition may call, by rule. */
export interface RuleFiles {
  /** Lines of N, regions joined, NxN blocks (connect-n.ts; `connectN` and the other connect fields). */
  readonly connect?: typeof connectRule;
  /** Drops only where they enclose, or next to an own piece, and free drops (enclosing-drop.ts; `enclosingDrop`, `freeDrops`). */
  readonly enclosingDrops?: typeof enclosingDropsRule;
  /** Pieces turned by a move (flip-enclosed.ts; `flipEnclosedPieces`). */
  readonly flips?: typeof flipsRule;
  /** Walls only on the edge or next to a wall (edge-walls.ts; `wallingRule = edge`). */
  readonly edgeWalls?: typeof edgeWallsRule;
  /** A wall alone instead of a move (wall-or-move.ts; `wallOrMove`). */
  readonly wallOrMove?: typeof wallOrMoveRule;
}

/** No rule file: the games that use none of them. */
export const NO_RULE_FILES: RuleFiles = {};

/** The definition field of the first rule the compiled rules turn on but `files` lacks, or null. */
export function missingRuleFile(c: Compiled, files: RuleFiles): string | null {
  const r = c.rules;
  if (r.flipEnclosed !== 0 && files.flips === undefined) return 'flipEnclosedPieces';
  if (r.walling === EDGE && files.edgeWalls === undefined) return 'wallingRule';
  if (r.wallOrMove && files.wallOrMove === undefined) return 'wallOrMove';
  if (r.pieceDrops && (r.enclosingDrop !== 0 || r.freeDrops) && files.enclosingDrops === undefined) return r.freeDrops ? 'freeDrops' : 'enclosingDrop';
  return null;
}
