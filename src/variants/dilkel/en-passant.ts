/**
 * En passant: "This rule only applies to players directly opposite each
 * other." A double step records the square passed over (per seat); the
 * opposite player may capture onto it on its next turn, and the right lapses
 * when that player's turn has passed (see make in engine.ts).
 */
import type { DilkelState } from './engine-state.js';
import { EN_PASSANT, encodeMove } from './move-code.js';
import { PAWN, type DilkelTables } from './tables.js';

/** "This rule only applies to players directly opposite each other." */
export function enPassantMoves(e: DilkelState, seat: number, out: Int32Array, c: number): number {
  const opp = e.t.oppositeSeat[seat] as number;
  if (opp < 0) return c;
  const square = e.ep[opp] as number;
  if (square < 0 || e.sq[square] !== 0) return c;
  const victim = e.t.board.next[(e.t.forward[opp] as number) * e.n + square] as number;
  if (victim < 0 || e.sq[victim] !== opp * 8 + PAWN) return c;
  const from = e.t.pawnAttackFrom[seat] as { start: Int32Array; nodes: Int32Array };
  for (let i = from.start[square] as number, end = from.start[square + 1] as number; i < end; i++) {
    const s = from.nodes[i] as number;
    if (e.sq[s] === seat * 8 + PAWN) out[c++] = encodeMove(s, square, EN_PASSANT, 0);
  }
  return c;
}

/**
 * Forgets the en passant chances no move can use any more: the opposite
 * player is out, or a neighbour, moving in between, occupied the passed
 * square or took the pawn. A position that plays the same then reads the same
 * (position text, hash, repetition), and its text parses back.
 */
export function dropStaleEnPassant(e: DilkelState): void {
  const { oppositeSeat, forward, board } = e.t;
  for (let s = 0; s < e.t.seats; s++) {
    const square = e.ep[s] as number;
    if (square < 0) continue;
    const opp = oppositeSeat[s] as number;
    const pawn = board.next[(forward[s] as number) * e.n + square] as number;
    if (opp < 0 || (e.out & (1 << opp)) !== 0 || e.sq[square] !== 0 || pawn < 0 || e.sq[pawn] !== s * 8 + PAWN) e.setEp(s, -1);
  }
}

/** The pawn `seat` takes en passant on `square`: the opposite player's pawn one step beyond it (in that player's forward direction). */
export function enPassantVictim(t: DilkelTables, seat: number, square: number): number {
  const opp = t.oppositeSeat[seat] as number;
  return t.board.next[(t.forward[opp] as number) * t.size + square] as number;
}
