/**
 * Sittuyin's promotion stalemate (Fairy-Stockfish's optional game end "sittuyin stalemate due to
 * optional promotion", its rule 3.9 c.7): a side with only two pieces on the board, one of them a
 * pawn, not in check, whose every legal move is a promotion may claim a draw. Promotion is never
 * compulsory in sittuyin, so being left with nothing else counts like a stalemate — but, as every
 * optional end of Fairy-Stockfish, only when claimed: the game goes on otherwise.
 */
import { moveKind, PROMOTION } from './move-code.js';
import type { RuleState } from './rule-state.js';

/** Whether the side to move of `s` may claim the promotion stalemate; `list[0, n)` its legal moves. */
export function promotionStalemate(s: RuleState, list: Int32Array, n: number, inCheck: boolean): boolean {
  const c = s.c, us = s.side;
  if (!c.rules.sittuyinPromotion || inCheck || n === 0 || s.count[us] !== 2) return false;
  let pawns = 0;
  for (let t = 0; t < c.nt; t++) if (c.rules.isPawn[t] === 1) pawns += s.count[2 + 2 * t + us] as number;
  if (pawns !== 1) return false;
  for (let i = 0; i < n; i++) if (moveKind(list[i] as number) !== PROMOTION) return false;
  return true;
}
