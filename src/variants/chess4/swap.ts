/**
 * "If your piece move to a space occupied by an allied piece, they swap
 * positions." and "You may move one piece on to a second piece and swap them
 * even if the second couldn't naturally move in that direction." — the core's
 * `allies: 'swap'` hook: landing on an ally swaps, whatever the ally's own directions.
 */
export const SWAP_WITH_ALLIES = 'swap' as const;
