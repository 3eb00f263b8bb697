/**
 * The `allies: 'swap'` hook: "landing on an allied piece swaps the two pieces"
 * (Chess4's cats change places with allies). Without it an ally blocks.
 */
import type { Compiled } from './compile.js';
import { pairKey } from './no-swap-back.js';
import type { Machine } from './state.js';

/** May the mover on `from` swap with its ally on `to`? Only in a swapping game, and not the `forbidden` pair (no swap back). */
export function maySwap(g: Compiled, from: number, to: number, forbidden: number): boolean {
  return g.swaps && pairKey(g.n, from, to) !== forbidden;
}

/** Completes a swap in make: the ally `ally` takes the node `from` the mover left. */
export function swapInto(m: Machine, from: number, ally: number): void {
  m.cells[from] = ally;
  m.flip(ally, from);
}
