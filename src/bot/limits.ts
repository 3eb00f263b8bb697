/** Deepest ply from the root, quiescence included: the bot's recursion never goes further. */
export const MAX_PLY = 128;
