/**
 * Which listed move a variant's `play` played, so that a {@link GameRecord} keeps the variant's own
 * move object without replaying every legal move to find it.
 *
 * Why: a record given text that is not the listed notation (USI or UCI in shogi, UCI in chess, ICCS
 * in xiangqi) used to play each legal move and compare the positions reached. In the fairy games a
 * position's history is shared along the line of play, and every replay from a position already
 * played on branches that line and copies the history once: a long game cost a copy of the whole
 * history per legal move per ply, quadratic in its length. A `play` function can instead say which
 * listed move it resolved, which costs one lookup among the legal moves.
 *
 * Keyed by the `play` function itself (weakly, never a position or a move): a variant whose `play`
 * is replaced after it was built (chess's fast play, a caller's own wrapper) finds nothing here until
 * the new function declares its own finder, so a record never trusts a finder for a `play` it does
 * not describe. Internal: not exported from the package root.
 */
import type { Move, Position } from './variant.js';
import type { PlayOptions } from './strict.js';

/**
 * The listed move (an object `legalMoves(position)` gives, or one equal to it field for field) that
 * `play(position, move, options)` played, asked only after that call succeeded; undefined when the
 * finder cannot tell (the caller then finds it another way).
 */
export type ListedMoveFinder = (position: Position, move: unknown, options: PlayOptions | undefined) => Move | undefined;

/** Finders by the `play` function they describe. */
const finders = /* @__PURE__ */ new WeakMap<object, ListedMoveFinder>();

/** Declares how to name the listed move that `play` played (see the module comment). */
export function declareListedMove(play: object, find: ListedMoveFinder): void {
  finders.set(play, find);
}

/** The finder declared for this very `play` function, or undefined. */
export function listedMoveFinder(play: unknown): ListedMoveFinder | undefined {
  return typeof play === 'function' ? finders.get(play) : undefined;
}
