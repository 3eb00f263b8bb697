/**
 * The chess figures' drawing (figures.ts), for a look's `drawFigure`; which
 * letter is which figure is the game's data (chess-glyph.ts).
 */
import { drawFigure } from './figures.js';

/**
 * The chess figures' drawing, for a look's `drawFigure`.
 * @example
 * ```ts
 * const look: SvgLook = { cells: 'squares', glyph: (p) => chessGlyph(p.kind), drawFigure: drawChessFigure };
 * ```
 */
export const drawChessFigure = drawFigure;
