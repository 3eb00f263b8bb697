/**
 * The chess family's pieces as movement atoms, shared by every game that
 * moves pieces "as in chess" (chess, Dilkel four-player chess, and any board
 * built from compass directions). Pawns are not here: their moves depend on the
 * seat and on history, so each game describes them.
 */
import type { Atom } from './atoms.js';
import { DIAGONAL, ORTHOGONAL, COMPASS } from './directions.js';

/** Knight leap offsets (north-facing; symmetric, so every seat gets the same set). */
export const KNIGHT_OFFSETS: readonly (readonly [number, number])[] = [
  [1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2],
];

/** Chess-family piece movement, by piece letter. */
export const CHESS_PIECES: Readonly<Record<'K' | 'Q' | 'R' | 'B' | 'N', readonly Atom[]>> = {
  K: [{ kind: 'step', dirs: COMPASS }],
  Q: [{ kind: 'slide', dirs: COMPASS }],
  R: [{ kind: 'slide', dirs: ORTHOGONAL }],
  B: [{ kind: 'slide', dirs: DIAGONAL }],
  N: [{ kind: 'leap', offsets: KNIGHT_OFFSETS }],
};
