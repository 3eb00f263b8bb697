/** How draughts is drawn (`boardwright/svg`): the 32 playable dark squares of the 8x8 grid, White at the bottom, kings crowned. */
import type { SvgLook } from '../../core/look.js';

/** The draughts board's look. */
export const DRAUGHTS_LOOK: SvgLook = {
  cells: 'playable-squares',
  seats: { white: 0, black: 2 },
  glyph: (piece) => (piece.kind === 'K' ? { mark: 'crown' } : {}),
};
