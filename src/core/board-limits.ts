/**
 * How big a board may be. Building a board compiles every ray (a table that
 * grows with nodes × board width), so a size with no limit is a way to run
 * Node out of memory: `rect(1e5, 1e5)` would ask for ten billion squares.
 * Every real game is far inside these limits (the largest built in is
 * international draughts' 10 x 10; `defineGame` allows 26 x 99).
 */
import { describe, fail } from './errors.js';

/** Most nodes a board may have (`createBoard`, `lattice`, and so every builder). */
export const MAX_BOARD_NODES = 10_000;

/** Widest and tallest `rect`: files and ranks are whole numbers from 1 to this. */
export const MAX_RECT_SIDE = 100;

/** Largest `diamond` radius (a radius-50 diamond has 5,101 points). */
export const MAX_DIAMOND_RADIUS = 50;

/** Most directions a board may have. */
export const MAX_DIRECTIONS = 64;

/** A whole number from `min` to `max`, else `INVALID_BOARD` naming `what`. */
export function requireBoardSize(value: unknown, min: number, max: number, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    fail('INVALID_BOARD', `${what} must be a whole number from ${min} to ${max}, got ${typeof value === 'number' ? String(value) : describe(value)}`);
  }
  return value;
}
