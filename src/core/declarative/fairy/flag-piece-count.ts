/**
 * Has a side reached its flag region (Fairy-Stockfish's `flag_reached`, position.h)? With
 * `flagPieceCount` N, N of its flag pieces must stand in the region (kono 7, knights-halma 9); with
 * `flagPieceBlockedWin`, one is enough when every square of the region is taken (by anyone).
 * `flagPieceSafe` (flag-safe.ts) looks at the pieces only when exactly N are there: then each must
 * be safe, while a surplus of flag pieces reaches the flag whatever attacks them, as there.
 */
import { unsafeFlag } from './flag-safe.js';
import type { RuleState } from './rule-state.js';

export function flagReached(s: RuleState, side: number): boolean {
  const c = s.c, rules = c.rules, region = rules.flagRegion[side as 0 | 1];
  if (!region) return false;
  const fp = rules.flagPiece[side as 0 | 1], want = rules.flagPieceCount;
  let count = 0, full = true;
  for (let sq = 0; sq < c.n; sq++) {
    if (region[sq] !== 1) continue;
    const cell = s.cells[sq] as number;
    if (cell < 2) { full = false; continue; }
    if (((cell - 2) & 1) === side && (fp < 0 || (cell - 2) >> 1 === fp)) count++;
  }
  if (count === 0 || (count < want && !(rules.flagPieceBlockedWin && full))) return false;
  if (count === want) {
    for (let sq = 0; sq < c.n; sq++) {
      const cell = s.cells[sq] as number;
      if (region[sq] === 1 && cell >= 2 && ((cell - 2) & 1) === side && (fp < 0 || (cell - 2) >> 1 === fp) && unsafeFlag(s, side, sq)) return false;
    }
  }
  return true;
}

/** Flags as a rule file (rule-files.ts): a game without a flag region never bundles this file. */
export const flagsRule = { reached: flagReached } as const;
