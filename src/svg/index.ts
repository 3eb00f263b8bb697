/**
 * Pictures of games: `renderSvg(variant, position, options?)` draws any game's
 * position as SVG text. The drawing lives here, apart from the rules: an app
 * that only plays (a server, a bot) imports a game and never carries it.
 *
 * @example
 * ```ts
 * import { chess } from 'boardwright/chess';
 * import { renderSvg } from 'boardwright/svg';
 * renderSvg(chess, chess.setup()).startsWith('<svg') // true
 * ```
 *
 * @module boardwright/svg
 */
export { renderSvg, type DrawableVariant } from './render-svg.js';
export type { ShogiSvgOptions } from './shogi-pieces.js';
export type { SvgColors, SvgHighlights, SvgOptions, SvgPieceStyle } from '../core/svg/types.js';
export type { GameLook, ShogiFaces, ShogiLook, SvgCells, SvgFaces, SvgTraditionalPiece, SvgFigure, SvgFigureDrawer, SvgGlyph, SvgHand, SvgLook, SvgMark, SvgPiece } from '../core/look.js';
