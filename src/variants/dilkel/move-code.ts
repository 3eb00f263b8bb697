/**
 * Moves as integers for the search layer: from (bits 0–7), to (8–15), flag
 * (16–19) and promotion kind (20–22).
 */

/** Move flags (bits 16–19 of a move integer). */
export const NORMAL = 0, DOUBLE = 1, EN_PASSANT = 2, CASTLE_SHORT = 3, CASTLE_LONG = 4;

/** Packs a move: from, to, flag, promotion kind (0 for none). */
export const encodeMove = (from: number, to: number, flag: number, promo: number): number => from | (to << 8) | (flag << 16) | (promo << 20);
/** Origin square of a move integer. */
export const moveFrom = (m: number): number => m & 255;
/** Target square of a move integer. */
export const moveTo = (m: number): number => (m >> 8) & 255;
/** Flag of a move integer. */
export const moveFlag = (m: number): number => (m >> 16) & 15;
/** Promotion kind of a move integer (0 for none). */
export const movePromo = (m: number): number => (m >> 20) & 7;
