/**
 * Is a square attacked by a side? Read from the reversed tables: the squares and piece codes
 * whose leaps (lame ones with their path), rays and hopper rays reach the square.
 */
import { attackLists } from './attack-lists.js';
import type { Compiled } from './compile.js';

/**
 * Whether side `by` attacks `sq` on `cells` (a capture of `by` could land there). The hot path of
 * legality: no allocation, no closure.
 * @example
 * ```ts
 * attacked(compiled, cells, kingSquare, 1) // true: Black gives check
 * ```
 */
export function attacked(c: Compiled, cells: Uint8Array, sq: number, by: number): boolean {
  const k = by * c.n + sq;
  const lists = attackLists(c);
  if (lists !== null) {
    // Free leaps, grouped by the square they come from.
    const free = lists.free;
    for (let i = lists.freeStart[k] as number, end = lists.freeStart[k + 1] as number; i < end; i += 2) {
      const cell = cells[free[i] as number] as number;
      if (cell >= 2 && ((cell - 2) & 1) === by && (((free[i + 1] as number) >> ((cell - 2) >> 1)) & 1) !== 0) return true;
    }
    if (pathAttack(c, cells, sq, lists.rest, lists.restStart[k] as number, lists.restStart[k + 1] as number)) return true;
  } else if (pathAttack(c, cells, sq, c.revData, c.revStart[k] as number, c.revStart[k + 1] as number)) return true;
  const nc = c.nc, n = c.n, region = c.regionOk;
  const ray = c.revRayData, reach = c.rayReach;
  for (let i = c.revRayStart[sq] as number, end = c.revRayStart[sq + 1] as number; i < end;) {
    const d = ray[i] as number, len = ray[i + 1] as number;
    i += 2;
    for (let j = 0; j < len; j++) {
      const s = ray[i + j] as number;
      const cell = cells[s] as number;
      if (cell === 0) continue;
      if (cell >= 2 && ((cell - 2) & 1) === by && (reach[d * nc + cell] as number) > j && region[cell * n + sq] === 1) return true;
      break;
    }
    i += len;
  }
  return hopAttack(c, cells, sq, by);
}

/** Whether a hopper of side `by` attacks `sq` over one screen. */
export function hopAttack(c: Compiled, cells: Uint8Array, sq: number, by: number): boolean {
  const nc = c.nc, n = c.n, region = c.regionOk;
  const hop = c.revHopData, hopReach = c.hopReach;
  for (let i = c.revHopStart[sq] as number, end = c.revHopStart[sq + 1] as number; i < end;) {
    const d = hop[i] as number, len = hop[i + 1] as number;
    i += 2;
    let j = 0;
    while (j < len && cells[hop[i + j] as number] === 0) j++;
    // j squares between the target and the hurdle (the hurdle is at distance j + 1).
    if (j < len) {
      const screen = cells[hop[i + j] as number] as number;
      let k = j + 1;
      while (k < len && cells[hop[i + k] as number] === 0) k++;
      if (k < len) {
        const s = hop[i + k] as number, cell = cells[s] as number;
        const r = cell >= 2 && ((cell - 2) & 1) === by ? (hopReach[d * nc + cell] as number) : 0;
        if (r > j && region[cell * n + sq] === 1 && !(c.shunsOwnKind[cell] === 1 && (c.shunsOwnKind[screen] === 1 || c.shunsOwnKind[cells[sq] as number] === 1))) return true;
      }
    }
    i += len;
  }
  return false;
}

/** Entries (from, code, kind, len, path...) of `rd` in [start, end): does one attack `sq`? (Lame leaps: a clear path; palace hops: one screen.) */
export function pathAttack(c: Compiled, cells: Uint8Array, sq: number, rd: Int16Array, start: number, end: number): boolean {
  for (let i = start; i < end;) {
    const from = rd[i] as number, code = rd[i + 1] as number, kind = rd[i + 2] as number, len = rd[i + 3] as number;
    i += 4;
    if (cells[from] === code) {
      if (kind === 0) {
        let clear = true;
        for (let j = 0; j < len; j++) if (cells[rd[i + j] as number] !== 0) { clear = false; break; }
        if (clear) return true;
      } else {
        // A palace hop: exactly one screen on the path (and no screen of its own kind for a hopper that shuns its kind).
        let screens = 0, cannon = false;
        for (let j = 0; j < len; j++) {
          const cell = cells[rd[i + j] as number] as number;
          if (cell !== 0) { screens++; if (c.shunsOwnKind[cell] === 1) cannon = true; }
        }
        if (screens === 1 && !(cannon && c.shunsOwnKind[code] === 1) && !(c.shunsOwnKind[code] === 1 && c.shunsOwnKind[cells[sq] as number] === 1)) return true;
      }
    }
    i += len;
  }
  return false;
}

