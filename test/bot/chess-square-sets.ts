import type { ChessState } from '../../src/variants/chess/state.js';

/** The sides' squares of `state` as the chess adapter keeps them: White's two 32-bit words (a1..d4, e4..h8), then Black's. */
export function squareSets(state: ChessState): Int32Array {
  const occupied = new Int32Array(4);
  state.sq.forEach((p, i) => {
    const at = ((p & 8) >> 2) + (i >> 5);
    if (p !== 0) occupied[at] = (occupied[at] as number) | (1 << (i & 31));
  });
  return occupied;
}
