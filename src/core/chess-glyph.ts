/**
 * Which chess letter is which figure: `K Q R B N P` (either case) to the
 * figure names a drawer draws. Games whose pieces are chess pieces (chess and
 * its variants, Dilkel) give their glyphs from here; the drawings themselves
 * are the drawer's (`boardwright/svg`), so a game only played never carries them.
 */
import type { SvgFigure, SvgGlyph } from './look.js';

const BY_LETTER: Readonly<Record<string, SvgFigure>> = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', P: 'pawn' };

/** The figure of a chess letter, or undefined for any other letter. */
export function chessFigure(letter: string): SvgFigure | undefined {
  const key = letter.toUpperCase();
  return Object.hasOwn(BY_LETTER, key) ? BY_LETTER[key] : undefined;
}

/**
 * A chess piece's glyph: its letter (drawn with `pieces: 'letters'`) and, for
 * `K Q R B N P`, its figure.
 * @example
 * ```ts
 * chessGlyph('n') // { text: 'N', figure: 'knight' }
 * ```
 */
export function chessGlyph(letter: string): SvgGlyph {
  const figure = chessFigure(letter);
  const text = letter.toUpperCase();
  return figure === undefined ? { text } : { text, figure };
}
