/**
 * The FEN clocks' range. FEN text holds at most nine digits, so a position
 * object does too, and a move never counts past it (the clock stays at the
 * top): whatever `play` returns, `format` writes text that `parse` reads back.
 * Past 150 half-moves the game is drawn anyway (FIDE 9.6.2).
 */

/** Largest `halfmove` or `fullmove` (nine digits). */
export const MAX_CLOCK = 999_999_999;

/** A clock after a move: it stays at {@link MAX_CLOCK} once there. */
export function clock(value: number): number {
  return value > MAX_CLOCK ? MAX_CLOCK : value;
}
