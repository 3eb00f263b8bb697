/** Set bits of a 32-bit word (SWAR popcount): shared by the walks on bit masks (stones-bits.ts, reversi-drops.ts, ataxx-replies.ts). */
export function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
