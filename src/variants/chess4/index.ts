/**
 * Chess4, Oca Studios' cats-and-lion game: a 4x4 board, five cats a side,
 * swaps with allies, a lazy Lion and Kittens that evolve into Lionesses.
 * The whole game is data ({@link chess4Definition}) interpreted by the core's
 * {@link defineGame}.
 *
 * @example
 * ```ts
 * import { chess4 } from 'boardwright/chess4';
 * let p = chess4.setup();
 * chess4.legalMoves(p).length // 12
 * p = chess4.play(p, 'a2-a3');
 * chess4.format(p) // 'yptl/K2k/4/LTPY d - - 1 1'
 * ```
 * @module boardwright/chess4
 */
import {
  defineGame,
  type DeclarativeMove,
  type DeclarativeOptions,
  type DeclarativePosition,
  type DeclarativeVariant,
} from '../../core/declarative/index.js';
import type { Variant } from '../../core/variant.js';
import { chess4Definition } from './definition.js';

export { chess4Definition } from './definition.js';
/**
 * The old name of {@link chess4Definition}, kept for existing code.
 * @deprecated Use `chess4Definition` (this name's API page collided with `chess4`'s on
 * case-insensitive file systems).
 * @hidden
 */
export const CHESS4 = chess4Definition;
export { stepOrJumpAlly } from './jump-allies.js';
export { defineGame } from '../../core/declarative/index.js';
export type { GameDefinition, PieceDefinition, Outcome } from '../../core/declarative/index.js';
export type { DeclarativeMove, DeclarativeOptions, DeclarativePosition, DeclarativeVariant };

/** A Chess4 position (plain data; see {@link DeclarativePosition}). */
/** Chess4's players. */
export type Chess4Player = 'light' | 'dark';

/** Why a Chess4 game ends (a closed union): the Lion tagged, no move, or a draw rule. */
export type Chess4EndReason = 'lion-tagged' | 'no-moves' | 'threefold-repetition' | 'draw-after-plies';

/** A Chess4 position: a declarative position whose players are `light` and `dark`. */
export interface Chess4Position extends DeclarativePosition {
  readonly turn: Chess4Player;
}
/** A Chess4 move: `b1-b2`, `b1xb3` (tag) or `c1<>a2` (swap, `kind: 'swap'`). */
export type Chess4Move = DeclarativeMove;
/** Chess4 options: `drawAfterPlies` (default 100, 0 = off) and `threefold` (default true). */
export type Chess4Options = DeclarativeOptions;

/**
 * The Chess4 variant (id `chess4`, players `light` and `dark`).
 *
 * @example
 * ```ts
 * const p = chess4.play(chess4.setup(), 'a1<>b1');
 * chess4.format(p) // 'yptl/3k/K3/TLPY d a1b1 - 1 1'
 * ```
 */
export const chess4: Variant<Chess4Position, Chess4Move, Chess4Options, Chess4EndReason> =
  // The definition's data fixes the players and the end reasons; the generic declarative types cannot see them.
  /* @__PURE__ */ defineGame(chess4Definition) as unknown as Variant<Chess4Position, Chess4Move, Chess4Options, Chess4EndReason>;
