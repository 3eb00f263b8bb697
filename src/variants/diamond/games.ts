/**
 * The three games as data: which chain rules they use, whether men have ranks
 * or stack, and where the men start.
 */
import type { ChainRules } from '../../core/chains.js';
import type { DiamondPosition } from './types.js';

/** Which of the three games. */
export type DiamondGameKind = 'checkers' | 'kings' | 'queens';

/** Everything that differs between the three games. */
export interface DiamondGame {
  readonly id: DiamondPosition['variant'];
  readonly name: string;
  readonly kind: DiamondGameKind;
  /** Jump-chain rules (corner stops are added by the engine). */
  readonly chain: Omit<ChainRules, 'stops'>;
  /** Start squares of each side, by the side's own numbers, and men per square. */
  readonly start: readonly (readonly [number, number])[];
}

/** `count` men on each of `squares` (called as pure, with plain arguments, so that a bundler can drop unused games). */
function men(squares: readonly number[], count: number): readonly (readonly [number, number])[] {
  return squares.map((k) => [k, count] as const);
}

const CHECKERS_START = /* @__PURE__ */ men([1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 14], 1);
/** Diamond Kings' chain rules, which Diamond Queens shares. */
const KINGS_CHAIN = { ownJumps: true, ownJumpsAfterCapture: false, mustContinue: true, removeAtOnce: true, noRevisit: true, revisitOnCapture: true, ownJumpMoves: true };

/**
 * Diamond Checkers: "A player may jump as many men as possible in one
 * continuous move"; only opponents are jumped; a chain must continue while a
 * further jump exists.
 */
export const CHECKERS: DiamondGame = {
  id: 'diamond-checkers',
  name: 'Diamond Checkers',
  kind: 'checkers',
  chain: { ownJumps: false, ownJumpsAfterCapture: false, mustContinue: true, removeAtOnce: true, noRevisit: false, ownJumpMoves: false },
  start: CHECKERS_START,
};

/**
 * Diamond Kings: "men in DIAMOND KINGS may jump over their own men"; "After
 * jumping one or more of an opponent's men, a man is not permitted to continue
 * his move by jumping over his own men to a place of safety"; jumps over own
 * men never land twice on one position nor on the start, but a capturing
 * chain goes on "as long as he is able to take", onto any vacant position,
 * earlier landings and the start included (shared/rules/diamond.md).
 */
export const KINGS: DiamondGame = {
  id: 'diamond-kings',
  name: 'Diamond Kings',
  kind: 'kings',
  chain: KINGS_CHAIN,
  start: CHECKERS_START,
};

/** Diamond Queens: "Two men are placed on each of the positions 2, 3, 4, 6, 7, and 8." Otherwise as Diamond Kings. */
export const QUEENS: DiamondGame = {
  id: 'diamond-queens',
  name: 'Diamond Queens',
  kind: 'queens',
  chain: KINGS_CHAIN,
  start: /* @__PURE__ */ men([2, 3, 4, 6, 7, 8], 2),
};
