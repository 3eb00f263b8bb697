/**
 * How Dilkel is drawn (`boardwright/svg`): the 160 squares of the cross (its missing
 * corners left out), four player colours (the colours the players are named after), each seat able to sit at the bottom
 * (Red South, Blue West, Yellow North, Green East; see seating.ts).
 */
import { chessGlyph } from '../../core/chess-glyph.js';
import type { SvgLook } from '../../core/look.js';

/** The Dilkel board's look. */
export const DILKEL_LOOK: SvgLook = {
  cells: 'squares',
  // Red's and Yellow's right-hand corner squares are light, as on a chess board (on an even-sized cross
  // no colouring gives all four seats that).
  darkParity: 1,
  // Quarter turns counter-clockwise that bring a seat to the bottom: West (Blue) turns one, North two, East three.
  seats: { red: 0, blue: 1, yellow: 2, green: 3 },
  // Dilkel's pieces are chess pieces: drawn as figures in the seat's colour.
  glyph: (piece) => chessGlyph(piece.kind),
};
