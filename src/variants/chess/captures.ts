/**
 * The legal captures and promotions of a chess position, for a search's quiescence: every legal
 * move that takes a piece (en passant included) or promotes (quiet or capturing, to each of the
 * four pieces, or to the queen only). Chess's legality: the mover's king is not left attacked.
 * A move is tried on the board only when it could expose the king: in check, a king move, en
 * passant, or a piece on a line through its own king.
 */
import { BISHOP, EN_PASSANT, KING, KNIGHT, PAWN, PROMOTE_N, PROMOTE_Q, ROOK, WHITE } from './codes.js';
import type { ChessState } from './state.js';

/** Would the move `from`→`to` (capturing on `victim`) leave the own king on `king` attacked? Tried in place and put back. */
function exposes(s: ChessState, from: number, to: number, victim: number, king: number, them: number): boolean {
  const b = s.sq, piece = b[from]!, taken = b[victim]!, landing = b[to]!;
  b[victim] = 0;
  b[from] = 0;
  b[to] = piece;
  const attacked = s.attacked((piece & 7) === KING ? to : king, them);
  b[to] = landing;
  b[victim] = taken;
  b[from] = piece;
  return attacked;
}

/**
 * Writes the legal captures and promotions of the side to move into `out` (chess's move
 * encoding, as `generate` writes them) and returns how many. `underpromotions: false` keeps only
 * promotions to a queen. For states with chess's legality: `chess` and `chess960` search states.
 *
 * @example
 * ```ts
 * import { chess } from 'boardwright/chess';
 * import { generateCaptures } from './captures.js';
 * const s = chess.search(chess.parse('4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1'));
 * generateCaptures(s, new Int32Array(256)); // 1: exd5
 * ```
 */
export function generateCaptures(s: ChessState, out: Int32Array, underpromotions = true): number {
  const b = s.sq, us = s.turn, them = us ^ 8, t = s.tables, next = t.next, line = t.lineDir;
  const rs = t.rayStart, rl = t.rayLength, rn = t.rayNodes, sk = t.sliderKind;
  const king = s.kingSq[us >> 3]!, checked = s.attacked(king, them);
  const forward = us === WHITE ? 0 : 4, left = us === WHITE ? 7 : 5, right = us === WHITE ? 1 : 3;
  const lastRank = us === WHITE ? 7 : 0, lowest = underpromotions ? PROMOTE_N : PROMOTE_Q;
  let n = 0;
  for (let from = 0; from < 64; from++) {
    const p = b[from]!;
    if (p === 0 || (p & 8) !== us) continue;
    const type = p & 7;
    // Moving this piece can expose the king only off a line through it (or when in check).
    const safe = !checked && type !== KING && line[king * 64 + from]! < 0;
    if (type === PAWN) {
      for (let side = 0; side < 3; side++) {
        const to = next[(side === 0 ? forward : side === 1 ? left : right) * 64 + from]!;
        if (to < 0) continue;
        const q = b[to]!;
        // Straight ahead only onto the last rank and an empty square; diagonally only onto an enemy piece.
        if (side === 0 ? q !== 0 || to >> 3 !== lastRank : q === 0 || (q & 8) !== them) continue;
        if (!safe && exposes(s, from, to, to, king, them)) continue;
        if (to >> 3 !== lastRank) out[n++] = from | (to << 6);
        else for (let flag = PROMOTE_Q; flag >= lowest; flag--) out[n++] = from | (to << 6) | (flag << 12);
      }
      continue;
    }
    if (type === KNIGHT || type === KING) {
      const table = type === KNIGHT ? t.knight : t.king;
      for (let i = table.start[from]!, e = table.start[from + 1]!; i < e; i++) {
        const to = table.nodes[i]!, q = b[to]!;
        if (q === 0 || (q & 8) !== them) continue;
        if (!safe && exposes(s, from, to, to, king, them)) continue;
        out[n++] = from | (to << 6);
      }
      continue;
    }
    for (let d = 0; d < 8; d++) {
      const kind = sk[d]!;
      if ((type === ROOK && kind !== 1) || (type === BISHOP && kind === 1)) continue;
      const slot = d * 64 + from;
      for (let i = rs[slot]!, e = i + rl[slot]!; i < e; i++) {
        const to = rn[i]!, q = b[to]!;
        if (q === 0) continue;
        if ((q & 8) === them && (safe || !exposes(s, from, to, to, king, them))) out[n++] = from | (to << 6);
        break;
      }
    }
  }
  // En passant: two squares empty at once, so always tried.
  const ep = s.ep;
  if (ep >= 0) {
    const victim = us === WHITE ? ep - 8 : ep + 8;
    for (let side = 0; side < 2; side++) {
      const from = next[(us === WHITE ? (side === 0 ? 5 : 3) : (side === 0 ? 7 : 1)) * 64 + ep]!;
      if (from >= 0 && b[from] === (us | PAWN) && !exposes(s, from, ep, victim, king, them)) out[n++] = from | (ep << 6) | (EN_PASSANT << 12);
    }
  }
  return n;
}
