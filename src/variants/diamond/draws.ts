/**
 * Draws. The rulebook names none; for bots every game must end, so the library
 * offers a ply counter ("`drawAfterPlies`, default 200 plies with no capture and
 * no promotion") and threefold repetition (default on).
 */

/** Default of the `drawAfterPlies` option. */
export const DEFAULT_DRAW_AFTER_PLIES = 200;

/** Reason reported for the ply-counter draw. */
export const PLY_DRAW = 'draw-after-plies';
/** Reason reported for the repetition draw. */
export const REPETITION_DRAW = 'threefold-repetition';
/** Most occurrences of one position: the third ends the game, so position text's R<n> stops at 3. */
export const MAX_REPEATS = 3;
/**
 * Most plies a position's counter can show: the game is drawn at `drawAfterPlies`. Under
 * `capture: 'on-demand'` a pending insist holds the draw back (the side to move may still take the
 * last move back) and insists can follow one another, so there the counter has no bound.
 */
export const maxPliesOf = (drawAfterPlies: number, capture: string): number => (drawAfterPlies > 0 && capture !== 'on-demand' ? drawAfterPlies : Number.POSITIVE_INFINITY);
