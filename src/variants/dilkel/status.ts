/**
 * The state of play: last player standing, stalemate, and the draws every
 * program needs (threefold repetition, `drawAfterPlies`).
 */
import type { Status } from '../../core/variant.js';
import type { DilkelEngine } from './engine.js';
import { fromEngine } from './position.js';
import { DILKEL_PLAYERS } from './seating.js';

/** Status of the engine's current position. */
export function engineStatus(e: DilkelEngine): Status {
  const eliminated = fromEngine(e).eliminated;
  // "The remaining players subsequently continue until there is only one player left who is THE WINNER."
  if (e.remaining() <= 1) {
    return { over: true, winner: DILKEL_PLAYERS[e.turn] as string, reason: 'last-player-standing', eliminated };
  }
  // "If any player is not in CHECK, but when his turn arises he cannot move any piece without being
  // himself in CHECK the game is STALEMATED, ie a draw." (A checkmated player never reaches its turn: it is eliminated.)
  if (e.legal(e.turn, new Int32Array(1), true) === 0) return { over: true, draw: 'stalemate', reason: 'stalemate', eliminated };
  if (e.drawByRepetition()) return { over: true, draw: 'threefold-repetition', reason: 'threefold-repetition', eliminated };
  if (e.drawByPlies()) return { over: true, draw: 'draw-after-plies', reason: 'draw-after-plies', eliminated };
  return { over: false, turn: DILKEL_PLAYERS[e.turn] as string, check: e.inCheck(e.turn), eliminated };
}
