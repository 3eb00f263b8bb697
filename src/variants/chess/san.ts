/**
 * SAN (Standard Algebraic Notation) out, exactly as the PGN standard writes
 * it, and the move objects of the immutable API.
 */
import { BISHOP, CASTLE, EN_PASSANT, KING, KNIGHT, PAWN, QUEEN, ROOK, PIECE_LETTERS, PROMOTE_N, squareName } from './codes.js';
import { promotionLetter } from './promotion.js';
import { findLegal } from './single-move.js';
import { castlingRookFrom, castlingRookTo } from './castling.js';
import type { ChessBoard } from './board-state.js';
import type { ChessMove } from './types.js';

const FILES = 'abcdefgh';

/** Shared, frozen `capturedKinds` lists (no array built per move). */
const NONE_CAPTURED: readonly string[] = /* @__PURE__ */ Object.freeze([]);
const CAPTURED: readonly (readonly string[])[] = /* @__PURE__ */ [...PIECE_LETTERS.slice(0, 8)].map((k) => Object.freeze([k]));
const PAWN_CAPTURED = CAPTURED[PAWN]!;

/**
 * SAN of the legal move `m` in the state's current position. Disambiguation
 * (PGN 8.2.3.4): the file of departure if it differs, else the rank, else
 * both. `+` for check, `#` for checkmate. `scratch` is a spare buffer for the replies.
 */
export function sanOf(state: ChessBoard, m: number, scratch: Int32Array): string {
  const san = sanBody(state, m);
  state.make(m);
  const suffix = checkSuffix(state, scratch);
  state.unmake();
  return san + suffix;
}

/** `+`, `#` or nothing, for the position after a move (the state has made it). */
export function checkSuffix(state: ChessBoard, scratch: Int32Array): string {
  if (!state.inCheck()) return '';
  return state.generate(scratch) === 0 ? '#' : '+';
}

/** What SAN adds after the piece letter to tell the moving piece from others (PGN 8.2.3.4). */
export const NO_DISAMBIGUATION = 0, BY_FILE = 1, BY_RANK = 2, BY_SQUARE = 3;

/**
 * How the SAN of the piece on `from` moving to `to` is disambiguated: nothing when no other
 * piece of the same kind can legally reach `to`, else the file of departure if it differs,
 * else the rank, else both (the square).
 */
export function disambiguation(state: ChessBoard, from: number, to: number): number {
  const b = state.sq, t = state.tables;
  const piece = b[from]!, type = piece & 7;
  let clash = false, sameFile = false, sameRank = false;
  // Only squares that reach `to` by the piece's own movement can clash: looked up from `to`
  // (knight leaps and slides are symmetric), so the usual lone piece costs no legality test.
  if (type === KNIGHT) {
    const ks = t.knight.start, kn = t.knight.nodes;
    for (let i = ks[to]!, e = ks[to + 1]!; i < e; i++) {
      const of = kn[i]!;
      if (of === from || b[of] !== piece || findLegal(state, of, to, -1) < 0) continue;
      clash = true;
      if ((of & 7) === (from & 7)) sameFile = true;
      if (of >> 3 === from >> 3) sameRank = true;
    }
  } else if (type === BISHOP || type === ROOK || type === QUEEN) {
    const dirs = type === BISHOP ? t.bishopDirs : type === ROOK ? t.rookDirs : t.queenDirs;
    const rs = t.rayStart, rl = t.rayLength, rn = t.rayNodes;
    for (let j = 0; j < dirs.length; j++) {
      const slot = dirs[j]! * 64 + to;
      for (let i = rs[slot]!, e = i + rl[slot]!; i < e; i++) {
        const of = rn[i]!;
        if (b[of] === 0) continue;
        if (of !== from && b[of] === piece && findLegal(state, of, to, -1) >= 0) {
          clash = true;
          if ((of & 7) === (from & 7)) sameFile = true;
          if (of >> 3 === from >> 3) sameRank = true;
        }
        break;
      }
    }
  } else {
    for (let of = 0; of < 64; of++) {
      if (of === from || b[of] !== piece || findLegal(state, of, to, -1) < 0) continue;
      clash = true;
      if ((of & 7) === (from & 7)) sameFile = true;
      if (of >> 3 === from >> 3) sameRank = true;
    }
  }
  return !clash ? NO_DISAMBIGUATION : !sameFile ? BY_FILE : !sameRank ? BY_RANK : BY_SQUARE;
}

