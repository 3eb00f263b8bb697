/**
 * Where material counting (material-counting.ts, a rule file) scores a drawn end: the n-move and
 * n-fold rules, a stalemate worth a draw, a full board, two passes or bikjangs in a row.
 */
import type { FairyState } from './state.js';

/**
 * The counted result for the side to move: 1 win, -1 loss, 0 draw; `null` when the definition
 * does not count material (the draw stands).
 */
export function materialCountingValue(s: FairyState): number | null {
  const rule = s.c.rules.materialCounting;
  return rule === null ? null : s.files.materialCounting!.result(s, rule);
}

/** A drawn value (0) scored by material counting where the definition asks for it. */
export function countedDraw(s: FairyState, value: number): number {
  return value === 0 ? materialCountingValue(s) ?? 0 : value;
}
