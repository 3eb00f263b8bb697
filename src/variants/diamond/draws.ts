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
