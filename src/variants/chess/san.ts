/**
 * SAN (Standard Algebraic Notation) out, exactly as the PGN standard writes
 * it, and the move objects of the immutable API.
 */
import { CASTLE, EN_PASSANT, KING, PAWN, PIECE_LETTERS, PROMOTE_N, squareName } from './codes.js';
import { promotionLetter } from './promotion.js';
import type { ChessState } from './state.js';
import type { ChessMove } from './types.js';

const FILES = 'abcdefgh';

/**
 * SAN of move `m` among the `count` legal moves in `all` (the state's current
 * position). Disambiguation (PGN 8.2.3.4): the file of departure if it
 * differs, else the rank, else both. `+` for check, `#` for checkmate.
 * `scratch` is a spare buffer for the replies.
 */
export function sanOf(state: ChessState, m: number, all: Int32Array, count: number, scratch: Int32Array): string {
  const from = m & 63, to = (m >> 6) & 63, flag = m >> 12;
  const piece = state.sq[from]!;
  const type = piece & 7;
  let san: string;
  if (flag === CASTLE) {
    san = (to & 7) === 6 ? 'O-O' : 'O-O-O';
  } else if (type === PAWN) {
    const capture = flag === EN_PASSANT || state.sq[to] !== 0;
    san = (capture ? `${FILES[from & 7]}x` : '') + squareName(to);
    if (flag >= PROMOTE_N) san += `=${promotionLetter(flag).toUpperCase()}`;
  } else {
    san = PIECE_LETTERS[type + 0] as string;
    if (type !== KING) {
      let clash = false, sameFile = false, sameRank = false;
      for (let i = 0; i < count; i++) {
        const o = all[i]!;
        const of = o & 63;
        if (of === from || ((o >> 6) & 63) !== to || state.sq[of] !== piece) continue;
        clash = true;
        if ((of & 7) === (from & 7)) sameFile = true;
        if (of >> 3 === from >> 3) sameRank = true;
      }
      if (clash) san += !sameFile ? FILES[from & 7] : !sameRank ? String((from >> 3) + 1) : squareName(from);
    }
    if (state.sq[to] !== 0) san += 'x';
    san += squareName(to);
  }
  state.make(m);
  const replies = state.generate(scratch);
  const check = state.checkers > 0;
  state.unmake();
  return check ? san + (replies === 0 ? '#' : '+') : san;
}

/** UCI text of a move (`e2e4`, `e7e8q`, castling as the king's move `e1g1`). */
export function uciOf(m: number): string {
  const flag = m >> 12;
  return squareName(m & 63) + squareName((m >> 6) & 63) + (flag >= PROMOTE_N ? promotionLetter(flag) : '');
}

/** The plain move object of `m`, with its SAN. */
export function moveObject(state: ChessState, m: number, all: Int32Array, count: number, scratch: Int32Array): ChessMove {
  const from = m & 63, to = (m >> 6) & 63, flag = m >> 12;
  const piece = (PIECE_LETTERS[state.sq[from]! & 7] as string) as ChessMove['piece'];
  const notation = sanOf(state, m, all, count, scratch);
  const uci = uciOf(m);
  const base = { from: squareName(from), to: squareName(to), notation, uci, piece };
  if (flag === CASTLE) return { ...base, captures: [], kind: 'castle' };
  if (flag === EN_PASSANT) return { ...base, captures: [squareName(state.turn === 0 ? to - 8 : to + 8)], kind: 'en-passant' };
  const captures = state.sq[to] !== 0 ? [squareName(to)] : [];
  if (flag >= PROMOTE_N) return { ...base, captures, promotion: promotionLetter(flag), kind: 'promotion' };
  return { ...base, captures };
}
