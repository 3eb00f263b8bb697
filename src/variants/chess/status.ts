/**
 * The end of the game: checkmate, stalemate, insufficient material,
 * repetition and the move-count rules, with FIDE's split between automatic
 * draws (fivefold, 75 moves) and draws a player may claim (threefold, 50 moves).
 */
import type { Status } from '../../core/variant.js';
import type { ChessColor, ChessEndReason } from './types.js';
import { squareName } from './codes.js';
import { insufficientMaterial } from './insufficient-material.js';
import { fiftyBeforeMove, FIFTY_MOVES, SEVENTY_FIVE_MOVES } from './move-count.js';
import { repetitions, threefoldBeforeMove } from './repetition.js';
import { holds, scratch } from './scratch.js';
import type { ChessState } from './state.js';
import type { ChessPosition } from './types.js';

/**
 * The status of a position.
 *
 * - FIDE 5.1.1 checkmate wins; 5.2.1 stalemate draws; 5.2.2 a dead position
 *   (insufficient material) draws.
 * - FIDE 9.6.1 fivefold repetition and 9.6.2 the 75-move rule end the game
 *   (a mate on the last move still counts: mate is checked first).
 * - FIDE 9.2 threefold repetition and 9.3 the 50-move rule may be claimed,
 *   also before the move that would complete them (`claimableDraw`).
 */
export function chessStatus(position: ChessPosition): Status<ChessColor, ChessEndReason> {
  const { state, moves, replies } = scratch(position);
  const status = statusOf(position, state, moves, replies);
  holds(position); // every test above took its moves back: a following play need not reload
  return status;
}

/**
 * The end of a game whose side to move has no legal move, on the state loaded with it just after
 * `generate` found none: checkmate (FIDE 5.1.1) when in check, else stalemate (5.2.1). `play` asks
 * this of the state it already loaded when a move cannot be found, to refuse it with `GAME_OVER`.
 */
export function noMoveStatus(state: ChessState, turn: ChessColor): Status<ChessColor, ChessEndReason> {
  if (state.checkers === 0) return { over: true, draw: 'stalemate', reason: 'stalemate' };
  return checkmateStatus(state, turn);
}

/**
 * Checkmate of `turn` in the state loaded with the position: the other side wins, and `checks`
 * keeps the mated king's square (docs/building-a-ui.md: a checkmate keeps `checks`, so a UI marks
 * the mated king). Every game of the chess engine, variants included, ends a mate through here.
 */
export function checkmateStatus(state: { readonly kingSq: ArrayLike<number> }, turn: ChessColor): Status<ChessColor, ChessEndReason> {
  return { over: true, winner: turn === 'white' ? 'black' : 'white', reason: 'checkmate', checks: [squareName(state.kingSq[turn === 'white' ? 0 : 1]!)] };
}

function statusOf(position: ChessPosition, state: ChessState, moves: Int32Array, replies: Int32Array): Status<ChessColor, ChessEndReason> {
  const count = state.generate(moves);
  const check = state.checkers > 0;
  if (count === 0) return noMoveStatus(state, position.turn);
  if (insufficientMaterial(position.board)) return { over: true, draw: 'insufficient-material', reason: 'insufficient-material' };
  return repetitionAndMoveRules(position, state, moves, count, replies, check) as Status<ChessColor, ChessEndReason>;
}

/**
 * The end of the game by repetition and the move-count rules (fivefold, 75 moves) or the running
 * game with its claimable draws (threefold, 50 moves), once mate, stalemate and dead positions are
 * ruled out; `moves[0..count)` are the legal moves. Shared with the chess variants (`moveRules`
 * false: no 50- and 75-move rules, as in crazyhouse).
 */
export function repetitionAndMoveRules(position: ChessPosition, state: ChessState, moves: Int32Array, count: number, replies: Int32Array, check: boolean, moveRules = true): Status {
  const turn = position.turn;
  // The king in check, for a UI to highlight (the field is absent when there is none).
  const checks = check && state.kingSq[turn === 'white' ? 0 : 1]! < 64 ? { checks: [squareName(state.kingSq[turn === 'white' ? 0 : 1]!)] } : {};
  const seen = repetitions(state, position.keys);
  if (seen >= 5) return { over: true, draw: 'fivefold-repetition', reason: 'fivefold-repetition' };
  if (moveRules && position.halfmove >= SEVENTY_FIVE_MOVES) return { over: true, draw: 'seventy-five-move-rule', reason: 'seventy-five-move-rule' };
  const base = { over: false as const, turn, check, ...checks };
  if (seen >= 3 || threefoldBeforeMove(state, position.keys, moves, count)) return { ...base, claimableDraw: 'threefold-repetition' };
  if (moveRules && (position.halfmove >= FIFTY_MOVES || fiftyBeforeMove(state, moves, count, replies))) return { ...base, claimableDraw: 'fifty-move-rule' };
  return base;
}
