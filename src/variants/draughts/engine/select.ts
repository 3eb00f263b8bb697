/** The search state a family position gets: the word path when its rules fit it, else the square-indexed one. */
import type { FamilyContext } from './context.js';
import { FamilyWordSearch } from './family-word.js';
import { FamilySearch } from './search.js';
import type { FamilyPosition } from './types.js';

/** The search state of `position` under the compiled rules. */
export function familyWordOrSquares(ctx: FamilyContext, position: FamilyPosition): FamilySearch | FamilyWordSearch {
  // The word path keeps no endgame counter: a position carrying one goes to the square-indexed state.
  return ctx.word && (position.endgamePlies ?? 0) === 0 ? new FamilyWordSearch(ctx, position) : new FamilySearch(ctx.rules, ctx.geometry, position);
}
