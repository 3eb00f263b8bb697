/** SVG pictures of any board, drawn from its graph: see {@link drawSvg}. */
export { drawSvg, type SvgScene } from './draw.js';
export type { SvgCells, SvgColors, SvgFigure, SvgGlyph, SvgHand, SvgHighlights, SvgLook, SvgMark, SvgOptions, SvgPiece, SvgPieceStyle } from './types.js';
