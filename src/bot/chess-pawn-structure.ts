/**
 * Pawn structure in the chess bot's evaluation: an isolated pawn (no pawn of its side on either
 * neighbouring file) cannot be guarded by a pawn, and doubled pawns (two or more of a side on one
 * file) block each other; each counts against its side. Weights fitted to Stockfish-labelled
 * positions (bench/eval-fit.mjs).
 */
import { FILE_A, pawnSets } from './chess-pawn-sets.js';
import { popcount } from './chess-mobility.js';

/** The weights, in centipawns: `[0]`, `[1]` middlegame and endgame per isolated pawn; `[2]`, `[3]` per pawn more than one on a file. */
export const STRUCTURE_WEIGHTS: Int32Array = /* @__PURE__ */ Int32Array.from([-23, -2, 1, -19]);

/** Adds White's pawn-structure score less Black's to `score` (`[middlegame, endgame]`), from {@link pawnSets}. */
export function pawnStructure(score: Int32Array): void {
  const w = STRUCTURE_WEIGHTS;
  let isolated = 0, doubled = 0;
  for (let side = 0; side < 2; side++) {
    const lo = pawnSets[side * 2] as number, hi = pawnSets[side * 2 + 1] as number;
    // The files holding a pawn of this side, as a byte (one bit a file).
    const any = lo | hi, files = (any | (any >>> 8) | (any >>> 16) | (any >>> 24)) & 255;
    const sign = side === 0 ? 1 : -1;
    for (let f = 0; f < 8; f++) {
      if (((files >> f) & 1) === 0) continue;
      const n = popcount(lo & (FILE_A << f)) + popcount(hi & (FILE_A << f));
      if ((files & (((1 << f) >> 1) | ((1 << f) << 1))) === 0) isolated += sign * n;
      doubled += sign * (n - 1);
    }
  }
  score[0] = (score[0] as number) + isolated * (w[0] as number) + doubled * (w[2] as number);
  score[1] = (score[1] as number) + isolated * (w[1] as number) + doubled * (w[3] as number);
}
