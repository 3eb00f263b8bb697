/** How chess is drawn (`boardwright/svg`): squares (a1 dark), White at the bottom, pieces as figures (lettered discs on request). */
import { chessGlyph } from '../../core/chess-glyph.js';
import type { SvgLook } from '../../core/look.js';

/** The chess board's look. */
export const CHESS_LOOK: SvgLook = {
  cells: 'squares',
  seats: { white: 0, black: 2 },
  glyph: (piece) => chessGlyph(piece.kind),
};
