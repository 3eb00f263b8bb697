/**
 * Material counting (Fairy-Stockfish `materialCounting`): a game that would end drawn by an
 * adjudicating rule is scored by the material on the board instead. As Fairy-Stockfish's
 * position.h `material_counting_result` decides it:
 *
 * - `janggi`: points 13 per chariot (rook), 7 per cannon, 5 per horse, 3 per elephant, 3 per guard
 *   (wazir), 2 per soldier; Black gets 1.5 points for moving second, so White wins with more
 *   points and Black with as many or more (White's total minus Black's, minus one, above zero);
 * - `unweighted`: the side with more pieces on the board wins, equal counts draw;
 * - `whitedrawodds` / `blackdrawodds`: White / Black wins (armageddon).
 *
 * Fairy-Stockfish applies it to the game end by two passes in a row or bikjang, to a stalemate
 * worth a draw and to the n-move and n-fold rules when they would draw.
 */
import type { Compiled } from './compile.js';
import type { RuleState } from './rule-state.js';

/** Janggi points by built-in piece name (Fairy-Stockfish counts these piece types only). */
const JANGGI_POINTS: ReadonlyMap<string | undefined, number> = new Map([
  ['rook', 13], ['janggiCannon', 7], ['horse', 5], ['janggiElephant', 3], ['wazir', 3], ['soldier', 2],
]);

/** The counted result under `rule` for the side to move: 1 win, -1 loss, 0 draw. */
function countedResult(s: RuleState, rule: NonNullable<Compiled['rules']['materialCounting']>): number {
  const c = s.c;
  let white: number;
  if (rule === 'janggi') {
    let points = -1;
    for (let t = 0; t < c.nt; t++) {
      const weight = JANGGI_POINTS.get(c.builtin[t]) ?? 0;
      points += weight * ((s.count[2 + 2 * t] as number) - (s.count[3 + 2 * t] as number));
    }
    white = points > 0 ? 1 : -1;
  } else if (rule === 'unweighted') {
    white = Math.sign((s.count[0] as number) - (s.count[1] as number));
  } else {
    white = rule === 'whitedrawodds' ? 1 : -1;
  }
  return s.side === 0 ? white : -white;
}

/** Material counting as a rule file (rule-files.ts; counted-draw.ts asks it): a game that does not count never bundles this file. */
export const materialCountingRule = { result: countedResult } as const;
