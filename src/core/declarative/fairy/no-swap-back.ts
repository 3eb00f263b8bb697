/**
 * No swapping back (a GameDefinition's `noSwapBack`; Chess4: "you cannot swap back two cats
 * you've swapped the previous turn"). Each side remembers the pair of squares it swapped on its
 * previous turn (one integer key, -1 none); that pair may not be swapped on its next turn. The
 * memory is part of the hash, so two positions differing only in it are not a repetition.
 */
import { zobristTable } from '../../zobrist.js';
import type { SwapBackKeys } from './compile.js';
import type { Compiled } from './compile.js';
import { isSwap } from './move-code.js';

/** What of the mutable state the swap memory reads and changes (the state satisfies it; it calls this file from make and unmake). */
export interface SwapMemory {
  readonly c: Compiled;
  readonly lastSwap: Int32Array;
  readonly uLastSwap: Int32Array;
  hashHi: number;
  hashLo: number;
}

/** The keys for a board of `n` squares. */
export function swapBackKeys(n: number): SwapBackKeys {
  const table = zobristTable(2 * n * n, 0x5a4b);
  return { hi: table.hi, lo: table.lo };
}

/** One key for an unordered pair of squares. */
export function pairKey(n: number, a: number, b: number): number {
  return a < b ? a * n + b : b * n + a;
}

/** The two squares of a pair key, lower first. */
export function pairSquares(n: number, key: number): [number, number] {
  return [Math.floor(key / n), key % n];
}

/** The pair `side` may not swap now, or -1 (no memory, or the rule is off). */
export function forbiddenPair(s: SwapMemory, side: number): number {
  return s.c.rules.noSwapBack === null ? -1 : (s.lastSwap[side] as number);
}

/** XORs `side`'s remembered pair into the hash (or out: XOR is its own inverse); nothing for -1. */
function toggle(s: SwapMemory, side: number): void {
  const keys = s.c.rules.noSwapBack, key = s.lastSwap[side] as number;
  if (keys === null || key < 0) return;
  const i = side * s.c.n * s.c.n + key;
  s.hashHi = (s.hashHi ^ (keys.hi[i] as number)) >>> 0;
  s.hashLo = (s.hashLo ^ (keys.lo[i] as number)) >>> 0;
}

/** Hashes both sides' memories in (rehash). */
export function hashSwapMemory(s: SwapMemory): void {
  toggle(s, 0);
  toggle(s, 1);
}

/** Make, after `us` played `m` at ply `p`: it remembers the pair it swapped, or nothing. */
export function rememberSwap(s: SwapMemory, m: number, us: number, p: number): void {
  s.uLastSwap[p] = s.lastSwap[us] as number;
  toggle(s, us);
  s.lastSwap[us] = isSwap(m) ? pairKey(s.c.n, m & 127, (m >> 7) & 127) : -1;
  toggle(s, us);
}

/** Unmake of ply `p` by `us` (the hash is restored by the state). */
export function forgetSwap(s: SwapMemory, us: number, p: number): void {
  s.lastSwap[us] = s.uLastSwap[p] as number;
}
