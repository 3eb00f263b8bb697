/** Zobrist keys of a family board: a key per (piece kind, square) and one for White to move. */
import { combineHash, zobristTable, type ZobristTable } from '../../../core/index.js';

const tables = /* @__PURE__ */ new Map<number, ZobristTable>();

/** The key table of a board with `n` playing squares (built once per size). */
export function familyKeys(n: number): ZobristTable {
  let t = tables.get(n);
  if (!t) {
    t = zobristTable(4 * n + 1, 0xd4a2 + n);
    tables.set(n, t);
  }
  return t;
}

/** Kind index of a cell value: 0 black man, 1 black king, 2 white man, 3 white king (indexed by cell value). */
export const KIND = /* @__PURE__ */ Int8Array.from([0, 0, 2, 0, 0, 1, 3, 0]);

/** Feature index of cell value `cell` (non-empty) on square `s`: kind * n + s. */
export function feature(cell: number, s: number, n: number): number {
  return (KIND[cell] as number) * n + s;
}

/** Hash of a board from scratch (`cells` per square, `white` to move), XORed with `extra` halves (the king runs). */
export function hashCells(cells: ArrayLike<number>, white: boolean, n: number, extra: { hi: number; lo: number } = { hi: 0, lo: 0 }): number {
  const { hi, lo } = familyKeys(n);
  let h = extra.hi;
  let l = extra.lo;
  for (let s = 0; s < n; s++) {
    const c = cells[s] as number;
    if (c === 0) continue;
    const f = feature(c, s, n);
    h ^= hi[f] as number;
    l ^= lo[f] as number;
  }
  if (white) {
    h ^= hi[4 * n] as number;
    l ^= lo[4 * n] as number;
  }
  return combineHash(h, l);
}

const runTables = /* @__PURE__ */ new Map<string, ZobristTable>();

/**
 * Keys of the king runs (rules with `kingMoveLimit`): one per side, square and
 * run length 1..limit. The run decides which king may still make a quiet move,
 * so positions with different runs are different positions for repetition.
 */
export function runKeys(n: number, limit: number): ZobristTable {
  const id = `${n}/${limit}`;
  let t = runTables.get(id);
  if (!t) {
    t = zobristTable(2 * n * limit, 0x7a11 + n * 1009 + limit);
    runTables.set(id, t);
  }
  return t;
}

/**
 * Feature index of side `side`'s run (0 black, 1 white) on square `s` after
 * `moves` moves, or -1 for no run. Runs longer than the limit block the king
 * the same way as the limit itself, so they share its key.
 */
export function runFeature(side: number, s: number, moves: number, n: number, limit: number): number {
  if (s < 0 || moves <= 0 || limit <= 0) return -1;
  return (side * n + s) * limit + Math.min(moves, limit) - 1;
}

/** The runs' share of a position's hash (XOR into the board's): the halves to XOR in. */
export function hashRunsOf(runs: readonly (readonly [number, number] | undefined)[], n: number, limit: number): { hi: number; lo: number } {
  const keys = runKeys(n, limit);
  let hi = 0;
  let lo = 0;
  runs.forEach((run, side) => {
    const f = run ? runFeature(side, run[0], run[1], n, limit) : -1;
    if (f < 0) return;
    hi ^= keys.hi[f] as number;
    lo ^= keys.lo[f] as number;
  });
  return { hi, lo };
}
