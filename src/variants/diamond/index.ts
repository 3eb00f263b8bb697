/**
 * Diamond Checkers, Diamond Kings and Diamond Queens (John Minder, 1949/1952/1962)
 * on the 41-position diamond board.
 *
 * @example
 * ```ts
 * import { diamondCheckers } from 'boardwright/diamond';
 * let p = diamondCheckers.setup();
 * p = diamondCheckers.play(p, '13A-21');
 * diamondCheckers.format(p); // 'B:A1A,2A,…'
 * ```
 * @module boardwright/diamond
 */
import type { Variant } from '../../core/variant.js';
import { CHECKERS, KINGS, QUEENS } from './games.js';
import { makeDiamondVariant } from './variant.js';
import type { DiamondEndReason, DiamondMove, DiamondOptions, DiamondPosition } from './types.js';

export type { CaptureRule, DiamondEndReason, DiamondMove, DiamondOptions, DiamondPosition, DiamondRank, PendingInsist } from './types.js';
export type { DiamondPlayer } from './board.js';
export { diamondName } from './board.js';

/** A Diamond game variant object. */
export type DiamondVariant = Variant<DiamondPosition, DiamondMove, DiamondOptions, DiamondEndReason>;

/**
 * Diamond Checkers: men step forward, left or right; Kings (crowned on the
 * opponent's 2, 4, 5, 9) also backward; Diamond Kings (crowned on the
 * opponent's tip) also diagonally. Jumps chain; corners stop a chain.
 *
 * @example
 * ```ts
 * const p = diamondCheckers.parse('A:A13A:B14A');
 * diamondCheckers.legalMoves(p).map((m) => m.notation); // ['13Ax15A']
 * ```
 */
export const diamondCheckers: DiamondVariant = /* @__PURE__ */ makeDiamondVariant(CHECKERS);

/**
 * Diamond Kings: every man is a Diamond King and may jump its own men
 * (before capturing); direct and indirect jumps.
 *
 * @example
 * ```ts
 * diamondKings.legalMoves(diamondKings.setup()).length;
 * ```
 */
export const diamondKings: DiamondVariant = /* @__PURE__ */ makeDiamondVariant(KINGS);

/**
 * Diamond Queens: Diamond Kings with stacks; a move takes k of the n men on a
 * position (`2*7A-13A`); steps may merge onto own men; jumping a stack
 * captures all of it.
 *
 * @example
 * ```ts
 * diamondQueens.play(diamondQueens.setup(), '1*7A-13A');
 * ```
 */
export const diamondQueens: DiamondVariant = /* @__PURE__ */ makeDiamondVariant(QUEENS);
