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

/** What a move made changes of the gates (state.ts's FairyState is one). */
export interface GateState extends RuleState {
  dropGate(sq: number, p: number): void;
}

/**
 * After a move of `us`'s piece of type `type` from `from` to `to` at ply `p`: a piece that moves
 * loses its gate, a piece taken on its gate too; a rook on the enemy king's line takes its leap away.
 */
function firstMoveGone(s: GateState, from: number, to: number, type: number, us: number, p: number): void {
  const c = s.c, gate = s.gate;
  if (gate[from] === 1) s.dropGate(from, p);
  if (gate[to] === 1) s.dropGate(to, p);
  const ks = s.kingSq[us ^ 1] as number;
  if (ks >= 0 && gate[ks] === 1 && c.rules.isRook[type] === 1 && (ks % c.files === to % c.files || Math.floor(ks / c.files) === Math.floor(to / c.files))) s.dropGate(ks, p);
}

/** The cambodian first moves as a rule file (rule-files.ts): the moves, the FEN field, and what a move made takes away. */
export const cambodianRule = { moves: generateCambodian, field: castlingField, moved: firstMoveGone };
