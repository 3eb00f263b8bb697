/**
 * "You cannot swap back two cats you've swapped the previous turn." — the
 * core's `noSwapBack` hook: each side remembers the two squares it swapped on
 * its previous turn (in the position text) and may not swap that pair on its next turn.
 */
export const NO_SWAP_BACK = true;
