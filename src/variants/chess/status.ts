/**
 * The end of the game: checkmate, stalemate, insufficient material,
 * repetition and the move-count rules, with FIDE's split between automatic
 * draws (fivefold, 75 moves) and draws a player may claim (threefold, 50 moves).
 */
import type { Status } from '../../core/variant.js';
import { occurrences } from '../../core/repetition.js';
import { insufficientMaterial } from './insufficient-material.js';
import { scratch } from './scratch.js';
import type { ChessPosition } from './types.js';

/**
 * The status of a position.
 *
 * - FIDE 5.1.1 checkmate wins; 5.2.1 stalemate draws; 5.2.2 a dead position
 *   (insufficient material) draws.
 * - FIDE 9.6.1 "the same position has appeared … at least five times" and
 *   9.6.2 "any series of at least 75 moves … without the movement of any pawn
 *   and without any capture" (unless the last move mated) end the game.
 * - FIDE 9.2 threefold repetition and 9.3 the 50-move rule may be claimed,
 *   also before the move that would complete them ("claimableDraw").
 *
 * Positions repeat when pieces, side to move, castling rights and the
 * possibility of en passant are the same (the hash covers exactly these).
 */
export function chessStatus(position: ChessPosition): Status {
  const { state, moves, replies } = scratch(position);
  const count = state.generate(moves);
  const check = state.checkers > 0;
  const turn = position.turn;
  const other = turn === 'white' ? 'black' : 'white';
  if (count === 0) {
    return check ? { over: true, winner: other, reason: 'checkmate' } : { over: true, draw: 'stalemate', reason: 'stalemate' };
  }
  if (insufficientMaterial(position.board)) return { over: true, draw: 'insufficient-material', reason: 'insufficient-material' };
  const hash = state.hash();
  const seen = occurrences(position.keys, hash);
  if (seen >= 5) return { over: true, draw: 'fivefold-repetition', reason: 'fivefold-repetition' };
  if (position.halfmove >= 150) return { over: true, draw: 'seventy-five-move-rule', reason: 'seventy-five-move-rule' };

  let claim: 'threefold-repetition' | 'fifty-move-rule' | undefined;
  if (seen >= 3) claim = 'threefold-repetition';
  else if (position.halfmove >= 100) claim = 'fifty-move-rule';
  else if (position.keys.length >= 2 || position.halfmove >= 99) {
    // Claim before the move: some legal move would complete the repetition or the 50 moves.
    // (A third occurrence needs two earlier ones in the keys; 50 moves need a clock of 99.)
    let fifty = false;
    for (let i = 0; i < count && claim === undefined; i++) {
      state.make(moves[i]!);
      const reversible = state.halfmove !== 0;
      if (reversible) {
        const after = state.hash();
        let times = after === hash ? 2 : 1;
        for (const k of position.keys) if (k === after) times++;
        if (times >= 3) claim = 'threefold-repetition';
        // A move that reaches 100 half-moves counts unless it ends the game by mate or stalemate.
        if (!fifty && state.halfmove >= 100 && state.generate(replies) > 0) fifty = true;
      }
      state.unmake();
    }
    if (claim === undefined && fifty) claim = 'fifty-move-rule';
  }
  const base = { over: false as const, turn, check };
  return claim === undefined ? base : { ...base, claimableDraw: claim };
}
