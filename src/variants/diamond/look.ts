/**
 * How the Diamond games are drawn (`boardwright/svg`): the 41 points joined by the board's
 * lines (the graph's edges), A at the bottom tip, Kings crowned, Diamond Kings
 * marked with a diamond, Diamond Queens stacks with their count.
 */
import type { SvgGlyph, SvgLook, SvgPiece } from '../../core/look.js';
import type { DiamondGameKind } from './games.js';

function glyph(kind: DiamondGameKind, piece: SvgPiece): SvgGlyph {
  // In Diamond Kings and Queens every man is a Diamond King: marking them all would say nothing.
  if (kind !== 'checkers') return {};
  if (piece.kind === 'K') return { mark: 'crown' };
  if (piece.kind === 'D') return { mark: 'diamond' };
  return {};
}

/** The look of one of the three games. */
export function diamondLook(kind: DiamondGameKind): SvgLook {
  return {
    cells: 'points',
    seats: { a: 0, b: 2 },
    playerColors: { a: '#f8f8f8', b: '#222222' },
    glyph: (piece) => glyph(kind, piece),
  };
}
