/**
 * The `allies: 'swap'` hook: "landing on an allied piece swaps the two pieces"
 * (Chess4's cats change places with allies). Without it an ally blocks.
 */
import type { Compiled } from './compile.js';
import { encodeMove, moveFrom, moveTo } from './generate.js';
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

/**
 * "A swap is one move": when both allies could start the swap of the same two squares, the two
 * reach one position, so only one is listed — the one generated first, from the lower node (e.g.
 * `a1<>b1`, not also `b1<>a1`). Move text in either order still plays it (move-text.ts).
 * Compacts `out[0..count)` in place and returns the new count.
 */
export function dropMirroredSwaps(m: Machine, out: Int32Array, count: number): number {
  const g = m.g;
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const move = out[i]!;
    const from = moveFrom(move), to = moveTo(move);
    if (to < from && g.ownerOf[m.cells[to]!] === m.side && holds(out, kept, encodeMove(to, from))) continue;
    out[kept++] = move;
  }
  return kept;
}

/** Is `move` among `out[0..count)`? (Lists are short: a 4x4 board has a few dozen moves.) */
function holds(out: Int32Array, count: number, move: number): boolean {
  for (let i = 0; i < count; i++) if (out[i] === move) return true;
  return false;
}
