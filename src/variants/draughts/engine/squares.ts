/**
 * Square names of the family: PDN numbers (1 at the top left as White sees
 * the board, row by row) or algebraic names (file letter from a, rank number
 * from 1 on White's side: `c3`), as the rules' `notation` says. Both forms are
 * read in every variant; they cannot be mistaken for each other.
 */
import type { DraughtsRules } from './types.js';

/** Name of the playing square at file x, rank y with number `index + 1`, in the rules' notation. */
export function squareName(rules: Pick<DraughtsRules, 'notation'>, x: number, y: number, index: number): string {
  return rules.notation === 'algebraic' ? `${String.fromCharCode(97 + x)}${y + 1}` : String(index + 1);
}

/** What reading a square needs: the board size and the square index at each (x, y). */
export interface SquareTable {
  readonly n: number;
  readonly width: number;
  readonly height: number;
  /** `at[y * width + x]`: square index, or -1 for a square not played on. */
  readonly at: Int16Array;
}

const SQUARE = /^(?:(\d{1,3})|([a-z])(\d{1,2}))$/;

/**
 * Index of the square named by `token` (a number 1–n or an algebraic name),
 * `-1` for a well-formed name off the board or on a square not played on,
 * `-2` for text that is neither form.
 */
export function readSquare(table: SquareTable, token: string): number {
  const m = SQUARE.exec(token);
  if (!m) return -2;
  if (m[1] !== undefined) {
    const k = Number(m[1]);
    return k >= 1 && k <= table.n ? k - 1 : -1;
  }
  const x = (m[2] as string).charCodeAt(0) - 97;
  const y = Number(m[3]) - 1;
  if (x >= table.width || y < 0 || y >= table.height) return -1;
  return table.at[y * table.width + x] as number;
}
