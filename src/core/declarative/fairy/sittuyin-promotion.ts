/**
 * Sittuyin promotion (Fairy-Stockfish's `sittuyinPromotion`; en.wikipedia.org/wiki/Sittuyin): a
 * pawn does not promote by reaching the promotion region; instead, as a move of its own, a pawn in
 * the region — or any pawn when it is the side's last one — turns into a promotion piece (under its
 * `promotionLimit`) either where it stands or on an empty square that piece attacks from there, and
 * never on a square from which the new piece attacks an enemy piece. A promotion that gives check is
 * illegal (generate.ts tests it).
 */
import { CAPTURE, type Compiled } from './compile.js';
import { encodeMove, PROMOTION } from './move-code.js';
import type { RuleState } from './rule-state.js';
import { promotionStalemate } from './sittuyin-draw.js';

/** Appends the sittuyin promotions of the side to move; returns the new end. */
export function generateSittuyinPromotions(s: RuleState, out: Int32Array, at: number): number {
  const c = s.c, rules = c.rules, us = s.side as 0 | 1, cells = s.cells, n = c.n, nt = c.nt;
  const zone = rules.promotionRegion[us], choices = rules.promotionTypes[us];
  let pawns = 0;
  for (let t = 0; t < nt; t++) if (rules.isPawn[t] === 1) pawns += s.count[2 + 2 * t + us] as number;
  let k = at;
  for (let pi = 0, pn = s.count[us] as number; pi < pn; pi++) {
    const from = s.plist[us * n + pi] as number, cell = cells[from] as number;
    if (rules.isPawn[(cell - 2) >> 1] !== 1 || (pawns > 1 && zone[from] !== 1)) continue;
    for (let i = 0; i < choices.length; i++) {
      const pt = choices[i] as number, limit = rules.promotionLimit[pt] as number;
      if (limit > 0 && (s.count[2 + 2 * pt + us] as number) >= limit) continue;
      // The pawn leaves its square for the new piece's look at the board.
      cells[from] = 0;
      if (!attacksEnemy(c, cells, us, pt, from)) out[k++] = encodeMove(from, from, PROMOTION, pt);
      k = forTargets(c, cells, us, pt, from, out, k);
      cells[from] = cell;
    }
  }
  return k;
}

/** The empty squares a piece of type pt attacks from `from`, each a promotion when it attacks no enemy piece from there. */
function forTargets(c: Compiled, cells: Uint8Array, us: number, pt: number, from: number, out: Int32Array, k: number): number {
  const key = (us * c.nt + pt) * c.n + from, ld = c.leapData, rd = c.rayData;
  for (let i = c.leapStart[key] as number, end = c.leapStart[key + 1] as number; i < end; i += 4) {
    const to = ld[i] as number, p1 = ld[i + 2] as number, p2 = ld[i + 3] as number;
    if (!((ld[i + 1] as number) & CAPTURE) || cells[to] !== 0 || (p1 >= 0 && cells[p1] !== 0) || (p2 >= 0 && cells[p2] !== 0)) continue;
    if (!attacksEnemy(c, cells, us, pt, to)) out[k++] = encodeMove(from, to, PROMOTION, pt);
  }
  for (let i = c.rayStart[key] as number, end = c.rayStart[key + 1] as number; i < end;) {
    const mode = rd[i] as number, len = rd[i + 1] as number;
    for (let j = 0; j < len && mode & CAPTURE; j++) {
      const to = rd[i + 2 + j] as number;
      if (cells[to] !== 0) break;
      if (!attacksEnemy(c, cells, us, pt, to)) out[k++] = encodeMove(from, to, PROMOTION, pt);
    }
    i += 2 + len;
  }
  return k;
}

/** Would a piece of side `us` and type pt on `sq` attack an enemy piece (leaps and rider lines)? */
function attacksEnemy(c: Compiled, cells: Uint8Array, us: number, pt: number, sq: number): boolean {
  const key = (us * c.nt + pt) * c.n + sq, ld = c.leapData, rd = c.rayData;
  const enemy = (cell: number): boolean => cell >= 2 && ((cell - 2) & 1) !== us;
  for (let i = c.leapStart[key] as number, end = c.leapStart[key + 1] as number; i < end; i += 4) {
    const p1 = ld[i + 2] as number, p2 = ld[i + 3] as number;
    if ((ld[i + 1] as number) & CAPTURE && enemy(cells[ld[i] as number] as number) && !(p1 >= 0 && cells[p1] !== 0) && !(p2 >= 0 && cells[p2] !== 0)) return true;
  }
  for (let i = c.rayStart[key] as number, end = c.rayStart[key + 1] as number; i < end;) {
    const mode = rd[i] as number, len = rd[i + 1] as number;
    for (let j = 0; j < len && mode & CAPTURE; j++) {
      const cell = cells[rd[i + 2 + j] as number] as number;
      if (cell === 0) continue;
      if (enemy(cell)) return true;
      break;
    }
    i += 2 + len;
  }
  return false;
}

/** Sittuyin promotion as a rule file (rule-files.ts): its promotions, and the promotion stalemate it allows a claim of (sittuyin-draw.ts). */
export const sittuyinRule = { promotions: generateSittuyinPromotions, stalemate: promotionStalemate };
