/**
 * Sets of the diamond board's nodes as two 32-bit words (nodes 0–31, then
 * 32–40): each side's pieces are kept as one, so counting steps is a mask and
 * a population count instead of a look at every neighbour.
 */

/** The nodes of the high word (32–40). */
export const HIGH_NODES = 0x1ff;

/** Number of set bits of a 32-bit integer. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
