/**
 * Move input: SAN (strict and the usual tolerant forms), UCI, and move
 * objects, resolved against the legal moves without building SAN for all of
 * them (only error messages do).
 */
import { describe, fail } from '../../core/errors.js';
import { CASTLE, PIECE_LETTERS, PROMOTE_N, squareId } from './codes.js';
import { promotionFlag } from './promotion.js';
import { sanOf, uciOf } from './san.js';
import type { ChessState } from './state.js';
import type { ChessColor } from './types.js';

const UCI = /^([a-h][1-8])-?([a-h][1-8])=?([qrbnQRBN])?$/;
const SAN = /^([NBRQK])?([a-h])?([1-8])?[x:]?([a-h][1-8])(?:=?([QRBNqrbn]))?$/;
const CASTLING = /^([O0o])-\1(-\1)?$/;

function listSan(state: ChessState, moves: Int32Array, count: number, picks: readonly number[], scratch: Int32Array): string {
  return picks.map((m) => sanOf(state, m, moves, count, scratch)).join(', ');
}

/**
 * Finds the legal move (index into `moves`) that `text` names. Accepts SAN
 * (`Nf3`, `exd5`, `e8=Q`, `O-O`), with the tolerant forms `0-0`, missing or
 * wrong `+`/`#`, needless disambiguation (`Nge2`), `e8Q` / `e8=q`, long
 * algebraic / UCI (`e2e4`, `e7e8q`, `Ng1f3`). Throws `INVALID_MOVE_TEXT`,
 * `ILLEGAL_MOVE` or `AMBIGUOUS_MOVE`.
 */
export function resolveText(state: ChessState, raw: string, moves: Int32Array, count: number, scratch: Int32Array): number {
  const side: ChessColor = state.turn === 0 ? 'white' : 'black';
  const text = raw.trim().replace(/(\s*e\.?p\.?)?[+#!?]*$/, '');
  const c = CASTLING.exec(text);
  if (c) {
    const long = c[2] !== undefined;
    for (let i = 0; i < count; i++) {
      const m = moves[i]!;
      if (m >> 12 === CASTLE && (((m >> 6) & 7) === 2) === long) return m;
    }
    return fail('ILLEGAL_MOVE', `${raw.trim()}: ${side} cannot castle ${long ? 'queen' : 'king'}side here`);
  }
  const u = UCI.exec(text);
  if (u) {
    const from = squareId(u[1]!), to = squareId(u[2]!);
    const flag = u[3] === undefined ? -1 : promotionFlag(u[3]);
    const found: number[] = [];
    for (let i = 0; i < count; i++) {
      const m = moves[i]!;
      if ((m & 63) === from && ((m >> 6) & 63) === to && (flag < 0 || m >> 12 === flag)) found.push(m);
    }
    if (found.length === 1) return found[0]!;
    if (found.length > 1) fail('AMBIGUOUS_MOVE', `${raw.trim()} is a promotion; name the piece: ${listSan(state, moves, count, found, scratch)}`);
    return fail('ILLEGAL_MOVE', `${raw.trim()} is not a legal move for ${side}`);
  }
  const s = SAN.exec(text);
  if (!s) fail('INVALID_MOVE_TEXT', `"${raw.trim().slice(0, 40)}" is not a chess move (expected SAN such as Nf3, exd5, e8=Q, O-O, or UCI such as e2e4)`);
  const type = s[1] === undefined ? 1 : PIECE_LETTERS.indexOf(s[1]);
  const fromFile = s[2] === undefined ? -1 : s[2].charCodeAt(0) - 97;
  const fromRank = s[3] === undefined ? -1 : s[3].charCodeAt(0) - 49;
  const to = squareId(s[4]!);
  const flag = s[5] === undefined ? -1 : promotionFlag(s[5]);
  const capture = /[x:]/.test(text);
  const found: number[] = [];
  for (let i = 0; i < count; i++) {
    const m = moves[i]!;
    const from = m & 63, mflag = m >> 12;
    if (((m >> 6) & 63) !== to || mflag === CASTLE || (state.sq[from]! & 7) !== type) continue;
    if (fromFile >= 0 && (from & 7) !== fromFile) continue;
    // A pawn SAN without a file is a push: pawn captures always name the file.
    if (type === 1 && fromFile < 0 && (from & 7) !== (to & 7)) continue;
    if (fromRank >= 0 && from >> 3 !== fromRank) continue;
    if (flag >= 0 ? mflag !== flag : false) continue;
    if (flag >= 0 && mflag < PROMOTE_N) continue;
    found.push(m);
  }
  if (found.length === 0) return fail('ILLEGAL_MOVE', `${raw.trim()} is not a legal move for ${side}`);
  if (capture && found.every((m) => state.sq[(m >> 6) & 63] === 0 && m >> 12 !== 2)) {
    fail('ILLEGAL_MOVE', `${raw.trim()} is written as a capture, but ${s[4]} holds no piece to capture`);
  }
  if (found.length > 1) {
    const promo = found.every((m) => m >> 12 >= PROMOTE_N);
    fail('AMBIGUOUS_MOVE', `${raw.trim()} could mean ${listSan(state, moves, count, found, scratch)}${promo ? ' (name the promotion piece)' : ' (add the file or rank of the piece that moves)'}`);
  }
  return found[0]!;
}

/** Finds the legal move matching a move object's `from`, `to` and `promotion`. */
export function resolveObject(state: ChessState, move: unknown, moves: Int32Array, count: number, scratch: Int32Array): number {
  const side: ChessColor = state.turn === 0 ? 'white' : 'black';
  if (typeof move !== 'object' || move === null) fail('INVALID_ARGUMENT', `a move must be a move object or move text, got ${describe(move)}`);
  const { from, to, promotion, uci, notation, kind } = move as { from?: unknown; to?: unknown; promotion?: unknown; uci?: unknown; notation?: unknown; kind?: unknown };
  const f = typeof from === 'string' ? squareId(from) : -1;
  const t = typeof to === 'string' ? squareId(to) : -1;
  if (f < 0 || t < 0) fail('INVALID_ARGUMENT', `a chess move object needs "from" and "to" square names such as "e2", got from ${describe(from)}, to ${describe(to)}`);
  const flag = typeof promotion === 'string' ? promotionFlag(promotion) : -1;
  for (let i = 0; i < count; i++) {
    const m = moves[i]!;
    if ((m & 63) !== f || ((m >> 6) & 63) !== t) continue;
    if (m >> 12 >= PROMOTE_N ? m >> 12 !== flag : flag >= 0) continue;
    // A move object is matched by what a user can see: a stated UCI, kind or SAN must agree too.
    if (typeof uci === 'string' && uci !== uciOf(m)) break;
    if (kind !== undefined && kind !== (m >> 12 === CASTLE ? 'castle' : m >> 12 === 2 ? 'en-passant' : m >> 12 >= PROMOTE_N ? 'promotion' : undefined)) break;
    if (typeof notation === 'string' && notation !== sanOf(state, m, moves, count, scratch)) break;
    return m;
  }
  const named = typeof notation === 'string' ? ` (${notation.slice(0, 20)})` : '';
  return fail('ILLEGAL_MOVE', `${String(from)}-${String(to)}${flag >= 0 ? String(promotion) : ''}${named} is not a legal move for ${side}`);
}

export { uciOf };