/** The square of one piece of side `by` attacking `sq`, or -1. */
export function attackerOf(c: Compiled, cells: Uint8Array, sq: number, by: number): number {
  return attackers(c, cells, sq, by, null);
}

/**
 * Collects into `all` the squares of every piece of side `by` attacking `sq` (a square may
 * appear twice); returns the first, or -1. With `all` null, stops at the first.
 */
export function attackers(c: Compiled, cells: Uint8Array, sq: number, by: number, all: number[] | null): number {
  let first = -1;
  const found = (s: number): boolean => {
    if (first < 0) first = s;
    if (all) all.push(s);
    return all === null;
  };
  const rd = c.revData;
  const k = by * c.n + sq;
  for (let i = c.revStart[k] as number, end = c.revStart[k + 1] as number; i < end;) {
    const from = rd[i] as number, code = rd[i + 1] as number, kind = rd[i + 2] as number, len = rd[i + 3] as number;
    i += 4;
    if (cells[from] === code) {
      if (kind === 0) {
        let clear = true;
        for (let j = 0; j < len; j++) if (cells[rd[i + j] as number] !== 0) { clear = false; break; }
        if (clear && found(from)) return first;
      } else {
        // A palace hop: exactly one screen on the path (and no screen of its own kind for a hopper that shuns its kind).
        let screens = 0, cannon = false;
        for (let j = 0; j < len; j++) {
          const cell = cells[rd[i + j] as number] as number;
          if (cell !== 0) { screens++; if (c.shunsOwnKind[cell] === 1) cannon = true; }
        }
        if (screens === 1 && !(cannon && c.shunsOwnKind[code] === 1) && !(c.shunsOwnKind[code] === 1 && c.shunsOwnKind[cells[sq] as number] === 1) && found(from)) return first;
      }
    }
    i += len;
  }
  const nc = c.nc, n = c.n, region = c.regionOk;
  const ray = c.revRayData, reach = c.rayReach;
  for (let i = c.revRayStart[sq] as number, end = c.revRayStart[sq + 1] as number; i < end;) {
    const d = ray[i] as number, len = ray[i + 1] as number;
    i += 2;
    for (let j = 0; j < len; j++) {
      const s = ray[i + j] as number;
      const cell = cells[s] as number;
      if (cell === 0) continue;
      if (cell >= 2 && ((cell - 2) & 1) === by && (reach[d * nc + cell] as number) > j && region[cell * n + sq] === 1 && found(s)) return first;
      break;
    }
    i += len;
  }
  const hop = c.revHopData, hopReach = c.hopReach;
  for (let i = c.revHopStart[sq] as number, end = c.revHopStart[sq + 1] as number; i < end;) {
    const d = hop[i] as number, len = hop[i + 1] as number;
    i += 2;
    let j = 0;
    while (j < len && cells[hop[i + j] as number] === 0) j++;
    // j squares between the target and the hurdle (the hurdle is at distance j + 1).
    if (j < len) {
      const screen = cells[hop[i + j] as number] as number;
      let k = j + 1;
      while (k < len && cells[hop[i + k] as number] === 0) k++;
      if (k < len) {
        const s = hop[i + k] as number, cell = cells[s] as number;
        const r = cell >= 2 && ((cell - 2) & 1) === by ? (hopReach[d * nc + cell] as number) : 0;
        if (r > j && region[cell * n + sq] === 1 && !(c.shunsOwnKind[cell] === 1 && (c.shunsOwnKind[screen] === 1 || c.shunsOwnKind[cells[sq] as number] === 1)) && found(s)) return first;
      }
    }
    i += len;
  }
  return first;
}

/** Flying general: the two kings on one file or rank with nothing between them. */
export function generalsFace(c: Compiled, cells: Uint8Array, a: number, b: number): boolean {
  if (a < 0 || b < 0) return false;
  const files = c.files;
  let step: number;
  if (a % files === b % files) step = b > a ? files : -files;
  else if (Math.floor(a / files) === Math.floor(b / files)) step = b > a ? 1 : -1;
  else return false;
  for (let s = a + step; s !== b; s += step) if (cells[s] !== 0) return false;
  return true;
}

/** Kings next to each other (atomic: neither can take the other, so neither is in check). */
export function kingsTouch(c: Compiled, a: number, b: number): boolean {
  const files = c.files;
  return Math.abs((a % files) - (b % files)) <= 1 && Math.abs(Math.floor(a / files) - Math.floor(b / files)) <= 1;
}
