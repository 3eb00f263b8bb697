/**
 * The start position. "The two players set out their men on the black squares
 * of the first three rows of squares on the board […] Black always begins":
 * Black's 12 men on 1–12, White's on 21–32.
 */
import { resolveOptions } from './options.js';
import type { DraughtsOptions, DraughtsPosition } from './types.js';

/** The 32 squares at the start, square 1 first. */
export const START_SQUARES = 'bbbbbbbbbbbb........wwwwwwwwwwww';

/** The start position with the given options (checked, defaults filled in). */
export function startPosition(options?: DraughtsOptions): DraughtsPosition {
  const { capture, drawAfterPlies } = resolveOptions(options);
  return { variant: 'draughts', turn: 'black', squares: START_SQUARES, capture, drawAfterPlies, quietPlies: 0, repetition: [] };
}
