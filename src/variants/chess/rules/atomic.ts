/**
 * Atomic chess as lichess plays it (https://lichess.org/variant/atomic): every capture is an
 * explosion that removes the captured piece, the capturing piece and every piece other than a pawn
 * on the eight squares around the capture square. A king cannot capture. Blowing up the enemy
 * king wins at once, even if the own king then stands attacked; a move may never blow up the own
 * king. While the kings touch, neither is in check (capturing one would explode the other), so
 * "attacked" means: by a piece of a side whose king does not stand next to the square. Castling,
 * from any rook file (X-FEN, as atomic960 positions need), by the same rule of attack.
 */
import { lazy } from '../../../core/lazy.js';
import { CASTLE, EN_PASSANT, KING, PAWN, squareName } from '../codes.js';
import { CASTLING_KEY, chessZobrist } from '../hash.js';
import { NO_KING } from '../state.js';
import { defineChessVariant } from './define-chess-variant.js';
import type { ChessRules } from './hooks.js';
import { atomicInsufficientMaterial } from './atomic-insufficient-material.js';
import { generateAtomicMoves, touching } from './atomic-moves.js';
import type { VariantBoard } from './hooks.js';
import { standardStart } from './standard-start.js';

const zobrist = /* @__PURE__ */ lazy(chessZobrist);

/** The square a capture by `m` explodes around: its destination (en passant too). */
const blast = (m: number): number => (m >> 6) & 63;

/** Removes the piece on `x` (an explosion), keeping hash, king squares and castling rights right, and records it. */
function destroy(s: VariantBoard, x: number): void {
  const p = s.sq[x]!, z = zobrist();
  s.push(x | (p << 6));
  s.sq[x] = 0;
  s.toggleHash(z.hi[p * 64 + x]!, z.lo[p * 64 + x]!);
  if ((p & 7) === KING) s.kingSq[(p & 8) >> 3] = NO_KING;
  const rights = s.castling & s.keep[x]!;
  if (rights !== s.castling) {
    s.toggleHash(z.hi[CASTLING_KEY + s.castling]! ^ z.hi[CASTLING_KEY + rights]!, z.lo[CASTLING_KEY + s.castling]! ^ z.lo[CASTLING_KEY + rights]!);
    s.castling = rights;
  }
}

/** The rule hooks of atomic chess. */
export const atomicRules: ChessRules<'atomic'> = {
  id: 'atomic',
  name: 'Atomic',
  castling960: true,
  kings: 'exploded',
  epByMovement: true,
  insufficientMaterial: atomicInsufficientMaterial,
  start: () => standardStart('atomic'),
  attacked(s, x, by) {
    const king = s.kingSq[by >> 3]!;
    if (king > 63 || touching(king, x)) return false;
    return s.chessAttacked(x, by);
  },
  generate: generateAtomicMoves,
  made(s) {
    if (s.lastCaptured() === 0) return 0;
    const m = s.lastMove(), to = blast(m), t = s.tables;
    const before = s.stackSize();
    destroy(s, to); // the capturing piece
    for (let i = t.king.start[to]!, e = t.king.start[to + 1]!; i < e; i++) {
      const x = t.king.nodes[i]!, p = s.sq[x]!;
      if (p !== 0 && (p & 7) !== PAWN) destroy(s, x);
    }
    return s.stackSize() - before;
  },
  unmade(s, count) {
    for (let i = 0; i < count; i++) {
      const v = s.pop(), x = v & 63, p = v >> 6;
      s.sq[x] = p;
      if ((p & 7) === KING) s.kingSq[(p & 8) >> 3] = x;
    }
  },
  captures(s, m) {
    const flag = m >> 12;
    if (flag === CASTLE) return [];
    const to = (m >> 6) & 63, from = m & 63;
    const victim = flag === EN_PASSANT ? (s.turn === 0 ? to - 8 : to + 8) : to;
    if (s.sq[victim] === 0) return [];
    const out = [squareName(victim)];
    const t = s.tables;
    for (let i = t.king.start[to]!, e = t.king.start[to + 1]!; i < e; i++) {
      const x = t.king.nodes[i]!, p = s.sq[x]!;
      if (x !== from && x !== victim && p !== 0 && (p & 7) !== PAWN) out.push(squareName(x));
    }
    return out;
  },
  result(s) {
    if (s.kingSq[0]! > 63) return { over: true, winner: 'black', reason: 'king-exploded' };
    if (s.kingSq[1]! > 63) return { over: true, winner: 'white', reason: 'king-exploded' };
    return undefined;
  },
};

/**
 * Atomic chess: captures explode; blow up the enemy king to win.
 *
 * @example
 * ```ts
 * import { atomic } from 'boardwright/chess';
 * atomic.perft(atomic.setup(), 3) // 8902
 * ```
 */
export const atomic = /* @__PURE__ */ defineChessVariant(atomicRules);
