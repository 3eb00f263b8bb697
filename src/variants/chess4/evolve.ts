/**
 * "Evolve the Kitten as soon as it gets to the last row, in the opposing side
 * of the board. To evolve, just fit the Lioness piece on the Kitten, which may
 * then move in any direction." The core's per-piece `promotesTo` hook: a Kitten
 * that ends any move of its side (its own, or a swap) on its far row becomes a
 * Lioness at once.
 */

/** Letter of the piece a Kitten becomes on its far row. */
export const KITTEN_EVOLVES_TO = 'S';
