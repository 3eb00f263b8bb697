/**
 * Racing kings as lichess plays it (https://lichess.org/variant/racingKings): no pawns, all
 * pieces on the first two ranks; check is forbidden altogether (no move may leave either king
 * attacked); the first king to reach the eighth rank wins, except that when White's king gets
 * there and Black's king can reach it on the very next move, Black plays on, and if it does, the
 * game is drawn.
 */
import { fail } from '../../../core/errors.js';
import { BLACK, PAWN, WHITE } from '../codes.js';
import { defineChessVariant } from './define-chess-variant.js';
import { givesCheck } from './gives-check.js';
import type { ChessRules } from './hooks.js';
import type { VariantBoard } from './hooks.js';
import { standardStart } from './standard-start.js';

/** May Black's king step onto a goal square that is free of black pieces and not attacked by White? */
function blackCanCatchUp(s: VariantBoard): boolean {
  const k = s.kingSq[1]!, t = s.tables;
  for (let i = t.king.start[k]!, e = t.king.start[k + 1]!; i < e; i++) {
    const x = t.king.nodes[i]!;
    if (x >> 3 !== 7) continue;
    const p = s.sq[x]!;
    if (p !== 0 && (p & 8) === BLACK) continue;
    if (!s.attacked(x, WHITE)) return true;
  }
  return false;
}

/** The rule hooks of racing kings. */
export const racingKingsRules: ChessRules<'racing-kings'> = {
  id: 'racing-kings',
  name: 'Racing kings',
  start: () => standardStart('racing-kings', { board: `qrbnNBRQkrbnNBRK${'.'.repeat(48)}`, castling: '-' }),
  filter(s, out, n) {
    // A move that gives check is illegal: read from the board (pawns and special moves, which
    // hand-made positions may have, are tried on it).
    const b = s.sq, enemy = s.kingSq[(s.turn ^ 8) >> 3]!;
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const m = out[i]!, from = m & 63;
      if (enemy < 64 && m >> 12 === 0 && (b[from]! & 7) !== PAWN) {
        if (!givesCheck(s, from, (m >> 6) & 63, enemy)) out[kept++] = m;
        continue;
      }
      s.make(m);
      const check = s.inCheck();
      s.unmake();
      if (!check) out[kept++] = m;
    }
    return kept;
  },
  result(s) {
    const white = s.kingSq[0]! >> 3 === 7, black = s.kingSq[1]! >> 3 === 7;
    if (white && black) return { over: true, draw: 'both-kings-reached-the-goal', reason: 'both-kings-reached-the-goal' };
    if (black) return { over: true, winner: 'black', reason: 'king-reached-the-goal' };
    if (!white) return undefined;
    if (s.turn === BLACK && blackCanCatchUp(s)) return undefined;
    return { over: true, winner: 'white', reason: 'king-reached-the-goal' };
  },
  validate(_p, s) {
    if (s.inCheck()) fail('INVALID_FEN', 'invalid FEN piece placement: in racing kings no king may be in check');
  },
};

/**
 * Racing kings: race the king to the eighth rank; giving check is illegal.
 *
 * @example
 * ```ts
 * import { racingKings } from 'boardwright/chess';
 * racingKings.format(racingKings.setup()) // '8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1'
 * racingKings.legalMoves(racingKings.setup()).length // 21
 * ```
 */
export const racingKings = /* @__PURE__ */ defineChessVariant(racingKingsRules);
