/**
 * The rules few games use, each reached only through the definitions that use it. The engine never
 * imports such a rule: it calls the rule's file through the state (`s.files`), and the files come
 * with the definition when it is compiled — `defineFairy` hands every one (all-rule-files.ts), a
 * built-in variant only those its definition needs (variants/fairy/variants.ts). So a bundler keeps
 * a rule's code only in an app that imports a game using it: a xiangqi app carries no flips,
 * enclosing drops or lines.
 *
 * How a rule file joins: the file exports one object holding the functions the engine calls
 * (flip-enclosed.ts `flipsRule`), reading the state through an interface of its own or rule-state.ts, never state.ts (which holds the files); its entry in {@link RuleFiles} names that object's type; {@link missingRuleFile}
 * says when the compiled rules need it (the line rules instead go to compileFairy, which reads them); all-rule-files.ts lists it; the engine calls it as
 * `s.files.flips!.flip(…)` behind the compiled rule's own test (`rules.flipEnclosed !== 0`), so the
 * games without the rule run no new code; and a built-in definition using it is built with
 * `lazyFairy(d.flipello, { flips: flipsRule, … })`. `lazyFairy` adds the rule files most games use
 * (insufficient material, pockets: variants/fairy/lazy-variant.ts); shogi's and xiangqi's built-ins
 * name exactly theirs. Walls (walls.ts) go through the object too: one call per listing and per
 * make, in walling games only: duck chess's perft(3) takes 1.6% more instructions for it (an
 * earlier wall-time A/B had said 0.79x); xiangqi's and shogi's counts did not move.
 */
import { EDGE, type Compiled } from './compile.js';
import type { alliesRule } from './allies.js';
import type { blastsRule } from './blasts.js';
import type { cambodianRule } from './cambodian.js';
import type { castlingRule } from './castling.js';
import type { castlingWinsRule } from './castling-wins.js';
import type { connectRule } from './connect-n.js';
import type { countingRule } from './counting.js';
import type { bishopDropsRule } from './drop-bishops.js';
import type { droppedCastlingRule } from './dropped-castling.js';
import type { edgeWallsRule } from './edge-walls.js';
import type { enclosingDropsRule } from './enclosing-drop.js';
import type { flipsRule } from './flip-enclosed.js';
import type { gatingRule } from './gating.js';
import type { insufficientMaterialRule } from './insufficient-material.js';
import type { pocketsRule } from './pockets.js';
import type { petrifyRule } from './petrify.js';
import type { pseudoRoyalRule } from './pseudo-royal.js';
import type { sittuyinRule } from './sittuyin-promotion.js';
import type { moveRepetitionRule } from './move-repetition.js';
import type { wallOrMoveRule } from './wall-or-move.js';
import type { wallsRule } from './walls.js';
import type { intersectionsBoard } from './intersections.js';
import type { renderGridBoard } from './grid-render.js';
import type { shatarMateRule } from './shatar-mate.js';
import type { flagsRule } from './flag-piece-count.js';
import type { materialCountingRule } from './material-counting.js';
import type { renderUsiBoard } from './usi-render.js';

/** The rule files a compiled definition may call, by rule. */
export interface RuleFiles {
  /** Lines of N, regions joined, NxN blocks (connect-n.ts; `connectN` and the other connect fields). */
  readonly connect?: typeof connectRule;
  /** Drops only where they enclose, or next to an own piece, and free drops (enclosing-drop.ts; `enclosingDrop`, `freeDrops`). */
  readonly enclosingDrops?: typeof enclosingDropsRule;
  /** Pieces turned by a move (flip-enclosed.ts; `flipEnclosedPieces`). */
  readonly flips?: typeof flipsRule;
  /** Captures that explode (blasts.ts; `blastOnCapture`: atomic, atomar, nocheckatomic). */
  readonly blasts?: typeof blastsRule;
  /** Walls placed with every move (walls.ts; `wallingRule`: duck chess, amazons, isolation, snailtrail, joust). */
  readonly walls?: typeof wallsRule;
  /** Walls only on the edge or next to a wall (edge-walls.ts; `wallingRule = edge`). */
  readonly edgeWalls?: typeof edgeWallsRule;
  /** A wall alone instead of a move (wall-or-move.ts; `wallOrMove`). */
  readonly wallOrMove?: typeof wallOrMoveRule;
  /** Sittuyin promotion and its stalemate claim (sittuyin-promotion.ts; `sittuyinPromotion`). */
  readonly sittuyin?: typeof sittuyinRule;
  /** The king's and the met's first moves (cambodian.ts; `cambodianMoves`). */
  readonly cambodian?: typeof cambodianRule;
  /** Makruk's, ASEAN's and Cambodian counting (counting.ts; `countingRule`). */
  readonly counting?: typeof countingRule;
  /** Seirawan gating (gating.ts; `gating`, `seirawanGating`). */
  readonly gating?: typeof gatingRule;
  /** Bishops dropped on opposite colours (drop-bishops.ts; `dropOppositeColoredBishop`). */
  readonly bishopDrops?: typeof bishopDropsRule;
  /** Pseudo-royal pieces (pseudo-royal.ts; `extinctionPseudoRoyal`). */
  readonly pseudoRoyal?: typeof pseudoRoyalRule;
  /** Capturers turned into walls (petrify.ts; `petrifyOnCapture`). */
  readonly petrify?: typeof petrifyRule;
  /** Castling rights of dropped pieces (dropped-castling.ts; `castlingDroppedPiece`). */
  readonly droppedCastling?: typeof droppedCastlingRule;
  /** Castling (castling.ts; `castling`, on unless a definition turns it off). */
  readonly castling?: typeof castlingRule;
  /** Castling wins, losing the rights loses (castling-wins.ts; `castlingWins`). */
  readonly castlingWins?: typeof castlingWinsRule;
  /** A piece shuffled back and forth loses (move-repetition.ts; `moveRepetitionIllegal`: janggimodern). */
  readonly moveRepetition?: typeof moveRepetitionRule;
  /** Jumps over allies, swaps with them and no swapping back (allies.ts; a GameDefinition's `allies`, `noSwapBack`: Chess4). */
  readonly allies?: typeof alliesRule;
  /** Neither side can win any more (insufficient-material.ts; every game but those where captures go to the hand or extinction wins). */
  readonly insufficientMaterial?: typeof insufficientMaterialRule;
  /** Pieces in hand as the position's `pockets` (pockets.ts; `pieceDrops`, `capturesToHand`, gating). */
  readonly pockets?: typeof pocketsRule;
  /** The board of points and lines, with the palaces' diagonals (intersections.ts; `boardStyle: 'intersections'`: xiangqi, janggi, gomoku; view-files.ts). */
  readonly intersections?: typeof intersectionsBoard;
  /** Shogi's text diagram for `render` (usi-render.ts; `squareNames: 'usi'`: the shogi family; view-files.ts). */
  readonly usiRender?: typeof renderUsiBoard;
  /** The text board of a game whose squares are named as a grid (grid-render.ts; every game but `squareNames: 'usi'`; view-files.ts). */
  readonly gridRender?: typeof renderGridBoard;
  /** Which mates win (shatar-mate.ts; `shatarMateRule`: shatar). */
  readonly shatarMate?: typeof shatarMateRule;
  /** A flag region reached (flag-piece-count.ts, flag-safe.ts; `flagRegion`: king of the hill, racing kings, dobutsu, kono…). */
  readonly flags?: typeof flagsRule;
  /** Drawn ends scored by the material (material-counting.ts; `materialCounting`: janggi, armageddon, Othello, ataxx…). */
  readonly materialCounting?: typeof materialCountingRule;
}

