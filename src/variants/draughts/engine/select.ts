/** The search state a family position gets: the word path when its rules fit it, else the square-indexed one. */
import type { FamilyContext, FamilyState } from './context.js';
import { FamilySearch } from './search.js';
import type { FamilyPosition } from './types.js';

/** The search state of `position` under the compiled rules. */
export function familyWordOrSquares(ctx: FamilyContext, position: FamilyPosition): FamilyState {
  // The word path keeps no endgame counter: a position carrying one goes to the square-indexed state.
  return ctx.wordPath && (position.endgamePlies ?? 0) === 0 ? ctx.wordPath.search(ctx, position) : new FamilySearch(ctx.rules, ctx.geometry, position);
}
