/**
 * Fairy-Stockfish's `adjudicateFullBoard` (position.cpp is_immediate_game_end: "board running
 * full"): a game whose board has no empty square left is over, scored by its material counting
 * (Othello, ataxx: the side with more pieces wins), else drawn. Walls count as filled.
 */
import { countedDraw } from './counted-draw.js';
import type { FairyEnd } from './fairy-end.js';
import type { FairyState } from './state.js';

/** The end of a game whose board is full, or null. */
export function fullBoardEnd(s: FairyState): FairyEnd | null {
  const cells = s.cells;
  for (let sq = 0; sq < cells.length; sq++) if (cells[sq] === 0) return null;
  return { value: countedDraw(s, 0), reason: 'full-board' };
}
