/**
 * The pieces behind the board codes both draughts search states give their board view
 * (`SearchState.board`): the family's cell values, 1 black man, 2 white man, 5 black king, 6 white king.
 */
import type { Piece } from '../../../core/index.js';
import { pieceOfLetter } from '../pieces.js';
import { LETTER } from './generator.js';

const PIECES: readonly (Piece | undefined)[] = LETTER.map((letter) => pieceOfLetter(letter));

/** The piece of a cell value (undefined for an empty cell or a value no cell holds). */
export const draughtsPiece = (code: number): Piece | undefined => PIECES[code];

/** `table[code * size + square]` summed over the squares of one set (bit s: square s). */
function sumOfSet(table: Int32Array, at: number, set: number): number {
  let s = 0;
  for (let m = set; m !== 0; m &= m - 1) s += table[at + 31 - Math.clz32(m & -m)] as number;
  return s;
}

/**
 * `SearchBoard.sum` over two-word square sets (boards of up to 64 squares: square s is bit s of the
 * low word, or bit s - 32 of the high one): black, white and king squares, as the square path keeps them.
 */
export function sumOfSquareSets(table: Int32Array, size: number, bLo: number, bHi: number, wLo: number, wHi: number, kLo: number, kHi: number): number {
  let s = sumOfSet(table, size, bLo & ~kLo) + sumOfSet(table, 2 * size, wLo & ~kLo);
  if ((bHi | wHi) !== 0) s += sumOfSet(table, size + 32, bHi & ~kHi) + sumOfSet(table, 2 * size + 32, wHi & ~kHi);
  if ((kLo | kHi) !== 0) {
    s += sumOfSet(table, 5 * size, bLo & kLo) + sumOfSet(table, 6 * size, wLo & kLo);
    s += sumOfSet(table, 5 * size + 32, bHi & kHi) + sumOfSet(table, 6 * size + 32, wHi & kHi);
  }
  return s;
}

/**
 * `SearchBoard.sum` on the word path (boards of up to 32 squares as bit sets): one pass over the
 * pieces of each kind instead of a look at every square.
 */
export function sumOfWords(table: Int32Array, size: number, black: number, white: number, kings: number): number {
  return sumOfSet(table, size, black & ~kings) + sumOfSet(table, 2 * size, white & ~kings)
    + (kings === 0 ? 0 : sumOfSet(table, 5 * size, black & kings) + sumOfSet(table, 6 * size, white & kings));
}
