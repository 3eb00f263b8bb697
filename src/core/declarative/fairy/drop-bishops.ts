/**
 * Placement chess's bishops (Fairy-Stockfish's `dropOppositeColoredBishop`): a side's bishops must
 * end on squares of both colours. A bishop may not be dropped where it would leave more bishops on
 * one colour than half of the side's bishops (board and hand) rounded up; another piece may not take
 * the last squares that the bishops still in hand need, half of them on each colour.
 */
import type { RuleState } from './rule-state.js';

/** May the side to move drop a piece of `type` on `to` under the opposite-coloured bishops rule? */
export function bishopDropAllowed(s: RuleState, type: number, to: number): boolean {
  const c = s.c, rules = c.rules, bishop = rules.bishopType;
  if (bishop < 0) return true;
  const us = s.side, n = c.n, files = c.files, cells = s.cells, code = 2 + 2 * bishop + us;
  const total = (s.count[code] as number) + (s.hand[us * c.nt + bishop] as number);
  // a1 is dark (Fairy-Stockfish's DarkSquares).
  const dark = (sq: number): boolean => ((Math.floor(sq / files) + (sq % files)) & 1) === 0;
  if (type === bishop) {
    let same = 0;
    for (let sq = 0; sq < n; sq++) if (cells[sq] === code && dark(sq) === dark(to)) same++;
    return same + 1 <= ((total + 1) >> 1);
  }
  const ok = rules.dropOk, base = (us * c.nt + bishop) * n;
  let darkCount = 0, lightCount = 0;
  for (let sq = 0; sq < n; sq++) {
    if (cells[sq] === code || (sq !== to && cells[sq] === 0 && ok[base + sq] === 1)) {
      if (dark(sq)) darkCount++; else lightCount++;
    }
  }
  return darkCount >= total >> 1 && lightCount >= total >> 1;
}

/** The opposite-coloured bishops of drops as a rule file (rule-files.ts). */
export const bishopDropsRule = { allowed: bishopDropAllowed };
