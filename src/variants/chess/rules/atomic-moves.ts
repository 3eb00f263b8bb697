/**
 * Atomic chess's legal moves, decided from the board without making them.
 *
 * A move is legal when the mover's king survives and afterwards is either not attacked, or
 * stands next to the enemy king, or the enemy king has exploded. Castling is tested as it is
 * generated (the king crosses and reaches no attacked square). Only the king moves a king, and
 * a king never captures, so for every other move the kings stay where they are:
 * - kings that touch stay touching: every move that does not blow up the own king is legal;
 * - a quiet move explodes nothing: chess's rule (a pinned piece stays on its pin line, a checked
 *   king's piece must block), a king step onto a square not attacked once it has left its own;
 * - a capture removes the capturer, the victim and every piece but a pawn around the capture
 *   square: illegal next to the own king, legal next to the enemy king, else legal when no line
 *   to the king opens (not in check) or, tried on the board with those squares emptied, the king
 *   is not attacked.
 */
import { BISHOP, EN_PASSANT, KING, PAWN, QUEEN, ROOK } from '../codes.js';
import type { VariantBoard } from './hooks.js';
import { generatePseudoLegal } from './pseudo-legal.js';

/** Are squares `a` and `b` (both on the board) the same or next to each other? */
export const touching = (a: number, b: number): boolean => {
  const df = (a & 7) - (b & 7), dr = (a >> 3) - (b >> 3);
  return df <= 1 && df >= -1 && dr <= 1 && dr >= -1;
};

/** Squares emptied by the capture being tried, and what stood on them. */
const clearedSquares = /* @__PURE__ */ new Int32Array(10);
const clearedPieces = /* @__PURE__ */ new Int8Array(10);

/**
 * The direction from `king` along which the piece on `from` is pinned by an enemy slider
 * (nothing else between), or -1.
 */
function pinDirection(s: VariantBoard, king: number, from: number, them: number): number {
  const t = s.tables, b = s.sq, d = t.lineDir[king * 64 + from]!;
  if (d < 0) return -1;
  const rn = t.rayNodes, slot = d * 64 + king;
  let behind = false;
  for (let i = t.rayStart[slot]!, e = i + t.rayLength[slot]!; i < e; i++) {
    const x = rn[i]!;
    if (x === from) { behind = true; continue; }
    const p = b[x]!;
    if (p === 0) continue;
    if (!behind || (p & 8) !== them) return -1;
    const type = p & 7;
    return type === QUEEN || type === (t.sliderKind[d] === 1 ? ROOK : BISHOP) ? d : -1;
  }
  return -1;
}

/** Does a capture by the move from `from` onto `to` (victim on `victim`) leave the own king on `king` attacked? */
function attackedAfterCapture(s: VariantBoard, king: number, from: number, to: number, victim: number, them: number, checked: boolean): boolean {
  const b = s.sq, t = s.tables, line = t.lineDir, row = king * 64;
  const ks = t.king.start, kn = t.king.nodes;
  // Not in check: only a line opened by an emptied square can attack the king.
  if (!checked) {
    let opens = line[row + from]! >= 0 || line[row + victim]! >= 0 || line[row + to]! >= 0;
    for (let i = ks[to]!, e = ks[to + 1]!; i < e && !opens; i++) {
      const x = kn[i]!, p = b[x]!;
      if (p !== 0 && (p & 7) !== PAWN && line[row + x]! >= 0) opens = true;
    }
    if (!opens) return false;
  }
  // Empty the blast: the capturer's square, the victim's, the capture square, the pieces around it but pawns.
  let n = 0;
  for (let j = -3, e = ks[to + 1]! - ks[to]!; j < e; j++) {
    const x = j === -3 ? from : j === -2 ? victim : j === -1 ? to : kn[ks[to]! + j]!, p = b[x]!;
    if (p === 0 || (j >= 0 && (p & 7) === PAWN)) continue;
    clearedSquares[n] = x;
    clearedPieces[n++] = p;
    b[x] = 0;
  }
  const attacked = s.chessAttacked(king, them);
  while (n > 0) { n--; b[clearedSquares[n]!] = clearedPieces[n]!; }
  return attacked;
}

/** Writes atomic chess's legal moves of the state's position into `out`; returns how many. */
export function generateAtomicMoves(s: VariantBoard, out: Int32Array): number {
  const us = s.turn, them = us ^ 8, b = s.sq, line = s.tables.lineDir;
  const king = s.kingSq[us >> 3]!, enemy = s.kingSq[them >> 3]!;
  // The enemy king is on the board here (else the game is over and nothing is generated).
  const kingsTouch = enemy < 64 && touching(king, enemy);
  const checked = !kingsTouch && s.chessAttacked(king, them);
  const n = generatePseudoLegal(s, out, 0);
  let kept = 0, pinFrom = -1, pin = -1;
  for (let i = 0; i < n; i++) {
    const m = out[i]!, from = m & 63, to = (m >> 6) & 63, flag = m >> 12;
    const capture = flag === EN_PASSANT || b[to] !== 0;
    if (from === king) {
      if (capture) continue; // a king cannot capture
      if (enemy < 64 && touching(to, enemy)) { out[kept++] = m; continue; }
      b[king] = 0;
      const attacked = s.chessAttacked(to, them);
      b[king] = us | KING;
      if (!attacked) out[kept++] = m;
      continue;
    }
    if (capture) {
      if (touching(king, to)) continue; // the own king would explode
      if (kingsTouch || touching(enemy, to)) { out[kept++] = m; continue; }
      const victim = flag === EN_PASSANT ? (us === 0 ? to - 8 : to + 8) : to;
      if (!attackedAfterCapture(s, king, from, to, victim, them, checked)) out[kept++] = m;
      continue;
    }
    if (kingsTouch) { out[kept++] = m; continue; }
    if (checked) {
      // A quiet move while in check must block every attack: tried on the board.
      const piece = b[from]!;
      b[from] = 0;
      b[to] = piece;
      const attacked = s.chessAttacked(king, them);
      b[to] = 0;
      b[from] = piece;
      if (!attacked) out[kept++] = m;
      continue;
    }
    if (line[king * 64 + from]! < 0) { out[kept++] = m; continue; }
    if (from !== pinFrom) { pinFrom = from; pin = pinDirection(s, king, from, them); }
    if (pin < 0 || line[king * 64 + to] === pin) out[kept++] = m;
  }
  // Castling explodes nothing and its own test (no square the king crosses or reaches attacked,
  // by atomic's rule of attack) is atomic's legality.
  return s.castling !== 0 && !checked ? s.generateCastles960(out, kept) : kept;
}
