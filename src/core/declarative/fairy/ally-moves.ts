/**
 * The moves that meet the mover's own pieces, in one pass over the side's pieces: jumps over an
 * ally (jump-over-allies.ts) and swaps with one (swap-with-allies.ts), then one of each pair of
 * mirrored swaps dropped. The engine's main loop lists the moves to empty squares and captures.
 */
import { jumpsFrom } from './jump-over-allies.js';
import { forbiddenPair } from './no-swap-back.js';
import type { FairyState } from './state.js';
import { dropMirrored, startSwapListing, swapsFrom } from './swap-with-allies.js';

/** Adds the side to move's jumps over allies and swaps to `out[at..end)`; returns the new end. */
export function generateAllyMoves(s: FairyState, out: Int32Array, at: number, end: number): number {
  const c = s.c, rules = c.rules, cells = s.cells, us = s.side, n = c.n, nt = c.nt;
  const swaps = rules.swapWithAllies, jumps = rules.jumpsOverAllies !== null;
  const forbidden = forbiddenPair(s, us);
  let k = end;
  if (swaps) startSwapListing();
  for (let pi = 0, pn = s.count[us] as number; pi < pn; pi++) {
    const sq = s.plist[us * n + pi] as number;
    const t = ((cells[sq] as number) - 2) >> 1;
    const key = (us * nt + t) * n + sq;
    // Where two of the piece's moves reach one square (overlap), a move is listed once.
    const since = c.overlap[key] === 1 ? at : k;
    if (jumps) k = jumpsFrom(s, out, since, k, sq, t, key, forbidden);
    if (swaps) k = swapsFrom(s, out, since, k, sq, key, forbidden);
  }
  return swaps ? dropMirrored(out, at, k) : k;
}
