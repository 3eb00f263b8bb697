/**
 * A static score for the reference bot (`boardwright/bot`): men and kings
 * counted, a king as one and a half men (it moves both ways), from the point
 * of view of `player`. The same for every game of the family: their positions
 * share the `squares` convention (`b`/`B` black man/king, `w`/`W` white).
 */
const WORTH: Readonly<Record<string, number>> = { b: 1, B: 1.5, w: -1, W: -1.5 };

/**
 * Material balance of `position` for `player` (positive: `player` is ahead).
 * @example
 * ```ts
 * evaluateMaterial(draughts.parse('B:W19,27:BK15'), 'black') // -0.5
 * ```
 */
export function evaluateMaterial(position: { readonly squares: string }, player: string): number {
  let black = 0;
  for (const c of position.squares) black += WORTH[c] ?? 0;
  return player === 'black' ? black : -black;
}
