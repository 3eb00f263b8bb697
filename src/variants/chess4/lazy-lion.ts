/**
 * "Usually Lions cannot move." / "Move the Lion … but only is it results in
 * tagging an opponent's cat or swapping with an allied cat. In this case,
 * however, the Lion may move to any direction and even jump over allied cats."
 * The core's per-piece `outcomes` hook: the Lion's moves may only tag or swap.
 * (Another piece may still swap with the Lion: the restriction binds the mover.)
 */
import type { Outcome } from '../../core/declarative/index.js';

/** What a Lion's move may do: tag an opponent or swap with an ally, never simply move. */
export const LION_OUTCOMES: readonly Outcome[] = ['capture', 'swap'];
