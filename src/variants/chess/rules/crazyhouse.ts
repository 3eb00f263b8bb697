/**
 * Crazyhouse as lichess plays it (https://lichess.org/variant/crazyhouse): chess, and a captured
 * piece changes colour and goes to the capturer's pocket, from where it may be dropped on an empty
 * square instead of a move (pawns not on the first or last rank). A promoted piece goes back as a
 * pawn. Drops may block check and may give check or mate. Material never leaves the game, so
 * there is no draw by insufficient material.
 */
import { CASTLE, DROP, EN_PASSANT, PAWN, PROMOTE_N } from '../codes.js';
import { crazyhouseFenFields, crazyhousePlacement } from './crazyhouse-fen.js';
import { generateDrops } from './crazyhouse-drops.js';
import { checkPocketShape, loadPockets, pocketCaption, pocketFields, pocketHands, pocketMaterial, setPocket, toggleMark } from './crazyhouse-pockets.js';
import { defineChessVariant } from './define-chess-variant.js';
import type { ChessRules } from './hooks.js';
import type { VariantBoard } from './hooks.js';
import { standardStart } from './standard-start.js';

/** What `made` did, for `unmade` (bits). */
const CAPTURED_PROMOTED = 1, MARK_MOVED = 2, MARK_SET = 4, ROOK_MARK_MOVED = 8;

/** The castling rook's squares of castling move `m` by the side `us`: [from, to]. */
function castlingRook(s: VariantBoard, m: number, us: number): [number, number] {
  const to = (m >> 6) & 63, short = (to & 7) === 6;
  return [s.castleRook[(us >> 2) + (short ? 0 : 1)]!, (to & 56) | (short ? 5 : 3)];
}

/** The rule hooks of crazyhouse. */
export const crazyhouseRules: ChessRules<'crazyhouse'> = {
  id: 'crazyhouse',
  name: 'Crazyhouse',
  // Five kinds on every empty square on top of the board moves: 2048 bounds any position (16 origins and 5 drops per square, promotions x4).
  maxMoves: 2048,
  // lichess: "override def fiftyMoves(history: History): Boolean = false".
  moveCountRules: false,
  start: () => standardStart('crazyhouse', { pockets: { white: { P: 0, N: 0, B: 0, R: 0, Q: 0 }, black: { P: 0, N: 0, B: 0, R: 0, Q: 0 } }, promoted: [] }),
  fenFields: crazyhouseFenFields,
  formatPlacement: (p) => crazyhousePlacement(p),
  checkShape: checkPocketShape,
  caption: pocketCaption,
  hands: pocketHands,
  evaluate: pocketMaterial,
  load: loadPockets,
  fields: pocketFields,
  generate: (s, out) => generateDrops(s, out, s.chessMoves(out)),
  made(s, m) {
    const mover = s.turn ^ 8;
    if (m >= DROP) {
      setPocket(s, mover | (m & 7), s.pockets[mover | (m & 7)]! - 1);
      return 0;
    }
    const from = m & 63, to = (m >> 6) & 63, flag = m >> 12, captured = s.lastCaptured();
    let memo = 0;
    if (captured !== 0) {
      // "A promoted piece returns to the pocket as a pawn" (en passant takes a pawn, never marked).
      const promoted = flag !== EN_PASSANT && s.promoted[to] === 1;
      const code = mover | (promoted ? PAWN : captured & 7);
      setPocket(s, code, s.pockets[code]! + 1);
      if (promoted) { toggleMark(s, to); memo |= CAPTURED_PROMOTED; }
    }
    if (flag === CASTLE) {
      const [rf, rt] = castlingRook(s, m, mover);
      if (s.promoted[rf] === 1 && rf !== rt) { toggleMark(s, rf); toggleMark(s, rt); memo |= ROOK_MARK_MOVED; }
    } else if (s.promoted[from] === 1) {
      toggleMark(s, from);
      toggleMark(s, to);
      memo |= MARK_MOVED;
    } else if (flag >= PROMOTE_N) {
      toggleMark(s, to);
      memo |= MARK_SET;
    }
    return memo;
  },
  unmade(s, memo) {
    // Still the position after the move; the hash comes back with the rest of the move.
    const m = s.lastMove(), mover = s.turn ^ 8, p = s.pockets, marks = s.promoted;
    if (m >= DROP) { p[mover | (m & 7)]!++; return; }
    const from = m & 63, to = (m >> 6) & 63, captured = s.lastCaptured();
    if (memo & ROOK_MARK_MOVED) {
      const [rf, rt] = castlingRook(s, m, mover);
      marks[rt] = 0;
      marks[rf] = 1;
    }
    if (memo & MARK_MOVED) { marks[to] = 0; marks[from] = 1; }
    if (memo & MARK_SET) marks[to] = 0;
    if (captured !== 0) {
      p[mover | (memo & CAPTURED_PROMOTED ? PAWN : captured & 7)]!--;
      if (memo & CAPTURED_PROMOTED) marks[to] = 1;
    }
  },
};

/**
 * Crazyhouse: captured pieces change sides and may be dropped back on the board.
 *
 * @example
 * ```ts
 * import { crazyhouse } from 'boardwright/chess';
 * let p = crazyhouse.setup();
 * for (const m of ['e4', 'd5', 'exd5', 'Qxd5', 'Nc3', 'Qa5']) p = crazyhouse.play(p, m);
 * p.pockets.white // { P: 1, N: 0, B: 0, R: 0, Q: 0 }
 * crazyhouse.play(p, 'P@e6').board[44] // 'P'
 * crazyhouse.format(p) // 'rnb1kbnr/ppp1pppp/8/q7/8/2N5/PPPP1PPP/R1BQKBNR[Pp] w KQkq - 2 4'
 * ```
 */
export const crazyhouse = /* @__PURE__ */ defineChessVariant(crazyhouseRules);
