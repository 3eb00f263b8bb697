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
