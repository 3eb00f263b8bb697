/**
 * Moves by the pieces' movement alone, for variants whose legality is not chess's king safety
 * (antichess: kings are ordinary; horde: White has no king to protect). Uses the chess engine's
 * tables and its pawn generator; en passant onto the state's square; no castling.
 */
import { BISHOP, EN_PASSANT, KING, KNIGHT, NE, NW, PAWN, ROOK, SE, SW, WHITE } from '../codes.js';
import { generatePawnMoves } from '../pawns.js';
import type { ChessBoard } from '../board-state.js';

const NO_MASK = /* @__PURE__ */ new Int32Array(64);

/** Adds every move of the side to move by movement alone to `out` from index `n`. */
export function generatePseudoLegal(s: ChessBoard, out: Int32Array, n: number): number {
  const b = s.sq, us = s.turn, t = s.tables, next = t.next;
  const rs = t.rayStart, rl = t.rayLength, rn = t.rayNodes;
  for (let from = 0; from < 64; from++) {
    const p = b[from]!;
    if (p === 0 || (p & 8) !== us) continue;
    const type = p & 7;
    if (type === PAWN) { n = generatePawnMoves(b, next, us, from, -1, false, NO_MASK, 0, out, n); continue; }
    if (type === KNIGHT || type === KING) {
      const table = type === KNIGHT ? t.knight : t.king;
      for (let i = table.start[from]!, e = table.start[from + 1]!; i < e; i++) {
        const x = table.nodes[i]!, q = b[x]!;
        if (q === 0 || (q & 8) !== us) out[n++] = from | (x << 6);
      }
      continue;
    }
    const dirs = type === ROOK ? t.rookDirs : type === BISHOP ? t.bishopDirs : t.queenDirs;
    for (let j = 0; j < dirs.length; j++) {
      const slot = dirs[j]! * 64 + from;
      for (let i = rs[slot]!, e = i + rl[slot]!; i < e; i++) {
        const x = rn[i]!, q = b[x]!;
        if (q === 0) { out[n++] = from | (x << 6); continue; }
        if ((q & 8) !== us) out[n++] = from | (x << 6);
        break;
      }
    }
  }
  const ep = s.ep;
  if (ep >= 0) {
    const pawn = us | PAWN;
    const a = next[(us === WHITE ? SW : NW) * 64 + ep]!, c = next[(us === WHITE ? SE : NE) * 64 + ep]!;
    if (a >= 0 && b[a] === pawn) out[n++] = a | (ep << 6) | (EN_PASSANT << 12);
    if (c >= 0 && b[c] === pawn) out[n++] = c | (ep << 6) | (EN_PASSANT << 12);
  }
  return n;
}
