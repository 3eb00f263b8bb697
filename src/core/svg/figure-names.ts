/**
 * The names of the chess figures, apart from their drawings (figures.ts): the
 * glyph check needs the names in every game, the drawings only games with figures.
 */
import type { SvgFigure } from './types.js';

/** The figures a glyph may name. */
export const FIGURES: readonly SvgFigure[] = ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn'];

/** Whether `value` names a figure. */
export function isFigure(value: unknown): value is SvgFigure {
  return typeof value === 'string' && (FIGURES as readonly string[]).includes(value);
}
