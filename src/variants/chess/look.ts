/** How `renderSvg` draws chess: squares (a1 dark), White at the bottom, pieces as figures (lettered discs on request). */
import { chessGlyph, drawChessFigure } from '../../core/svg/chess-figures.js';
import type { SvgLook } from '../../core/svg/types.js';

/** The chess board's SVG look. */
export const CHESS_LOOK: SvgLook = {
  cells: 'squares',
  seats: { white: 0, black: 2 },
  glyph: (piece) => chessGlyph(piece.kind),
  drawFigure: drawChessFigure,
};
