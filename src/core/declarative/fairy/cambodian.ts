/**
 * Cambodian first moves (Ouk Chatrang; Fairy-Stockfish `cambodianMoves`): while its gate stands
 * (`DEde` in the FEN's castling field), the king may leap like a knight to the rank in front of it
 * (not out of check), and the met (fers) may step two squares straight ahead, both to empty
 * squares. Moving takes the gate away; a rook arriving on the king's rank or file takes the king's.
 */
import { attacked } from './attacks.js';
import { encodeMove, SPECIAL } from './move-code.js';
import type { RuleState } from './rule-state.js';
import { castlingField } from './castling-field.js';

/** Writes the cambodian first moves of the side to move; returns the new end. */
export function generateCambodian(s: RuleState, out: Int32Array, k: number): number {
  const c = s.c, us = s.side, files = c.files, cells = s.cells;
  const up = us === 0 ? 1 : -1;
  const ks = s.kingSq[us] as number;
  if (ks >= 0 && s.gate[ks] === 1 && !attacked(c, cells, ks, us ^ 1)) {
    const r = Math.floor(ks / files) + up, f = ks % files;
    for (const df of [-2, 2]) {
      const ff = f + df;
      if (r < 0 || r >= c.ranks || ff < 0 || ff >= files) continue;
      const to = r * files + ff;
      if (cells[to] === 0 && c.regionOk[(cells[ks] as number) * c.n + to] === 1) out[k++] = encodeMove(ks, to, SPECIAL);
    }
  }
  for (let sq = 0; sq < c.n; sq++) {
    if (s.gate[sq] !== 1) continue;
    const cell = cells[sq] as number;
    if (cell < 2 || ((cell - 2) & 1) !== us || c.rules.isMet[(cell - 2) >> 1] !== 1) continue;
    const r = Math.floor(sq / files) + 2 * up;
    if (r < 0 || r >= c.ranks) continue;
    const to = r * files + (sq % files);
    if (cells[to] === 0) out[k++] = encodeMove(sq, to, SPECIAL);
  }
  return k;
}

/** The cambodian first moves as a rule file (rule-files.ts). */
export const cambodianRule = { moves: generateCambodian, field: castlingField };
