/**
 * Perpetual check (Fairy-Stockfish `perpetualCheckIllegal`, position.cpp is_optional_game_end):
 * when a position recurs often enough to end the game by repetition, a side that gave check with
 * every one of its moves since the earliest counted occurrence loses; when both sides did, the
 * repetition is a draw. Xiangqi, janggi and shogi's sennichite (where the checking side loses).
 */

/**
 * Whether the side to move was in check `k` plies back (0 = now): `now` for the position itself,
 * else `checks[length - k]` of the history's flags (oldest first); an unknown ply counts as no check.
 */
function checkedAt(k: number, now: boolean, checks: readonly boolean[] | undefined, length: number): boolean {
  if (k === 0) return now;
  return checks?.[length - k] === true;
}

/**
 * The perpetual-check value of a repetition cycle of `span` plies ending now (the position `span`
 * plies back is the earliest counted occurrence), for the side to move: 1 when only the other side
 * checked with every move of the cycle (it loses), -1 when only the side to move did, 0 when both
 * did, null when neither did (the repetition's own value then applies). `now`: the side to move is
 * in check; `checks`: by entry of the history (oldest first), whether the side to move was in check.
 */
export function perpetualCheckValue(span: number, now: boolean, checks: readonly boolean[] | undefined, length: number): number | null {
  // The other side's moves arrive at the even plies back (0, 2, …, span), the side to move's at the odd ones.
  let them = true, us = true;
  for (let k = 0; k <= span && them; k += 2) them = checkedAt(k, now, checks, length);
  for (let k = 1; k < span && us; k += 2) us = checkedAt(k, now, checks, length);
  if (!them && !us) return null;
  return them && us ? 0 : them ? 1 : -1;
}
