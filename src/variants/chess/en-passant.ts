/**
 * En passant, a chess rule of its own.
 *
 * Rulebook (FIDE 3.7.4.1): "A pawn occupying a square on the same rank as and
 * on an adjacent file to an opponent's pawn which has just advanced two
 * squares in one move from its original square may capture this opponent's
 * pawn as though the latter had been moved only one square. This capture is
 * only legal on the move following this advance."
 *
 * Both pawns leave their squares at once, so pins along the rank (or a
 * diagonal uncovered by the captured pawn) are found by trying the capture
 * on the board and testing the king: a rare move, an exact test.
 */
import { EN_PASSANT, encodeMove, NE, NW, PAWN, SE, SW, WHITE } from './codes.js';
import type { ChessBoard } from './board-state.js';

/** Square of the pawn captured en passant on `ep` by `side`. */
export const epVictim = (ep: number, side: number): number => (side === WHITE ? ep - 8 : ep + 8);

/** Is the capture `from` → `ep` by the side to move legal (king not left attacked)? */
export function enPassantIsLegal(s: ChessBoard, from: number, ep: number): boolean {
  const b = s.sq;
  const us = s.turn;
  // Without a royal king to expose (antichess, horde's White) every en passant capture stands.
  if (!s.royal || s.epByMovement || s.kingSq[us >> 3]! > 63) return true;
  const victim = epVictim(ep, us);
  const pawn = b[from]!;
  const captured = b[victim]!;
  b[from] = 0;
  b[victim] = 0;
  b[ep] = pawn;
  const safe = !s.attacked(s.kingSq[us >> 3]!, us ^ 8);
  b[from] = pawn;
  b[victim] = captured;
  b[ep] = 0;
  return safe;
}

/** Adds the legal en passant captures onto `s.ep` to `out` from index `n`. */
export function generateEnPassant(s: ChessBoard, out: Int32Array, n: number): number {
  const ep = s.ep;
  const next = s.tables.next;
  const pawn = s.turn | PAWN;
  // Capturers stand diagonally behind the target square, seen from the mover.
  const a = next[(s.turn === WHITE ? SW : NW) * 64 + ep]!;
  const c = next[(s.turn === WHITE ? SE : NE) * 64 + ep]!;
  if (a >= 0 && s.sq[a] === pawn && enPassantIsLegal(s, a, ep)) out[n++] = encodeMove(a, ep, EN_PASSANT);
  if (c >= 0 && s.sq[c] === pawn && enPassantIsLegal(s, c, ep)) out[n++] = encodeMove(c, ep, EN_PASSANT);
  return n;
}

/**
 * Whether the side to move has a legal en passant capture onto `ep`. Used to
 * record the en passant square only when the capture really exists.
 */
export function enPassantAvailable(s: ChessBoard, ep: number): boolean {
  const next = s.tables.next;
  const victim = epVictim(ep, s.turn);
  if (s.sq[victim] !== ((s.turn ^ 8) | PAWN) || s.sq[ep] !== 0) return false;
  const pawn = s.turn | PAWN;
  const a = next[(s.turn === WHITE ? SW : NW) * 64 + ep]!;
  const c = next[(s.turn === WHITE ? SE : NE) * 64 + ep]!;
  return (a >= 0 && s.sq[a] === pawn && enPassantIsLegal(s, a, ep)) || (c >= 0 && s.sq[c] === pawn && enPassantIsLegal(s, c, ep));
}
