/**
 * Does a move give check? Read from the board before the move, for racing kings, where a move
 * that gives check is illegal: the moved piece attacks the enemy king from its landing square
 * (the square it left counts as empty), or it uncovers one of the mover's sliders on a line
 * through the king and leaves that line.
 */
import type { TargetTable } from '../../../core/tables.js';
import { BISHOP, KING, KNIGHT, QUEEN, ROOK } from '../codes.js';
import type { ChessBoard } from '../board-state.js';

/** Is the enemy king on `king` a knight's move away from `to`? */
function knightReaches(knight: TargetTable, to: number, king: number): boolean {
  for (let i = knight.start[to]!, e = knight.start[to + 1]!; i < e; i++) if (knight.nodes[i] === king) return true;
  return false;
}

/**
 * Whether the plain move (no pawn, promotion, castling or en passant) of the mover's piece
 * from `from` to `to` attacks the enemy king on `king` once made; that king must not be in check
 * before it.
 */
export function givesCheck(s: ChessBoard, from: number, to: number, king: number): boolean {
  const b = s.sq, t = s.tables, line = t.lineDir, row = king * 64, us = b[from]! & 8;
  const rs = t.rayStart, rn = t.rayNodes, sk = t.sliderKind;
  const type = b[from]! & 7;
  // The piece itself, from its landing square. (The square it leaves is never between: the
  // piece would attack the king already, and the side not to move is never in check.)
  if (type === KNIGHT) {
    if (knightReaches(t.knight, to, king)) return true;
  } else if (type !== KING) {
    const d = line[row + to]!;
    if (d >= 0 && (type === QUEEN || type === (sk[d] === 1 ? ROOK : BISHOP))) {
      let clear = true;
      for (let i = rs[d * 64 + king]!; ; i++) {
        const x = rn[i]!;
        if (x === to) break;
        if (b[x] !== 0) { clear = false; break; }
      }
      if (clear) return true;
    }
  }
  // A line the piece leaves: the first piece past it, seen from the king, is one of the mover's sliders.
  const d = line[row + from]!;
  if (d < 0 || line[row + to] === d) return false;
  let behind = false;
  for (let i = rs[d * 64 + king]!, e = i + t.rayLength[d * 64 + king]!; i < e; i++) {
    const x = rn[i]!;
    if (x === from) { behind = true; continue; }
    const p = b[x]!;
    if (p === 0) continue;
    if (!behind || (p & 8) !== us) return false;
    const kind = p & 7;
    return kind === QUEEN || kind === (sk[d] === 1 ? ROOK : BISHOP);
  }
  return false;
}
