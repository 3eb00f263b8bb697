/**
 * The Diamond Checkers board: the 41 lattice points with |x| + |y| <= 4, named
 * as the rulebook numbers them. Each side numbers its own half row by row from
 * its own tip, left to right as seen from its own seat; the middle row is
 * numbered from each end toward the centre, 21 being the centre.
 */
import { diamond } from '../../core/shapes.js';
import { lazy } from '../../core/lazy.js';
import type { Board } from '../../core/graph.js';

/** First number of each half row, counted from a side's tip (rows of 1, 3, 5, 7 positions). */
const ROW_START = [1, 2, 5, 10] as const;

/**
 * The rulebook's name of the point (x, y): A's half is y < 0 (A sits at the
 * bottom), B's half y > 0, the middle row y = 0.
 *
 * @example
 * ```ts
 * diamondName(0, -1) // '13A'
 * diamondName(-1, 1) // '14B'
 * ```
 */
export function diamondName(x: number, y: number): string {
  if (y < 0) {
    const row = y + 4;
    return `${ROW_START[row] as number + x + row}A`;
  }
  if (y > 0) {
    const row = 4 - y;
    // B faces down the board, so B's left is the picture's right (+x).
    return `${ROW_START[row] as number + row - x}B`;
  }
  if (x === 0) return '21';
  return x < 0 ? `${21 + x}A` : `${21 - x}B`;
}

/** The 41-position board with compass directions (orthogonals, and the diagonals "across the diamonds"). */
export const diamondBoard = /* @__PURE__ */ lazy((): Board => diamond(4, diamondName));

/** Node ids in the rulebook's reading order: 1A…20A, 21, 1B…20B (used to list pieces). */
export const readingOrder = /* @__PURE__ */ lazy((): Int32Array => {
  const b = diamondBoard();
  const names = [...Array.from({ length: 20 }, (_, i) => `${i + 1}A`), '21', ...Array.from({ length: 20 }, (_, i) => `${i + 1}B`)];
  return Int32Array.from(names.map((name) => b.nodeId(name)));
});

/** Players in seat order: A at the bottom tip, B at the top. */
export const PLAYERS = ['a', 'b'] as const;
/** A player id. */
export type DiamondPlayer = 'a' | 'b';

/** Node ids by name for a side's half (`'A'` or `'B'`) and number. */
export function named(side: 'A' | 'B', numbers: readonly number[]): number[] {
  const b = diamondBoard();
  return numbers.map((k) => b.nodeId(`${k}${side}`));
}