/**
 * SAN of `m` without the check suffix. Disambiguation asks whether another
 * piece of the same kind can legally reach the same square.
 */
export function sanBody(state: ChessBoard, m: number): string {
  const from = m & 63, to = (m >> 6) & 63, flag = m >> 12;
  const piece = state.sq[from]!;
  const type = piece & 7;
  if (flag === CASTLE) return (to & 7) === 6 ? 'O-O' : 'O-O-O';
  if (type === PAWN) {
    const capture = flag === EN_PASSANT || state.sq[to] !== 0;
    let san = (capture ? `${FILES[from & 7]}x` : '') + squareName(to);
    if (flag >= PROMOTE_N) san += `=${promotionLetter(flag)}`;
    return san;
  }
  let san = PIECE_LETTERS[type] as string;
  const tell = type === KING ? NO_DISAMBIGUATION : disambiguation(state, from, to);
  if (tell === BY_FILE) san += FILES[from & 7];
  else if (tell === BY_RANK) san += String((from >> 3) + 1);
  else if (tell === BY_SQUARE) san += squareName(from);
  if (state.sq[to] !== 0) san += 'x';
  return san + squareName(to);
}

/** UCI text of a move (`e2e4`, `e7e8q`, castling as the king's move `e1g1`). */
export function uciOf(m: number): string {
  const flag = m >> 12;
  return squareName(m & 63) + squareName((m >> 6) & 63) + (flag >= PROMOTE_N ? promotionLetter(flag).toLowerCase() : '');
}

/** The plain move object of `m`, with its SAN. */
export function moveObject(state: ChessBoard, m: number, scratch: Int32Array): ChessMove {
  return moveWithNotation(state, m, sanOf(state, m, scratch));
}

/**
 * The move object of the legal move `m` (not yet made) with the given SAN: the one
 * place move objects are built, so {@link moveObject} and the PGN reader's
 * `playMoveText` (which learns the check suffix while making the move) agree field by field.
 */
export function moveWithNotation(state: ChessBoard, m: number, notation: string): ChessMove {
  const from = m & 63, to = (m >> 6) & 63, flag = m >> 12;
  const piece = (PIECE_LETTERS[state.sq[from]! & 7] as string) as ChessMove['piece'];
  const uci = uciOf(m);
  const f = squareName(from), t = squareName(to);
  const player = state.turn === 0 ? 'white' : 'black';
  // The SAN suffix already says it: `+` check, `#` checkmate (no extra work per move).
  const last = notation.charCodeAt(notation.length - 1);
  const checkmate = last === 35, check = checkmate || last === 43;
  // Literal objects (no spreads): all moves share one shape per kind.
  if (flag === CASTLE) {
    const short = (to & 7) === 6;
    return { from: f, to: t, captures: [], notation, uci, piece, player, capturedKinds: NONE_CAPTURED, check, checkmate, kind: 'castle', castle: short ? 'short' : 'long', rookFrom: squareName(castlingRookFrom(to)), rookTo: squareName(castlingRookTo(to)) };
  }
  if (flag === EN_PASSANT) return { from: f, to: t, captures: [squareName(state.turn === 0 ? to - 8 : to + 8)], notation, uci, piece, player, capturedKinds: PAWN_CAPTURED, check, checkmate, kind: 'en-passant' };
  const victim = state.sq[to]!;
  const captures = victim !== 0 ? [t] : [];
  const capturedKinds = victim !== 0 ? CAPTURED[victim & 7]! : NONE_CAPTURED;
  if (flag >= PROMOTE_N) return { from: f, to: t, captures, notation, uci, piece, player, capturedKinds, check, checkmate, promotion: promotionLetter(flag), kind: 'promotion' };
  return { from: f, to: t, captures, notation, uci, piece, player, capturedKinds, check, checkmate };
}
