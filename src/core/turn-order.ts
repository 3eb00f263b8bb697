/**
 * Turn order for games with more than two players: seats take turns in a
 * fixed cycle, and players who are out (eliminated, resigned…) are skipped.
 */
import { describe, fail } from './errors.js';

/**
 * The next player after `current` in the cyclic `order` for whom `isOut` is
 * false, or `undefined` when every other player is out. `current` itself is
 * never returned (a player does not follow itself), even if it is still in.
 * A `current` that is not in `order` is an `INVALID_ARGUMENT` error.
 *
 * @example
 * ```ts
 * const order = ['red', 'blue', 'yellow', 'green'];
 * nextInTurn(order, 'red', (p) => p === 'blue') // 'yellow' — blue is skipped
 * nextInTurn(order, 'green', () => false)      // 'red' — the cycle wraps
 * ```
 */
export function nextInTurn<T>(order: readonly T[], current: T, isOut: (player: T) => boolean): T | undefined {
  const start = order.indexOf(current);
  if (start < 0) fail('INVALID_ARGUMENT', `${describe(current)} is not in the turn order`);
  for (let i = 1; i < order.length; i++) {
    const candidate = order[(start + i) % order.length] as T;
    if (!isOut(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Index form of {@link nextInTurn} for hot loops: seats `0..count-1` in order,
 * `out` a bit mask of the seats that are out. Returns -1 when no other seat is in.
 *
 * @example
 * ```ts
 * nextSeat(4, 0, 0b0010) // 2 — seat 1 is out
 * ```
 */
export function nextSeat(count: number, current: number, out: number): number {
  for (let i = 1; i < count; i++) {
    const seat = (current + i) % count;
    if ((out & (1 << seat)) === 0) return seat;
  }
  return -1;
}
