/**
 * Move input: SAN (strict and the usual tolerant forms), UCI, and move
 * objects, resolved against the legal moves without building SAN for all of
 * them (only error messages do).
 */
import { describe, fail } from '../../core/errors.js';
import { BISHOP, CASTLE, EN_PASSANT, KING, KNIGHT, PAWN, PIECE_LETTERS, PROMOTE_B, PROMOTE_N, PROMOTE_Q, PROMOTE_R, QUEEN, ROOK, squareId, WHITE } from './codes.js';
import { castleAsKingTakesRook, findLegal, NEEDS_PROMOTION } from './single-move.js';
import { checkMarkAfter } from './check-after.js';
import { promotionFlag } from './promotion.js';
import { sanBody, sanOf, uciOf } from './san.js';
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

const isMark = (c: number): boolean => c === 43 || c === 35 || c === 33 || c === 63; // + # ! ?

/**
 * `text` without the marks that do not identify a move: check and mate signs, `!`/`?`
 * annotations, and an `e.p.` (`ep`, `e.p`) after an en passant capture. Scanned from
 * the end by hand, so any input length costs linear time (a regex anchored with `$`
 * would retry from every position of a long run of marks or spaces).
 */
function withoutSuffixes(text: string): string {
  let end = text.length;
  while (end > 0 && isMark(text.charCodeAt(end - 1))) end--;
  let j = end;
  if (text.charCodeAt(j - 1) === 46) j--; // .
  if (text.charCodeAt(j - 1) === 112) { // p
    j--;
    if (text.charCodeAt(j - 1) === 46) j--;
    if (text.charCodeAt(j - 1) === 101) { // e
      j--;
      while (j > 0 && (text.charCodeAt(j - 1) === 32 || text.charCodeAt(j - 1) === 9)) j--;
      end = j;
      while (end > 0 && isMark(text.charCodeAt(end - 1))) end--;
    }
  }
  return text.slice(0, end);
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
  const text = withoutSuffixes(raw.trim());
  // UCI needs no move list: one legality test.
  const u = UCI.exec(text);
  if (u) {
    const from = squareId(u[1]!), to = squareId(u[2]!);
    let m = findLegal(state, from, to, u[3] === undefined ? -1 : promotionFlag(u[3]));
    if (m === -1 && u[3] === undefined) m = castleAsKingTakesRook(state, from, to);
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

/** Promotion letters by flag - PROMOTE_N (UCI, lowercase). */
const PROMOTION_CODES = 'nbrq';

/** Piece type of a SAN piece letter (char code), or 0. */
function pieceType(c: number): number {
  switch (c) {
    case 78: return KNIGHT; // N
    case 66: return BISHOP; // B
    case 82: return ROOK; // R
    case 81: return QUEEN; // Q
    case 75: return KING; // K
    default: return 0;
  }
}

/** Promotion flag of a letter (char code, either case), or -1. */
function promotionCode(c: number): number {
  switch (c | 32) {
    case 113: return PROMOTE_Q;
    case 114: return PROMOTE_R;
    case 98: return PROMOTE_B;
    case 110: return PROMOTE_N;
    default: return -1;
  }
}

const isFile = (c: number): boolean => c >= 97 && c <= 104;
const isRank = (c: number): boolean => c >= 49 && c <= 56;

/**
 * The move named by plain, well-formed move text in the common forms (`e4`,
 * `exd5`, `e8=Q`, `Nf3`, `Nbd7`, `R1e2`, `Qxh7+`, `O-O`, `e2e4`, `e7e8q`),
 * found with one legality test per candidate piece instead of a move list;
 * -1 when the text is anything else or names no single legal move, so that
 * {@link resolveText} decides (and explains the error).
 */
export function quickText(state: ChessState, t: string): number {
  let n = t.length;
  const tail = t.charCodeAt(n - 1);
  if (tail === 43 || tail === 35) n--; // a + or # is not checked for move text
  if (n < 2 || n > 7) return -1;
  const c0 = t.charCodeAt(0);
  const us = state.turn;
  if (c0 === 79) { // O: castling, O-O or O-O-O
    const long = n === 5;
    if (!(n === 3 || long) || t.charCodeAt(1) !== 45 || t.charCodeAt(2) !== 79 || (long && (t.charCodeAt(3) !== 45 || t.charCodeAt(4) !== 79))) return -1;
    const k = state.kingSq[us >> 3]!;
    if (k !== (us === WHITE ? 4 : 60)) return -1;
    const m = findLegal(state, k, long ? k - 2 : k + 2, -1);
    return m >= 0 && m >> 12 === CASTLE ? m : -1;
  }
  // The end: destination square, then an optional promotion (=Q, Q, q).
  let promotion = -1;
  let e = n;
  const last = t.charCodeAt(e - 1);
  if (!isRank(last)) {
    promotion = promotionCode(last);
    if (promotion < 0) return -1;
    e--;
    if (t.charCodeAt(e - 1) === 61) e--; // =
  }
  if (e < 2) return -1;
  const tf = t.charCodeAt(e - 2), tr = t.charCodeAt(e - 1);
  if (!isFile(tf) || !isRank(tr)) return -1;
  const to = (tr - 49) * 8 + (tf - 97);
  e -= 2;
  let capture = false;
  if (e > 0 && t.charCodeAt(e - 1) === 120) { capture = true; e--; } // x
  // What is left between the piece letter and the destination: disambiguation.
  const type = pieceType(c0);
  const b = state.sq;
  if (type === 0) {
    if (e === 2 && !capture && isFile(c0) && isRank(t.charCodeAt(1))) { // UCI
      const m = findLegal(state, (t.charCodeAt(1) - 49) * 8 + (c0 - 97), to, promotion);
      return m >= 0 ? m : -1;
    }
    // A pawn: a push (`e4`) or a capture naming its file (`exd5`).
    const lastRank = us === WHITE ? 7 : 0;
    if ((to >> 3 === lastRank) !== (promotion >= 0)) return -1;
    const back = us === WHITE ? -8 : 8;
    const pawn = us | PAWN;
    if (e === 0 && !capture) {
      const one = to + back;
      if (one < 0 || one > 63) return -1;
      if (b[one] === pawn) return findLegal(state, one, to, promotion);
      const two = one + back;
      if (b[one] !== 0 || two < 0 || two > 63 || b[two] !== pawn) return -1;
      return findLegal(state, two, to, promotion);
    }
    if (e !== 1 || !capture || !isFile(c0)) return -1;
    const file = c0 - 97;
    const df = file - (to & 7);
    if (df !== 1 && df !== -1) return -1;
    const from = to + back + df;
    if (from < 0 || from > 63 || b[from] !== pawn) return -1;
    return findLegal(state, from, to, promotion);
  }
  if (promotion >= 0 || e > 3) return -1;
  let file = -1, rank = -1;
  for (let i = 1; i < e; i++) {
    const c = t.charCodeAt(i);
    if (isFile(c) && file < 0 && rank < 0) file = c - 97;
    else if (isRank(c) && rank < 0) rank = c - 49;
    else return -1;
  }
  if (capture && b[to] === 0) return -1; // written as a capture of nothing: resolveText explains
  const piece = us | type;
  let found = -1;
  for (let from = 0; from < 64; from++) {
    if (b[from] !== piece || (file >= 0 && (from & 7) !== file) || (rank >= 0 && from >> 3 !== rank)) continue;
    const m = findLegal(state, from, to, -1);
    if (m < 0 || m >> 12 === CASTLE) continue;
    if (found >= 0) return -1; // ambiguous
    found = m;
  }
  return found;
}

/**
 * Finds the legal move matching a move object's `from`, `to` and `promotion`
 * (and its `uci`, `kind` and `notation` when given: a move object is matched
 * by everything a user can see). The SAN check suffix is verified by the
 * caller after making the move ({@link verifySuffix}), which saves a search.
 */
export function resolveObject(state: ChessState, move: unknown, check = -1, scratch?: Int32Array): number {
  const side: ChessColor = state.turn === 0 ? 'white' : 'black';
  if (typeof move !== 'object' || move === null) fail('INVALID_ARGUMENT', `a move must be a move object or move text, got ${describe(move)}`);
  const { from, to, promotion, uci, notation, kind, piece } = move as { from?: unknown; to?: unknown; promotion?: unknown; uci?: unknown; notation?: unknown; kind?: unknown; piece?: unknown };
  const f = typeof from === 'string' ? squareId(from) : -1;
  const t = typeof to === 'string' ? squareId(to) : -1;
  // A drop `{ piece, to }` (the shape crazyhouse and every fairy game read) is a well-formed move
  // that chess never has: refused as those games refuse an impossible drop, not as a wrong type.
  if (from === undefined && typeof piece === 'string' && t >= 0) fail('ILLEGAL_MOVE', `${piece.slice(0, 10)}@${String(to)} is not a legal move for ${side}: chess has no drops`);
  if (f < 0 || t < 0) fail('INVALID_ARGUMENT', `a chess move object needs "from" and "to" square names such as "e2", got from ${describe(from)}, to ${describe(to)}`);
  const flag = typeof promotion === 'string' && promotion.length === 1 ? promotionFlag(promotion) : -1;
  // `promotion: null` says "no promotion" (docs/errors.md), as in every other game.
  if (promotion !== undefined && promotion !== null && flag < 0) fail('INVALID_ARGUMENT', `"promotion" must be one of q, r, b, n, or null, got ${describe(promotion)}`);
  const m = findLegal(state, f, t, flag, check);
  // A pawn move to the last rank with no piece named: the answer the text `e7e8` gets, with the choices
  // (declined with `promotion: null`, it is a move chess does not have: ILLEGAL_MOVE below).
  if (m === NEEDS_PROMOTION && promotion === undefined && typeof uci !== 'string' && typeof notation !== 'string' && kind === undefined) {
    const picks = [PROMOTE_Q, PROMOTE_Q - 1, PROMOTE_Q - 2, PROMOTE_N].map((p) => findLegal(state, f, t, p, check));
    fail('AMBIGUOUS_MOVE', `${String(from)}-${String(to)} is a promotion; name the piece (promotion: 'q', 'r', 'b', 'n'): ${listSan(state, picks, scratch ?? new Int32Array(256))}`);
  }
  // A move object is matched by what a user can see: a stated UCI, kind or SAN must agree too.
  const fits = m >= 0
    && (typeof uci !== 'string' || uciMatches(m, uci))
    && (kind === undefined || kind === (m >> 12 === CASTLE ? 'castle' : m >> 12 === EN_PASSANT ? 'en-passant' : m >> 12 >= PROMOTE_N ? 'promotion' : undefined))
    && (typeof notation !== 'string' || sanMatches(state, m, notation));
  if (fits) return m;
  const named = typeof notation === 'string' ? ` (${notation.slice(0, 20)})` : '';
  return fail('ILLEGAL_MOVE', `${String(from)}-${String(to)}${flag >= 0 ? String(promotion) : ''}${named} is not a legal move for ${side}`);
}

/** Is `uci` the UCI text of `m` (compared by character, nothing built)? */
function uciMatches(m: number, uci: string): boolean {
  const from = m & 63, to = (m >> 6) & 63, flag = m >> 12;
  const promo = flag >= PROMOTE_N;
  return uci.length === (promo ? 5 : 4)
    && uci.charCodeAt(0) === 97 + (from & 7) && uci.charCodeAt(1) === 49 + (from >> 3)
    && uci.charCodeAt(2) === 97 + (to & 7) && uci.charCodeAt(3) === 49 + (to >> 3)
    && (!promo || uci.charCodeAt(4) === PROMOTION_CODES.charCodeAt(flag - PROMOTE_N));
}

/**
 * Is `notation` the SAN of `m`, ignoring its check suffix (verified after the move)? Only a move
 * object that is not a listed one (a copy, one built by hand) is compared so.
 */
function sanMatches(state: ChessState, m: number, notation: string): boolean {
  const last = notation.charCodeAt(notation.length - 1);
  return sanBody(state, m) === (last === 43 || last === 35 ? notation.slice(0, -1) : notation); // + #
}

/**
 * After `resolveObject` and make: does the object's notation carry the right
 * check suffix? Throws `ILLEGAL_MOVE` if not (a forged or stale move object).
 * Returns whether the side now to move is in check (1 / 0; -1 if the object has no notation).
 */
export function verifySuffix(state: ChessState, m: number, move: unknown, scratch: Int32Array): number {
  const notation = (move as { notation?: unknown }).notation;
  if (typeof notation !== 'string') return -1;
  const last = notation.charCodeAt(notation.length - 1);
  const written = last === 35 ? '#' : last === 43 ? '+' : '';
  const suffix = checkMarkAfter(state, m, scratch);
  if (written !== suffix) fail('ILLEGAL_MOVE', `${notation.slice(0, 20)} is not a legal move here (its check mark does not fit)`);
  return suffix === '' ? 0 : 1;
}

export { uciOf };