/** No rule file: the games that use none of them. */
export const NO_RULE_FILES: RuleFiles = {};

/** The definition field of the first rule the compiled rules turn on but `files` lacks, or null. */
export function missingRuleFile(c: Compiled, files: RuleFiles): string | null {
  const r = c.rules;
  if (r.flipEnclosed !== 0 && files.flips === undefined) return 'flipEnclosedPieces';
  if (r.walling !== 0 && files.walls === undefined) return 'wallingRule';
  if (r.walling === EDGE && files.edgeWalls === undefined) return 'wallingRule';
  if (r.wallOrMove && files.wallOrMove === undefined) return 'wallOrMove';
  if (r.moveRepetitionIllegal && files.moveRepetition === undefined) return 'moveRepetitionIllegal';
  if (r.pieceDrops && (r.enclosingDrop !== 0 || r.freeDrops) && files.enclosingDrops === undefined) return r.freeDrops ? 'freeDrops' : 'enclosingDrop';
  if (r.sittuyinPromotion && files.sittuyin === undefined) return 'sittuyinPromotion';
  if (r.cambodianMoves && files.cambodian === undefined) return 'cambodianMoves';
  if (r.countingRule !== null && files.counting === undefined) return 'countingRule';
  if (r.gating && files.gating === undefined) return 'seirawanGating';
  if (r.bishopType >= 0 && files.bishopDrops === undefined) return 'dropOppositeColoredBishop';
  if (r.extinctionPseudoRoyal && files.pseudoRoyal === undefined) return 'extinctionPseudoRoyal';
  if (r.petrifying && files.petrify === undefined) return 'petrifyOnCaptureTypes';
  if (r.castlingDroppedPiece && files.droppedCastling === undefined) return 'castlingDroppedPiece';
  if (r.castling && files.castling === undefined) return 'castling';
  if (r.castlingWins !== 0 && files.castlingWins === undefined) return 'castlingWins';
  if (runsShort(r) && files.insufficientMaterial === undefined) return 'insufficient material';
  if ((r.drops || r.capturesToHand) && files.pockets === undefined) return r.capturesToHand ? 'capturesToHand' : r.gating ? 'seirawanGating' : 'pieceDrops';
  if ((r.swapWithAllies || r.jumpsOverAllies !== null) && files.allies === undefined) return r.swapWithAllies ? 'swapWithAllies' : 'jumpsOverAllies';
  if (r.blastOnCapture && files.blasts === undefined) return 'blastOnCapture';
  if (r.shatarMateRule && files.shatarMate === undefined) return 'shatarMateRule';
  if ((r.flagRegion[0] || r.flagRegion[1]) && files.flags === undefined) return 'flagRegion';
  if (r.materialCounting !== null && files.materialCounting === undefined) return 'materialCounting';
  if (c.def.boardStyle === 'intersections' && files.intersections === undefined) return 'boardStyle';
  if (c.def.squareNames === 'usi' && files.usiRender === undefined) return 'squareNames';
  if (c.def.squareNames !== 'usi' && files.gridRender === undefined) return 'squareNames';
  return null;
}

/** Can a side of a game with these rules run short of material (insufficient-material.ts)? Not where captures go to the hand or extinction wins. */
function runsShort(r: Compiled['rules']): boolean {
  return !r.capturesToHand && (r.extinctionValue === null || r.extinctionPseudoRoyal);
}
