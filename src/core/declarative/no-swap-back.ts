/**
 * The `noSwapBack` hook: "a side may not swap, on its next turn, the two pieces
 * it swapped on its previous turn". Each side remembers its last swapped pair
 * as one integer key (part of the position and of its hash, so two positions
 * differing only in that memory are not a repetition).
 */
import type { Compiled } from './compile.js';
import type { Machine } from './state.js';

/** One key for an unordered pair of nodes (the swap memory). */
export function pairKey(n: number, a: number, b: number): number {
  return a < b ? a * n + b : b * n + a;
}

/** The two nodes of a pair key, lower id first. */
export function pairNodes(n: number, key: number): [number, number] {
  return [Math.floor(key / n), key % n];
}

/** The pair the side to move may not swap now, or -1 (no memory, or the rule is off). */
export function forbiddenPair(m: Machine): number {
  return m.g.def.noSwapBack ? m.lastSwap[m.side]! : -1;
}

/** Zobrist feature of `side` remembering the pair `key`. */
function feature(g: Compiled, side: number, key: number): number {
  return g.swapKey + side * g.n * g.n + key;
}

/** Hashes a side's remembered pair in (or out: XOR is its own inverse); no-op for -1. */
export function hashSwapMemory(m: Machine, side: number): void {
  const key = m.lastSwap[side]!;
  if (key >= 0) m.toggle(feature(m.g, side, key));
}

/** After `side` moves: it remembers the pair it swapped (`swapped`), or nothing. */
export function rememberSwap(m: Machine, side: number, swapped: boolean, from: number, to: number): void {
  hashSwapMemory(m, side);
  m.lastSwap[side] = swapped && m.g.def.noSwapBack ? pairKey(m.g.n, from, to) : -1;
  hashSwapMemory(m, side);
}
