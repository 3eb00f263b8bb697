/**
 * Passed pawns in the chess bot's evaluation: a pawn with no enemy pawn ahead of it on its own or
 * a neighbouring file can only be stopped by pieces, and is worth more the further it has come. In
 * the endgame it is worth more again when the square ahead is empty and when the enemy king is far
 * from that square (and its own king near): the race the king must win to stop it. The weights
 * were fitted to Stockfish-labelled positions (bench/eval-fit.mjs), not guessed, with this term the
 * only one added to the evaluation: the middlegame bonuses came out negative, as PeSTO's pawn tables
 * already pay an advanced pawn, passed or not; the endgame race terms carry the weight.
 */
import { pawnSets } from './chess-pawn-sets.js';

/**
 * The weights, in centipawns: `[0..5]` middlegame bonus by relative rank 2…7, `[6..11]` endgame
 * bonus by relative rank 2…7; then per unit of {@link ADVANCE} (which grows with the rank): `[12]`
 * the square ahead is empty, `[13]` per square of the enemy king's distance to the square ahead,
 * `[14]` per square of its own king's distance to it (endgame).
 */
export const PASSED_WEIGHTS: Int32Array = /* @__PURE__ */ Int32Array.from([-11, -35, -14, 20, -72, -67, 17, 3, 30, -1, -44, -129, 9, 6, -2]);

/** How much the endgame path and king-distance terms count by relative rank (index 0 = own first rank): only from the fourth rank on. */
const ADVANCE = [0, 0, 0, 1, 3, 6, 10, 0];

/** `[(side * 64 + square) * 2 + half]`: the squares ahead of a pawn of `side` on its own and the neighbouring files. */
let spans: Int32Array | undefined;
function frontSpans(): Int32Array {
  if (spans !== undefined) return spans;
  spans = new Int32Array(2 * 64 * 2);
  for (let side = 0; side < 2; side++) for (let sq = 0; sq < 64; sq++) {
    const f = sq & 7, r = sq >> 3;
    for (let x = 0; x < 64; x++) {
      const df = (x & 7) - f, ahead = side === 0 ? (x >> 3) > r : (x >> 3) < r;
      if (ahead && df >= -1 && df <= 1) {
        const at = (side * 64 + sq) * 2 + (x >> 5);
        spans[at] = (spans[at] as number) | (1 << (x & 31));
      }
    }
  }
  return spans;
}

/** The kings' distance (moves on an empty board) between two squares. */
const distance = (a: number, b: number): number => Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >> 3) - (b >> 3)));

/**
 * Adds White's passed-pawn score less Black's to `score` (`[middlegame, endgame]`), from the board
 * `b`, the kings' squares and {@link pawnSets} (filled for this position).
 */
export function passedPawns(b: Int8Array, whiteKing: number, blackKing: number, score: Int32Array): void {
  const span = frontSpans(), w = PASSED_WEIGHTS;
  let mg = 0, eg = 0;
  for (let side = 0; side < 2; side++) {
    const enemyLo = pawnSets[(side ^ 1) * 2] as number, enemyHi = pawnSets[(side ^ 1) * 2 + 1] as number;
    const own = side === 0 ? whiteKing : blackKing, enemy = side === 0 ? blackKing : whiteKing;
    let sideMg = 0, sideEg = 0;
    for (let half = 0; half < 2; half++) for (let p = pawnSets[side * 2 + half] as number; p !== 0; p &= p - 1) {
      const sq = (half << 5) | (31 - Math.clz32(p & -p)), at = (side * 64 + sq) * 2;
      if (((span[at] as number) & enemyLo) !== 0 || ((span[at + 1] as number) & enemyHi) !== 0) continue;
      const r = side === 0 ? sq >> 3 : 7 - (sq >> 3);
      sideMg += w[r - 1] as number;
      sideEg += w[r + 5] as number;
      const a = ADVANCE[r] as number;
      if (a === 0) continue;
      const stop = side === 0 ? sq + 8 : sq - 8;
      let extra = b[stop] === 0 ? (w[12] as number) : 0;
      if (enemy >= 0 && enemy < 64) extra += distance(enemy, stop) * (w[13] as number);
      if (own >= 0 && own < 64) extra += distance(own, stop) * (w[14] as number);
      sideEg += a * extra;
    }
    if (side === 0) { mg += sideMg; eg += sideEg; } else { mg -= sideMg; eg -= sideEg; }
  }
  score[0] = (score[0] as number) + mg;
  score[1] = (score[1] as number) + eg;
}
