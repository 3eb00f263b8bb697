/**
 * Legality of one named move without generating every legal move: the
 * piece's movement is checked against the tables, then the piece is moved on
 * the board and the king tested. `play` with a move object or UCI uses this, so it costs
 * about one make/unmake instead of a full move generation.
 */
import { BISHOP, CASTLE, DOUBLE_PUSH, EN_PASSANT, encodeMove, KING, KNIGHT, N, NE, NW, PAWN, QUEEN, ROOK, S, SE, SW, WHITE } from './codes.js';
import { generateCastles } from './castling.js';
import { enPassantIsLegal } from './en-passant.js';
import type { ChessBoard } from './board-state.js';

/** Result of {@link findLegal} when the move is a promotion but no piece was named. */
export const NEEDS_PROMOTION = -2;


/** Is `to` reached by a slide of the piece on `from` along one of `dirs` (path clear)? */
function slides(s: ChessBoard, from: number, to: number, dirs: ArrayLike<number>): boolean {
  const t = s.tables, b = s.sq;
  for (let j = 0; j < dirs.length; j++) {
    const slot = dirs[j]! * 64 + from;
    for (let i = t.rayStart[slot]!, e = i + t.rayLength[slot]!; i < e; i++) {
      const x = t.rayNodes[i]!;
      if (x === to) return true;
      if (b[x] !== 0) break;
    }
  }
  return false;
}

/** The move `from` → `to` of the piece on `from` by its movement alone (ignoring king safety), or -1 / NEEDS_PROMOTION. */
function pseudoLegal(s: ChessBoard, from: number, to: number, promotion: number): number {
  const b = s.sq, us = s.turn, t = s.tables;
  const p = b[from]!;
  if (p === 0 || (p & 8) !== us || from === to) return -1;
  const q = b[to]!;
  if (q !== 0 && (q & 8) === us) return -1;
  const type = p & 7;
  if (type !== PAWN && promotion >= 0) return -1;
  switch (type) {
    case KNIGHT: {
      for (let i = t.knight.start[from]!, e = t.knight.start[from + 1]!; i < e; i++) if (t.knight.nodes[i] === to) return encodeMove(from, to, 0);
      return -1;
    }
    case KING: {
      for (let i = t.king.start[from]!, e = t.king.start[from + 1]!; i < e; i++) if (t.king.nodes[i] === to) return encodeMove(from, to, 0);
      const castle = encodeMove(from, to, CASTLE);
      if (s.castling === 0 || s.inCheck()) return -1;
      const castleBuffer = new Int32Array(2); // only for a king moving two squares
      const n = generateCastles(s, castleBuffer, 0);
      for (let i = 0; i < n; i++) if (castleBuffer[i] === castle) return castle;
      return -1;
    }
    case BISHOP: return slides(s, from, to, t.bishopDirs) ? encodeMove(from, to, 0) : -1;
    case ROOK: return slides(s, from, to, t.rookDirs) ? encodeMove(from, to, 0) : -1;
    case QUEEN: return slides(s, from, to, t.queenDirs) ? encodeMove(from, to, 0) : -1;
    default: {
      const next = t.next;
      const fwd = us === WHITE ? N : S;
      const last = us === WHITE ? 7 : 0;
      let flag = -1;
      const t1 = next[fwd * 64 + from]!;
      if (to === t1 && q === 0) flag = 0;
      else if (q === 0 && b[t1] === 0 && from >> 3 === (us === WHITE ? 1 : 6) && to === next[fwd * 64 + t1]) flag = DOUBLE_PUSH;
      else if (to === next[(us === WHITE ? NE : SE) * 64 + from] || to === next[(us === WHITE ? NW : SW) * 64 + from]) {
        if (q !== 0) flag = 0;
        // En passant never promotes (the target square is on the sixth or third rank): a promotion letter makes it another move.
        else if (to === s.ep) return promotion < 0 && enPassantIsLegal(s, from, to) ? encodeMove(from, to, EN_PASSANT) : -1;
      }
      if (flag < 0) return -1;
      if (to >> 3 === last) return promotion < 0 ? NEEDS_PROMOTION : encodeMove(from, to, promotion);
      return promotion >= 0 ? -1 : encodeMove(from, to, flag);
    }
  }
}

/**
 * The legal move `from` → `to` (with `promotion` flag, or -1), encoded, or -1
 * if there is none, or {@link NEEDS_PROMOTION}. `check` is 0 when the caller
 * knows the side to move is not in check (1 in check, -1 not known).
 */
export function findLegal(s: ChessBoard, from: number, to: number, promotion: number, check = -1): number {
  const m = pseudoLegal(s, from, to, promotion);
  if (m < 0) return m;
  const flag = m >> 12;
  if (flag === CASTLE || flag === EN_PASSANT) return m; // already fully checked
  const b = s.sq, us = s.turn;
  const piece = b[from]!, captured = b[to]!;
  // Not in check and not on a line from the own king: moving this piece uncovers no line to the
  // king and cannot put it in check, so no attack scan is needed.
  if (check === 0 && (piece & 7) !== KING) {
    // Not in check: only the line from the king through `from` can open (a pin).
    const t = s.tables, k = s.kingSq[us >> 3]!, d = t.lineDir[k * 64 + from]!;
    if (d < 0) return m;
    const slot = d * 64 + k, them = us ^ 8;
    for (let i = t.rayStart[slot]!, e = i + t.rayLength[slot]!; i < e; i++) {
      const x = t.rayNodes[i]!;
      if (x === to) return m; // still blocked, or the pinner captured
      if (x === from) continue;
      const p = b[x]!;
      if (p !== 0) return p === (them | QUEEN) || p === (them | (t.sliderKind[d] === 1 ? ROOK : BISHOP)) ? -1 : m;
    }
    return m;
  }
  // Move the piece on the board alone (no hash or undo bookkeeping) and test the king.
  b[from] = 0;
  b[to] = piece;
  const safe = !s.attacked((piece & 7) === KING ? to : s.kingSq[us >> 3]!, us ^ 8);
  b[from] = piece;
  b[to] = captured;
  return safe ? m : -1;
}

/**
 * Castling written the Chess960 way, as the king taking its own rook (`e1h1`, `e8a8`): the
 * legal castling move, or -1. Standard chess reads this form too (UCI engines in Chess960 mode
 * and lichess send it), and writes the king's two-square move.
 */
export function castleAsKingTakesRook(s: ChessBoard, from: number, to: number): number {
  const b = s.sq, us = s.turn;
  if (b[from] !== (us | KING) || b[to] !== (us | ROOK) || from !== (us === WHITE ? 4 : 60)) return -1;
  if (to !== from + 3 && to !== from - 4) return -1;
  const m = findLegal(s, from, to > from ? from + 2 : from - 2, -1);
  return m >= 0 && m >> 12 === CASTLE ? m : -1;
}
