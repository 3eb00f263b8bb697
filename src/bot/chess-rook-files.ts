/**
 * Rooks on open files in the chess bot's evaluation: a rook on a file with no pawn (open) or with
 * only the enemy's (semi-open) has a way into the enemy's camp. Weights fitted to
 * Stockfish-labelled positions (bench/eval-fit.mjs): the open file's came out 0 (mobility already
 * pays a rook for the squares an open file gives it), the semi-open file's not.
 */
import { FILE_A, pawnSets } from './chess-pawn-sets.js';

/** The weights, in centipawns: `[0]`, `[1]` middlegame and endgame for a rook on an open file; `[2]`, `[3]` on a semi-open one. */
export const ROOK_FILE_WEIGHTS: Int32Array = /* @__PURE__ */ Int32Array.from([0, 0, 25, 4]);

/** Adds White's rook-file score less Black's to `score`, from the board `b`, the sides' squares `occupied[at..]` and {@link pawnSets}. */
export function rookFiles(b: Int8Array, occupied: Int32Array, at: number, score: Int32Array): void {
  const w = ROOK_FILE_WEIGHTS;
  const white = (pawnSets[0] as number) | (pawnSets[1] as number), black = (pawnSets[2] as number) | (pawnSets[3] as number);
  let open = 0, semi = 0;
  for (let i = 0; i < 4; i++) for (let set = occupied[at + i] as number; set !== 0; set &= set - 1) {
    const sq = ((i & 1) << 5) | (31 - Math.clz32(set & -set));
    if (((b[sq] as number) & 7) !== 4) continue;
    const file = FILE_A << (sq & 7), sign = i < 2 ? 1 : -1;
    if (((i < 2 ? white : black) & file) !== 0) continue;
    if (((i < 2 ? black : white) & file) === 0) open += sign; else semi += sign;
  }
  score[0] = (score[0] as number) + open * (w[0] as number) + semi * (w[2] as number);
  score[1] = (score[1] as number) + open * (w[1] as number) + semi * (w[3] as number);
}
