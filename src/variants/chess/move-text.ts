/**
 * Move input: SAN (strict and the usual tolerant forms), UCI, and move
 * objects, resolved against the legal moves without building SAN for all of
 * them (only error messages do).
 */
import { describe, fail } from '../../core/errors.js';
import { CASTLE, EN_PASSANT, PIECE_LETTERS, PROMOTE_N, PROMOTE_Q, squareId } from './codes.js';
import { findLegal, NEEDS_PROMOTION } from './single-move.js';
import { promotionFlag } from './promotion.js';
import { checkSuffix, sanBody, sanOf, uciOf } from './san.js';
import type { ChessState } from './state.js';
import type { ChessColor } from './types.js';

const UCI = /^([a-h][1-8])-?([a-h][1-8])=?([qrbnQRBN])?$/;
const SAN = /^([NBRQK])?([a-h])?([1-8])?[x:]?([a-h][1-8])(?:=?([QRBNqrbn]))?$/;
const CASTLING = /^([O0o])-\1(-\1)?$/;

/** "legal: Nf3, e4, … (20 in all)" for error messages (built only when a move is refused). */
function legalPreview(state: ChessState, moves: Int32Array, scratch: Int32Array): string {
  const count = state.generate(moves);
  if (count === 0) return 'there are no legal moves';
  const picks = Array.from(moves.subarray(0, Math.min(count, 12)));
  return `legal: ${listSan(state, picks, scratch)}${count > 12 ? `, … (${count} in all)` : ''}`;
}

function listSan(state: ChessState, picks: readonly number[], scratch: Int32Array): string {
  return picks.map((m) => sanOf(state, m, scratch)).join(', ');
}

/**
 * Finds the legal move (index into `moves`) that `text` names. Accepts SAN
 * (`Nf3`, `exd5`, `e8=Q`, `O-O`), with the tolerant forms `0-0`, missing or
 * wrong `+`/`#`, needless disambiguation (`Nge2`), `e8Q` / `e8=q`, long
 * algebraic / UCI (`e2e4`, `e7e8q`, `Ng1f3`). Throws `INVALID_MOVE_TEXT`,
 * `ILLEGAL_MOVE` or `AMBIGUOUS_MOVE`.
 */
export function resolveText(state: ChessState, raw: string, moves: Int32Array, scratch: Int32Array): number {
  const side: ChessColor = state.turn === 0 ? 'white' : 'black';
  const text = raw.trim().replace(/(\s*e\.?p\.?)?[+#!?]*$/, '');
  // UCI needs no move list: one legality test.
  const u = UCI.exec(text);
  if (u) {
    const from = squareId(u[1]!), to = squareId(u[2]!);
    const m = findLegal(state, from, to, u[3] === undefined ? -1 : promotionFlag(u[3]));
    if (m === NEEDS_PROMOTION) {
      const picks = [PROMOTE_Q, PROMOTE_Q - 1, PROMOTE_Q - 2, PROMOTE_N].map((f) => findLegal(state, from, to, f));
      fail('AMBIGUOUS_MOVE', `${raw.trim()} is a promotion; name the piece: ${listSan(state, picks, scratch)}`);
    }
    if (m < 0) fail('ILLEGAL_MOVE', `${raw.trim()} is not a legal move for ${side}; ${legalPreview(state, moves, scratch)}`);
    return m;
  }
  const count = state.generate(moves);
  const c = CASTLING.exec(text);
  if (c) {
    const long = c[2] !== undefined;
    for (let i = 0; i < count; i++) {
      const m = moves[i]!;
      if (m >> 12 === CASTLE && (((m >> 6) & 7) === 2) === long) return m;
    }
    return fail('ILLEGAL_MOVE', `${raw.trim()}: ${side} cannot castle ${long ? 'queen' : 'king'}side here`);
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
  if (found.length === 0) return fail('ILLEGAL_MOVE', `${raw.trim()} is not a legal move for ${side}; ${legalPreview(state, moves, scratch)}`);
  if (capture && found.every((m) => state.sq[(m >> 6) & 63] === 0 && m >> 12 !== 2)) {
    fail('ILLEGAL_MOVE', `${raw.trim()} is written as a capture, but ${s[4]} holds no piece to capture`);
  }
  if (found.length > 1) {
    const promo = found.every((m) => m >> 12 >= PROMOTE_N);
    fail('AMBIGUOUS_MOVE', `${raw.trim()} could mean ${listSan(state, found, scratch)}${promo ? ' (name the promotion piece)' : ' (add the file or rank of the piece that moves)'}`);
  }
  return found[0]!;
}

/**
 * Finds the legal move matching a move object's `from`, `to` and `promotion`
 * (and its `uci`, `kind` and `notation` when given: a move object is matched
 * by everything a user can see). The SAN check suffix is verified by the
 * caller after making the move ({@link verifySuffix}), which saves a search.
 */
export function resolveObject(state: ChessState, move: unknown): number {
  const side: ChessColor = state.turn === 0 ? 'white' : 'black';
  if (typeof move !== 'object' || move === null) fail('INVALID_ARGUMENT', `a move must be a move object or move text, got ${describe(move)}`);
  const { from, to, promotion, uci, notation, kind } = move as { from?: unknown; to?: unknown; promotion?: unknown; uci?: unknown; notation?: unknown; kind?: unknown };
  const f = typeof from === 'string' ? squareId(from) : -1;
  const t = typeof to === 'string' ? squareId(to) : -1;
  if (f < 0 || t < 0) fail('INVALID_ARGUMENT', `a chess move object needs "from" and "to" square names such as "e2", got from ${describe(from)}, to ${describe(to)}`);
  const flag = typeof promotion === 'string' && promotion.length === 1 ? promotionFlag(promotion) : -1;
  if (promotion !== undefined && flag < 0) fail('INVALID_ARGUMENT', `"promotion" must be one of q, r, b, n, got ${describe(promotion)}`);
  const m = findLegal(state, f, t, flag);
  // A move object is matched by what a user can see: a stated UCI, kind or SAN must agree too.
  const fits = m >= 0
    && (typeof uci !== 'string' || uci === uciOf(m))
    && (kind === undefined || kind === (m >> 12 === CASTLE ? 'castle' : m >> 12 === EN_PASSANT ? 'en-passant' : m >> 12 >= PROMOTE_N ? 'promotion' : undefined))
    && (typeof notation !== 'string' || notation.replace(/[+#]$/, '') === sanBody(state, m));
  if (fits) return m;
  const named = typeof notation === 'string' ? ` (${notation.slice(0, 20)})` : '';
  return fail('ILLEGAL_MOVE', `${String(from)}-${String(to)}${flag >= 0 ? String(promotion) : ''}${named} is not a legal move for ${side}`);
}

/**
 * After `resolveObject` and make: does the object's notation carry the right
 * check suffix? Throws `ILLEGAL_MOVE` if not (a forged or stale move object).
 */
export function verifySuffix(state: ChessState, move: unknown, scratch: Int32Array): void {
  const notation = (move as { notation?: unknown }).notation;
  if (typeof notation !== 'string') return;
  const written = notation.endsWith('#') ? '#' : notation.endsWith('+') ? '+' : '';
  if (written !== checkSuffix(state, scratch)) fail('ILLEGAL_MOVE', `${notation.slice(0, 20)} is not a legal move here (its check mark does not fit)`);
}

export { uciOf };
