/**
 * Perpetual check (Fairy-Stockfish `perpetualCheckIllegal`, position.cpp is_optional_game_end):
 * when a position recurs often enough to end the game by repetition, a side that gave check with
 * every one of its moves since the earliest counted occurrence loses; when both sides did, the
 * repetition is a draw. Xiangqi, janggi and shogi's sennichite (where the checking side loses).
 */

import { checkBack, type Past } from './repetition-history.js';

/**
 * Whether the side to move was in check `k` plies back (0 = now): `now` for the position itself,
 * else the past's flag `k` entries back; an unknown ply counts as no check.
 */
function checkedAt(k: number, now: boolean, past: Past): boolean {
  if (k === 0) return now;
  return checkBack(past, k);
}

/**
 * The perpetual-check value of a repetition cycle of `span` plies ending now (the position `span`
 * plies back is the earliest counted occurrence), for the side to move: 1 when only the other side
 * checked with every move of the cycle (it loses), -1 when only the side to move did, 0 when both
 * did, null when neither did (the repetition's own value then applies). `now`: the side to move is
 * in check; `past`: the earlier positions with, by entry, whether the side to move was in check.
 */
export function perpetualCheckValue(span: number, now: boolean, past: Past): number | null {
  // The other side's moves arrive at the even plies back (0, 2, …, span), the side to move's at the odd ones.
  let them = true, us = true;
  for (let k = 0; k <= span && them; k += 2) them = checkedAt(k, now, past);
  for (let k = 1; k < span && us; k += 2) us = checkedAt(k, now, past);
  if (!them && !us) return null;
  return them && us ? 0 : them ? 1 : -1;
}
