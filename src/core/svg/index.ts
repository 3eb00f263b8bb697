/** SVG pictures of any board, drawn from its graph: see {@link drawSvg}. */
export { type SvgScene } from './draw.js';
export { drawSvg } from './public-draw.js';
export { drawChessFigure } from './chess-figures.js';
export type { SvgCells, SvgColors, SvgFaces, SvgTraditionalPiece, SvgFigure, SvgFigureDrawer, SvgGlyph, SvgHand, SvgHighlights, SvgLook, SvgMark, SvgOptions, SvgPiece, SvgPieceStyle } from './types.js';
