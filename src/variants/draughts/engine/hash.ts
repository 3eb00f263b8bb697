/** Zobrist keys of a family board: a key per (piece kind, square) and one for White to move. */
import { combineHash, zobristTable, type ZobristTable } from '../../../core/index.js';

const tables = new Map<number, ZobristTable>();

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
export const KIND = Int8Array.from([0, 0, 2, 0, 0, 1, 3, 0]);

/** Feature index of cell value `cell` (non-empty) on square `s`: kind * n + s. */
export function feature(cell: number, s: number, n: number): number {
  return (KIND[cell] as number) * n + s;
}

/** Hash of a board from scratch (`cells` per square, `white` to move). */
export function hashCells(cells: ArrayLike<number>, white: boolean, n: number): number {
  const { hi, lo } = familyKeys(n);
  let h = 0;
  let l = 0;
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
