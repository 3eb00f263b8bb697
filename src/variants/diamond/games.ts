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

const CHECKERS_START = /* @__PURE__ */ [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 14].map((k) => [k, 1] as const);

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
  chain: { ownJumps: true, ownJumpsAfterCapture: false, mustContinue: true, removeAtOnce: true, noRevisit: true, revisitOnCapture: true, ownJumpMoves: true },
  start: CHECKERS_START,
};

/** Diamond Queens: "Two men are placed on each of the positions 2, 3, 4, 6, 7, and 8." Otherwise as Diamond Kings. */
export const QUEENS: DiamondGame = {
  id: 'diamond-queens',
  name: 'Diamond Queens',
  kind: 'queens',
  chain: KINGS.chain,
  start: [2, 3, 4, 6, 7, 8].map((k) => [k, 2] as const),
};
