/**
 * End of the game. "The first player to take all the opponent's draughtsmen,
 * or to trap the opponent so that he/she cannot move, is the winner." Draws:
 * see draws.ts.
 */
import type { Status } from '../../core/index.js';
import { drawReason } from './draws.js';
import { legalMoves } from './legal.js';
import { opponent, ownerOf } from './pieces.js';
import type { DraughtsEndReason, DraughtsPlayer, DraughtsPosition } from './types.js';

/** Whether the game is over, and why. */
export function draughtsStatus(position: DraughtsPosition): Status<DraughtsPlayer, DraughtsEndReason> {
  const hasPieces = [...position.squares].some((c) => ownerOf(c) === position.turn);
  if (!hasPieces) return { over: true, winner: opponent(position.turn), reason: 'no-pieces' };
  const draw = drawReason(position);
  if (draw === undefined && legalMoves(position).length === 0) return { over: true, winner: opponent(position.turn), reason: 'no-moves' };
  if (draw !== undefined) {
    // Trapped or out of pieces takes precedence over a draw reached on the same ply.
    if (legalMoves({ ...position, repetition: [], quietPlies: 0 }).length === 0) return { over: true, winner: opponent(position.turn), reason: 'no-moves' };
    return { over: true, draw, reason: draw };
  }
  return { over: false, turn: position.turn };
}
