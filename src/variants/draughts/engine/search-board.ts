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

/** `SearchBoard.sum` over one 32-square word of piece sets (black, white, kings), its squares from `at` on. */
function sumOfWord(table: Int32Array, size: number, at: number, black: number, white: number, kings: number): number {
  let s = sumOfSet(table, size + at, black & ~kings) + sumOfSet(table, 2 * size + at, white & ~kings);
  if (kings !== 0) s += sumOfSet(table, 5 * size + at, black & kings) + sumOfSet(table, 6 * size + at, white & kings);
  return s;
}

/** The piece sets of the square path: two words (squares 0-31, 32-63), and a third (64-95) on wide boards. */
export interface SetWords {
  readonly bLo: number; readonly bHi: number; readonly wLo: number; readonly wHi: number; readonly kLo: number; readonly kHi: number;
  readonly bTop?: number; readonly wTop?: number; readonly kTop?: number;
}

/** `SearchBoard.sum` over the square path's piece sets (bit s of a word: square 32 * word + s). */
export function sumOfSquareSets(table: Int32Array, size: number, sets: SetWords): number {
  let s = sumOfWord(table, size, 0, sets.bLo, sets.wLo, sets.kLo);
  if (size > 32) s += sumOfWord(table, size, 32, sets.bHi, sets.wHi, sets.kHi);
  if (size > 64) s += sumOfWord(table, size, 64, sets.bTop ?? 0, sets.wTop ?? 0, sets.kTop ?? 0);
  return s;
}

/**
 * `SearchBoard.sum` on the word path (boards of up to 32 squares as bit sets): one pass over the
 * pieces of each kind instead of a look at every square.
 */
export function sumOfWords(table: Int32Array, size: number, black: number, white: number, kings: number): number {
  return sumOfWord(table, size, 0, black, white, kings);
}
