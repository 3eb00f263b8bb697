/**
 * Swapping with allies (a GameDefinition's `allies: 'swap'`; Chess4: "if your piece moves to a
 * space occupied by an allied piece, they swap positions"). A table entry marked {@link SWAP} may
 * land on an ally; the two pieces change places, and either one that arrives in its side's
 * promotion region promotes at once (promotedPieceType). A swap is one move: when both allies
 * could start the swap of the same two squares, only the one from the lower square is listed.
 *
 * A swap is a NORMAL move with the ALT bit and the ally's type in the promotion bits, so unmake
 * can put the ally back as it was even after it promoted.
 */
import type { Compiled } from './compile.js';
import { forbiddenPair, pairKey } from './no-swap-back.js';
import { encodeSwap } from './move-code.js';

/**
 * What of the mutable state swapping reads and changes (the state satisfies it; this file does not
 * import the state, which calls it from make and unmake).
 */
export interface SwapState {
  readonly c: Compiled;
  readonly cells: Uint8Array;
  readonly side: number;
  readonly lastSwap: Int32Array;
  exchange(a: number, b: number): void;
  recode(sq: number, cell: number): void;
}

/** Mode bit of a table entry (beside QUIET, CAPTURE, INITIAL): it may land on an ally and swap. */
export const SWAP = 8;

export { encodeSwap, isSwap, swappedAllyType } from './move-code.js';

/**
 * Adds the swaps of the piece on `sq` (table key `key`) found along its leaps and rays (a ray swaps
 * with the first piece on it when that is an ally), not repeating a move of `out[since..k)`.
 * Returns the new end.
 */
export function swapsFrom(s: SwapState, out: Int32Array, since: number, k: number, sq: number, key: number, forbidden: number): number {
  const c = s.c, cells = s.cells, ld = c.leapData, ls = c.leapStart, rd = c.rayData, rs = c.rayStart;
  for (let i = ls[key] as number, e = ls[key + 1] as number; i < e; i += 4) {
    if (((ld[i + 1] as number) & SWAP) !== 0) k = addSwap(s, out, since, k, sq, ld[i] as number, forbidden);
  }
  for (let i = rs[key] as number, e = rs[key + 1] as number; i < e;) {
    const mode = rd[i] as number, len = rd[i + 1] as number;
    i += 2;
    const to = mode & SWAP ? firstPiece(cells, rd, i, len) : -1;
    if (to >= 0) k = addSwap(s, out, since, k, sq, to, forbidden);
    i += len;
  }
  return k;
}

/** The first occupied square among the ray squares `rd[i..i + len)`, or -1: a ray swaps with the first piece on it. */
function firstPiece(cells: Uint8Array, rd: Int16Array, i: number, len: number): number {
  for (let j = 0; j < len; j++) if (cells[rd[i + j] as number] !== 0) return rd[i + j] as number;
  return -1;
}

/**
 * Adds the swap `from`→`to` when `to` holds an ally, the pair is not the forbidden one, the move
 * is not already among `out[since..k)` (two entries of one piece reaching one square) and, "a swap
 * is one move", the ally on a lower square does not list the same swap the other way round.
 */
export function addSwap(s: SwapState, out: Int32Array, since: number, k: number, from: number, to: number, forbidden: number): number {
  const target = s.cells[to] as number;
  if (target < 2 || ((target - 2) & 1) !== s.side || to === from) return k;
  if (forbidden >= 0 && pairKey(s.c.n, from, to) === forbidden) return k;
  if (to < from && swapsBack(s, to, from, (target - 2) >> 1)) return k;
  const m = encodeSwap(from, to, (target - 2) >> 1);
  for (let i = since; i < k; i++) if (out[i] === m) return k;
  out[k] = m;
  return k + 1;
}

/**
 * Does the side to move's piece of type `t` on `at` list the swap onto `to` (an ally's square)?
 * Along its leaps, its rays (the first piece on the ray) and its jumps over an ally, as
 * {@link swapsFrom} and jumpsFrom list them (the pair's memory forbids both ways alike).
 */
function swapsBack(s: SwapState, at: number, to: number, t: number): boolean {
  const c = s.c, cells = s.cells, us = s.side, key = (us * c.nt + t) * c.n + at;
  const ld = c.leapData;
  for (let i = c.leapStart[key] as number, e = c.leapStart[key + 1] as number; i < e; i += 4) {
    if (ld[i] === to && ((ld[i + 1] as number) & SWAP) !== 0) return true;
  }
  const rd = c.rayData;
  for (let i = c.rayStart[key] as number, e = c.rayStart[key + 1] as number; i < e;) {
    const mode = rd[i] as number, len = rd[i + 1] as number;
    i += 2;
    if (mode & SWAP && firstPiece(cells, rd, i, len) === to) return true;
    i += len;
  }
  const jumps = c.rules.jumpsOverAllies;
  if (jumps !== null) {
    const jd = jumps.data;
    for (let i = jumps.start[key] as number, e = jumps.start[key + 1] as number; i < e; i += 3) {
      if (jd[i + 1] !== to || ((jd[i + 2] as number) & SWAP) === 0) continue;
      const over = cells[jd[i] as number] as number;
      if (over >= 2 && ((over - 2) & 1) === us) return true;
    }
  }
  return false;
}

/** The code a piece (`code`) of side `us` becomes on arriving at `sq`: promoted in its promotion region. */
export function arriving(c: Compiled, code: number, sq: number, us: number): number {
  const promoted = c.rules.promotedPieceType[(code - 2) >> 1] as number;
  return promoted >= 0 && c.rules.promotionRegion[us as 0 | 1][sq] === 1 ? 2 + 2 * promoted + us : code;
}

/** Make: the mover (`from`) and its ally (`to`) change places, each promoting where it arrives. */
export function swapPieces(s: SwapState, from: number, to: number, us: number): void {
  s.exchange(from, to);
  const mover = s.cells[to] as number, ally = s.cells[from] as number;
  const moverNow = arriving(s.c, mover, to, us), allyNow = arriving(s.c, ally, from, us);
  if (moverNow !== mover) s.recode(to, moverNow);
  if (allyNow !== ally) s.recode(from, allyNow);
}

/** Unmake: the pieces go back as they were (`mover` and `ally` codes before the swap). */
export function unswapPieces(s: SwapState, from: number, to: number, mover: number, ally: number): void {
  s.exchange(from, to);
  if (s.cells[from] !== mover) s.recode(from, mover);
  if (s.cells[to] !== ally) s.recode(to, ally);
}
