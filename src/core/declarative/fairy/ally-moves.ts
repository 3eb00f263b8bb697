/**
 * The moves that meet the mover's own pieces: jumps over an ally (jump-over-allies.ts) and swaps
 * with one (swap-with-allies.ts; of two mirrored swaps only the one from the lower square). The
 * generator lists them per piece in the pass that lists its other moves, into a buffer that follows
 * the other moves: first the piece's jumps, then its swaps along its leaps and rays. A piece whose
 * moves overlap (two of its moves reach one square) is listed here, after its other moves, so that
 * each square is reached once.
 */
import { jumpsFrom } from './jump-over-allies.js';
import { isSwap, swapsFrom, type SwapState } from './swap-with-allies.js';

/** What listing an overlapping piece's ally moves reads besides the swap state: the generator's destination marks. */
export interface AllyMovesState extends SwapState {
  readonly seen: Int32Array;
}

/**
 * Adds the jumps over allies and swaps of the overlapping piece on `sq` (type `t`, table key `key`)
 * to `out` from `at`, leaving out a jump that lands where one of the piece's other moves does
 * (those destinations carry the state's `seen` mark `stamp`). Returns the new end.
 */
export function overlappingAllyMoves(s: AllyMovesState, out: Int32Array, at: number, sq: number, t: number, key: number, forbidden: number, stamp: number): number {
  let k = jumpsFrom(s, out, at, at, sq, t, key, forbidden);
  const seen = s.seen;
  let kept = at;
  for (let i = at; i < k; i++) {
    const m = out[i] as number;
    if (isSwap(m) || seen[(m >> 7) & 127] !== stamp) out[kept++] = m;
  }
  k = kept;
  return s.c.rules.swapWithAllies ? swapsFrom(s, out, at, k, sq, key, forbidden) : k;
}
