/**
 * Fairy-Stockfish's `flagPieceSafe` (dobutsu's try rule): a flag piece in its flag region counts only
 * when the other side cannot take it there. With `flagMove` the test applies only to the side that
 * has just moved (Fairy-Stockfish's flag_reached).
 */
import { attacked } from './attacks.js';
import type { RuleState } from './rule-state.js';

/** Is `side`'s flag piece on `sq` one that does not count yet, because the other side attacks it? */
export function unsafeFlag(s: RuleState, side: number, sq: number): boolean {
  const rules = s.c.rules;
  if (!rules.flagPieceSafe || (rules.flagMove && side === s.side)) return false;
  return attacked(s.c, s.cells, sq, side ^ 1);
}
