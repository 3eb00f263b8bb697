/**
 * Shatar's mate rule (Fairy-Stockfish `shatarMateRule`): a mate given by knights alone does not win
 * (it counts for the mated side); a mate counts when a check by a knight, rook or bers (a "shak")
 * gives it. As implemented: only the checks of the mating move are looked at (Fairy-Stockfish also
 * looks back along a series of checks); a mate without a shak is a draw. A rule file
 * (rule-files.ts): only the games with the rule bundle it.
 */
import { attackers } from './attacks.js';
import type { RuleState } from './rule-state.js';

/** The worth of the mate on the board for the side to move, mated, where a plain mate is worth `value`. */
function shatarMateValue(s: RuleState, value: number): number {
  const c = s.c, list: number[] = [];
  attackers(c, s.cells, s.kingSq[s.side] as number, s.side ^ 1, list);
  const names = list.map((sq) => c.builtin[((s.cells[sq] as number) - 2) >> 1]);
  if (names.every((b) => b === 'knight')) return -value;
  return names.some((b) => b === 'knight' || b === 'rook' || b === 'bers') ? value : 0;
}

/** The mate rule as a rule file. */
export const shatarMateRule = { value: shatarMateValue } as const;
