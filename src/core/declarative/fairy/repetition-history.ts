/**
 * A fairy position's past: the hashes of its earlier positions (`history`) and, in games with the
 * perpetual-check rule, whether the side to move was in check at each (`checkHistory`), shared
 * along a line of play (core key-line.ts) so that `play` never copies a history that grows with
 * the game.
 *
 * Why: where captures go to the hand (shogi, crazyhouse-likes) the whole game is kept, so copying
 * the lists at each ply made a long game quadratic. Positions `play` makes share one append-only
 * line per list (the check flags as 0/1 keys, in step with the hashes): a child of the newest
 * position of a line appends in place, a branch copies once. Their `history` and `checkHistory`
 * are enumerable read-only fields building a frozen array the first time they are read, so JSON,
 * spread and structuredClone see ordinary arrays; such a copy is a plain object and is checked
 * entry by entry like any other.
 */
import { attachKeys, countInLine, extendLine, lineOf, type KeyLine } from '../../key-line.js';

/**
 * The hashes of the earlier positions (oldest first) and, in perpetual-check and move-repetition
 * games, check flags (1: in check) in step; in move-repetition games (move-repetition.ts) the codes
 * of the moves that reached each of them and then the position itself (one more entry than `keys`, 0 unknown).
 */
export interface Past {
  readonly keys: KeyLine;
  readonly checks: KeyLine | null;
  readonly moves: KeyLine | null;
}

/** The pasts of position objects this library made (set only by {@link attachPast}); per position, not per game. */
const attached = /* @__PURE__ */ new WeakMap<object, Past>();

/**
 * Internal counter (tests read it): history entries copied or checked one by one. A ply played
 * from the newest position of a line adds none.
 */
export const pastWork = { entries: 0 };

/**
 * A past of its own holding `keys` and, when `perpetual`, the flags `checks` (an entry not `true`
 * counts as no check), and `moves` (keys.length + 1 codes) or none. O(length).
 */
export function pastOf(keys: readonly number[], checks: readonly boolean[] | undefined, perpetual: boolean, moves: readonly number[] | null = null): Past {
  pastWork.entries += keys.length;
  return { keys: lineOf(keys), checks: perpetual ? lineOf(keys.map((_, i) => (checks?.[i] === true ? 1 : 0))) : null, moves: moves && lineOf(moves) };
}

/** The past after one more position: `hash`, in check or not, left by the move coded `move` (move-repetition games). */
export function extendPast(past: Past, hash: number, check: boolean, move = 0): Past {
  // A branch (someone already played on from this position) copies its entries once.
  if (past.keys.length !== past.keys.line.keys.length) pastWork.entries += past.keys.length;
  return { keys: extendLine(past.keys, hash, false), checks: past.checks && extendLine(past.checks, check ? 1 : 0, false), moves: past.moves && extendLine(past.moves, move, false) };
}

/** The last `window` entries of `past` (a new line: O(window)); the whole past, shared, when it is no longer. */
export function lastOf(past: Past, window: number): Past {
  const length = past.keys.length;
  if (window >= length) return past;
  const from = length - window;
  pastWork.entries += window;
  return {
    keys: lineOf(past.keys.line.keys.slice(from, length)),
    checks: past.checks && lineOf(past.checks.line.keys.slice(from, length)),
    // One more move than positions: the move that reached the oldest kept.
    moves: past.moves && lineOf(past.moves.line.keys.slice(from, past.moves.length)),
  };
}

/** The hash `k` entries back (1: the newest). */
export function keyBack(past: Past, k: number): number {
  return past.keys.line.keys[past.keys.length - k] as number;
}

/** Whether the side to move was in check `k` entries back (1: the newest); unknown counts as no. */
export function checkBack(past: Past, k: number): boolean {
  return past.checks !== null && past.checks.line.keys[past.checks.length - k] === 1;
}

/** How many entries equal `hash` (O(1) for the newest positions of a line). */
export function countInPast(past: Past, hash: number): number {
  return countInLine(past.keys, hash);
}

/**
 * Gives `position` (an object this library just made) its `history` and, in perpetual-check games
 * with a non-empty past, its `checkHistory` as shared read-only fields. Returns the position.
 */
export function attachPast<T extends object>(position: T, past: Past): T {
  if (past.moves !== null) attachKeys(position as T & { moveHistory: unknown }, 'moveHistory', past.moves);
  attachKeys(position as T & { history: unknown }, 'history', past.keys);
  const checks = past.checks;
  if (checks !== null && checks.length > 0) {
    let built: readonly boolean[] | undefined;
    Object.defineProperty(position, 'checkHistory', {
      enumerable: true,
      configurable: false,
      get: () => (built ??= Object.freeze(checks.line.keys.slice(0, checks.length).map((k) => k === 1))),
    });
  }
  attached.set(position, past);
  return position;
}

/** The shared past of a position made by {@link attachPast}, or undefined for any other object (check its arrays). */
export function attachedPast(position: object): Past | undefined {
  return attached.get(position);
}

/**
 * What a cache of a position's listing compares to see that its past is the one listed for,
 * without reading `history` (which builds the array): the shared past, which never changes, or
 * undefined for an object with arrays of its own (they may change in place: ask the engine again).
 */
export function historyIdentity(position: object): Past | undefined {
  return attached.get(position);
}
