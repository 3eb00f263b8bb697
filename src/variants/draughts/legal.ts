/**
 * The legal-move list under the capture rule. "DRAUGHTSMEN MUST BE TAKEN WHEN
 * POSSIBLE": with `capture: 'mandatory'` a capture, when one exists, is the only
 * kind of move; with `'huffing'` every move is listed and a missed capture is
 * punished afterwards (see huffing.ts). "If there are several different
 * draughtsmen which can be taken, a player is free to choose": every capture
 * chain is listed, long or short (no majority rule).
 */
import { drawReason } from './draws.js';
import { huffEntries } from './huffing.js';
import { ordinaryMoves } from './moves.js';
import type { DraughtsMove, DraughtsPosition } from './types.js';

/** All legal moves; none when the game is drawn. */
export function legalMoves(position: DraughtsPosition): DraughtsMove[] {
  if (drawReason(position) !== undefined) return [];
  const { captures, steps } = ordinaryMoves(position.squares, position.turn);
  if (position.mustCapture || position.capture === 'mandatory') return captures.length > 0 ? captures : steps;
  return [...huffEntries(position), ...captures, ...steps];
}
