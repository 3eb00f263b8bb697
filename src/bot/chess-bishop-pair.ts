/**
 * The bishop pair in the chess bot's evaluation: two bishops cover both square colours, worth more
 * than their two separate values. Weights fitted to Stockfish-labelled positions (bench/eval-fit.mjs).
 */

/** The weights, in centipawns: `[0]` middlegame, `[1]` endgame, for a side with two or more bishops. */
export const BISHOP_PAIR_WEIGHTS: Int32Array = /* @__PURE__ */ Int32Array.from([52, 85]);

/** Adds White's bishop-pair score less Black's to `score`, from the board `b` and the sides' squares `occupied[at..]`. */
export function bishopPair(b: Int8Array, occupied: Int32Array, at: number, score: Int32Array): void {
  // Two counters, not an array: called from an evaluation it would run at every fully evaluated node, and an array is an allocation.
  let white = 0, black = 0;
  for (let i = 0; i < 4; i++) for (let set = occupied[at + i] as number; set !== 0; set &= set - 1) {
    if (((b[((i & 1) << 5) | (31 - Math.clz32(set & -set))] as number) & 7) === 3) { if (i < 2) white++; else black++; }
  }
  const pair = (white >= 2 ? 1 : 0) - (black >= 2 ? 1 : 0);
  score[0] = (score[0] as number) + pair * (BISHOP_PAIR_WEIGHTS[0] as number);
  score[1] = (score[1] as number) + pair * (BISHOP_PAIR_WEIGHTS[1] as number);
}
