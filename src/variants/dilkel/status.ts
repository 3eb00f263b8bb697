/**
 * The state of play: last player standing, stalemate, and the draws every
 * program needs (threefold repetition, `drawAfterPlies`).
 */
import type { Status } from '../../core/variant.js';
import type { DilkelEndReason } from './position.js';
import type { DilkelPlayer } from './seating.js';
import type { DilkelEngine } from './engine.js';
import { fromEngine } from './position.js';
import { DILKEL_PLAYERS } from './seating.js';

/** Status of the engine's current position. */
export function engineStatus(e: DilkelEngine): Status<DilkelPlayer, DilkelEndReason> {
  const eliminated = fromEngine(e).eliminated;
  // Every king in check (any player's, not only the mover's), for a UI to highlight.
  const kings: string[] = [];
  for (let s = 0; s < e.t.seats; s++) if (e.inCheck(s)) kings.push(e.t.board.names[e.king[s] as number] as string);
  const checks = kings.length > 0 ? { checks: kings } : {}; // absent when no king is in check
  // "The remaining players subsequently continue until there is only one player left who is THE WINNER."
  if (e.remaining() <= 1) {
    return { over: true, winner: DILKEL_PLAYERS[e.turn] as DilkelPlayer, reason: 'last-player-standing', eliminated, ...checks };
  }
  // "If any player is not in CHECK, but when his turn arises he cannot move any piece without being
  // himself in CHECK the game is STALEMATED, ie a draw." (A checkmated player never reaches its turn: it is eliminated.)
  if (e.legal(e.turn, new Int32Array(1), true) === 0) return { over: true, draw: 'stalemate', reason: 'stalemate', eliminated, ...checks };
  if (e.drawByRepetition()) return { over: true, draw: 'threefold-repetition', reason: 'threefold-repetition', eliminated, ...checks };
  if (e.drawByPlies()) return { over: true, draw: 'draw-after-plies', reason: 'draw-after-plies', eliminated, ...checks };
  return { over: false, turn: DILKEL_PLAYERS[e.turn] as DilkelPlayer, check: e.inCheck(e.turn), ...checks, eliminated };
}
