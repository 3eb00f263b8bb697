/**
 * Whether a move just made gives check, found from the move alone: the moved
 * piece's own attack on the king, or a line it uncovered (a discovered check).
 * Cheaper than a full attack scan of the king square; castling and en passant
 * (which move a second piece) take the full scan.
 */
import { CASTLE, EN_PASSANT, KNIGHT, NE, NW, PAWN, QUEEN, ROOK, BISHOP, SE, SW, WHITE } from './codes.js';
import { findLegal } from './single-move.js';
import type { ChessState } from './state.js';

/** Is the piece `p` a slider of colour `by` moving along direction `d` (`sk` the tables' sliderKind)? */
const slidesAlong = (p: number, by: number, sk: Int8Array, d: number): boolean => p === (by | QUEEN) || p === (by | (sk[d] === 1 ? ROOK : BISHOP));

/** After the state made the legal move `m`: is the side now to move in check? */
export function inCheckAfter(s: ChessState, m: number): boolean {
  const flag = m >> 12;
  if (flag === CASTLE || flag === EN_PASSANT) return s.inCheck();
  const from = m & 63, to = (m >> 6) & 63;
  const b = s.sq, t = s.tables, mover = s.turn ^ 8, k = s.kingSq[s.turn >> 3]!;
  const rs = t.rayStart, rl = t.rayLength, rn = t.rayNodes, sk = t.sliderKind;
  const piece = b[to]!, type = piece & 7;
  // The moved (or promoted) piece attacking the king itself.
  if (type === PAWN) {
    const next = t.next;
    if (mover === WHITE ? k === next[NE * 64 + to] || k === next[NW * 64 + to] : k === next[SE * 64 + to] || k === next[SW * 64 + to]) return true;
  } else if (type === KNIGHT) {
    for (let i = t.knight.start[to]!, e = t.knight.start[to + 1]!; i < e; i++) if (t.knight.nodes[i] === k) return true;
  } else if (type === QUEEN || type === ROOK || type === BISHOP) {
    const d = t.lineDir[to * 64 + k]!;
    if (d >= 0 && (type === QUEEN || (sk[d] === 1) === (type === ROOK))) {
      const slot = d * 64 + to;
      for (let i = rs[slot]!, e = i + rl[slot]!; i < e; i++) {
        const x = rn[i]!;
        if (x === k) return true;
        if (b[x] !== 0) break;
      }
    }
  }
  // A line from the king through the square the piece left.
  const d = t.lineDir[k * 64 + from]!;
  if (d < 0) return false;
  const slot = d * 64 + k;
  for (let i = rs[slot]!, e = i + rl[slot]!; i < e; i++) {
    const p = b[rn[i]!]!;
    if (p !== 0) return slidesAlong(p, mover, sk, d);
  }
  return false;
}

/**
 * The SAN check mark of the legal move `m` the state just made: `+`, `#` or nothing.
 * A checked king that can step away is not mated, which settles most checks without
 * generating every reply (`scratch` is the buffer for the rest).
 */
export function checkMarkAfter(s: ChessState, m: number, scratch: Int32Array): string {
  if (!inCheckAfter(s, m)) return '';
  const k = s.kingSq[s.turn >> 3]!, ks = s.tables.king.start, kn = s.tables.king.nodes;
  for (let i = ks[k]!, e = ks[k + 1]!; i < e; i++) if (findLegal(s, k, kn[i]!, -1) >= 0) return '+';
  return s.generate(scratch) === 0 ? '#' : '+';
}
