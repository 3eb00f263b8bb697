/**
 * 32-bit bitboards for the search layer: bit i is square i + 1. Moving a set of
 * pieces one step along a diagonal is two masked shifts (the step is +-3, 4 or 5
 * depending on the row), precomputed per direction from the board geometry.
 */
import { lazy } from '../../core/index.js';
import { squareXY } from './board.js';

/** Direction vectors in board direction order (ne, se, sw, nw). */
const VECTORS: readonly (readonly [number, number])[] = [[1, 1], [1, -1], [-1, -1], [-1, 1]];

/** Precomputed step tables. */
export interface StepTables {
  /** `next[dir * 32 + sq]`: neighbour square id along `dir`, or -1. */
  readonly next: Int8Array;
  /** Per direction: two (shift, mask) pairs; `shiftA[d]`, `maskA[d]`, `shiftB[d]`, `maskB[d]`. */
  readonly shiftA: Int32Array;
  readonly maskA: Int32Array;
  readonly shiftB: Int32Array;
  readonly maskB: Int32Array;
}

/** The tables, built on first use. */
export const stepTables = lazy((): StepTables => {
  const at = new Map<string, number>();
  for (let id = 0; id < 32; id++) {
    const { x, y } = squareXY(id);
    at.set(`${x},${y}`, id);
  }
  const next = new Int8Array(128).fill(-1);
  const shiftA = new Int32Array(4);
  const maskA = new Int32Array(4);
  const shiftB = new Int32Array(4);
  const maskB = new Int32Array(4);
  for (let d = 0; d < 4; d++) {
    const [dx, dy] = VECTORS[d] as readonly [number, number];
    const groups = new Map<number, number>();
    for (let id = 0; id < 32; id++) {
      const { x, y } = squareXY(id);
      const to = at.get(`${x + dx},${y + dy}`);
      if (to === undefined) continue;
      next[d * 32 + id] = to;
      groups.set(to - id, (groups.get(to - id) ?? 0) | (1 << id));
    }
    const entries = [...groups.entries()];
    if (entries.length > 2) throw new Error('draughts board geometry: more than two step sizes in one direction');
    const a = entries[0] ?? [0, 0];
    const b = entries[1] ?? [0, 0];
    shiftA[d] = a[0] as number;
    maskA[d] = a[1] as number;
    shiftB[d] = b[0] as number;
    maskB[d] = b[1] as number;
  }
  return { next, shiftA, maskA, shiftB, maskB };
});

/** Number of set bits of a 32-bit integer. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

/** Index of the lowest set bit (x must be non-zero). */
export function lowestBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}
