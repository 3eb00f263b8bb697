/**
 * Chess960 castling (lichess / FIDE Chess960 rules, Appendix: "Castling … the king and the rook
 * end on the same squares as in standard chess": king on g / c, rook on f / d of the home rank).
 *
 * Legal when: the right still exists, every square between the king and its target and between
 * the rook and its target is empty (except the king and that rook), the king is not in check,
 * no square the king passes is attacked (with the king lifted), and the king is not attacked on
 * its target square once king and rook stand there (the castling rook may have shielded it).
 * Castling fields: X-FEN (`K`/`Q` for the outermost rook on that side, else the rook's file
 * letter) and Shredder-FEN (file letters only) are read; X-FEN is written.
 */
import { fail } from '../../../core/errors.js';
import { BLACK, CASTLE, KING, ROOK } from '../codes.js';
import type { ChessState } from '../state.js';

const FILES = 'abcdefgh';

/** The rights and their rook squares (index K 0, Q 1, k 2, q 3; -1 without the right). */
export interface CastlingGeometry {
  readonly rights: number;
  readonly rooks: readonly number[];
}

function bad(message: string): never {
  return fail('INVALID_FEN', `invalid FEN castling: ${message}`, { field: 'castling' });
}

/**
 * Reads an X-FEN or Shredder-FEN castling field on a board of piece codes (a1 first).
 *
 * @example
 * ```ts
 * readCastling960(sq, 'HAha') // rights 15, rooks [7, 0, 63, 56] for the standard setup
 * ```
 */
export function readCastling960(sq: Int8Array, text: string): CastlingGeometry {
  const rooks = [-1, -1, -1, -1];
  let rights = 0;
  if (text === '-') return { rights, rooks };
  if (!/^[A-HKQa-hkq]{1,4}$/.test(text)) bad(`"${text.slice(0, 20)}" is not "-", KQkq or rook files (X-FEN / Shredder-FEN, e.g. HAha)`);
  for (const ch of text) {
    const white = ch === ch.toUpperCase();
    const colour = white ? 0 : BLACK, rank = white ? 0 : 56;
    let king = -1;
    for (let f = 0; f < 8; f++) if (sq[rank + f] === (colour | KING)) king = rank + f;
    if (king < 0) bad(`"${ch}" needs the ${white ? 'white' : 'black'} king on its first rank`);
    const rook = colour | ROOK, lower = ch.toLowerCase();
    let at = -1;
    if (lower === 'k') { for (let f = 7; f > (king & 7) && at < 0; f--) if (sq[rank + f] === rook) at = rank + f; }
    else if (lower === 'q') { for (let f = 0; f < (king & 7) && at < 0; f++) if (sq[rank + f] === rook) at = rank + f; }
    else {
      at = rank + FILES.indexOf(lower);
      if (sq[at] !== rook || at === king) at = -1;
    }
    if (at < 0) bad(`"${ch}" names no ${white ? 'white' : 'black'} rook ${lower === 'k' ? 'on the king side' : lower === 'q' ? 'on the queen side' : `on the ${lower} file`}`);
    const index = (white ? 0 : 2) + ((at & 7) > (king & 7) ? 0 : 1);
    if (rights & (1 << index)) bad(`"${text}" gives ${white ? 'white' : 'black'} two castling rights on one side`);
    rights |= 1 << index;
    rooks[index] = at;
  }
  return { rights, rooks };
}

/**
 * Writes the castling field in X-FEN: `K`/`Q` (`k`/`q`) when the right's rook is the outermost
 * rook on that side of the king, else the rook's file letter; white first, king side first.
 *
 * @example
 * ```ts
 * writeCastling960(sq, 15, [7, 0, 63, 56]) // 'KQkq'
 * ```
 */
export function writeCastling960(sq: Int8Array, rights: number, rooks: ArrayLike<number>): string {
  let out = '';
  for (let index = 0; index < 4; index++) {
    if (!(rights & (1 << index))) continue;
    const white = index < 2, rank = white ? 0 : 56, rook = (white ? 0 : BLACK) | ROOK, r = rooks[index]!;
    let outermost = true;
    if (index % 2 === 0) { for (let f = (r & 7) + 1; f < 8; f++) if (sq[rank + f] === rook) outermost = false; }
    else for (let f = 0; f < (r & 7); f++) if (sq[rank + f] === rook) outermost = false;
    const letter = outermost ? (index % 2 === 0 ? 'k' : 'q') : FILES[r & 7]!;
    out += white ? letter.toUpperCase() : letter;
  }
  return out === '' ? '-' : out;
}

/** Sets the state's castling geometry (rook squares and the rights a move from or to each square keeps). */
export function setGeometry(s: ChessState, g: CastlingGeometry): void {
  s.keep.fill(15);
  for (let index = 0; index < 4; index++) {
    if (!(g.rights & (1 << index))) continue;
    const r = g.rooks[index]!;
    s.castleRook[index] = r;
    s.keep[r]! &= ~(1 << index);
    const king = s.kingSq[index >> 1]!;
    s.keep[king]! &= index < 2 ? 12 : 3;
  }
}

/** Adds the legal Chess960 castles of the side to move (not in check) to `out` from `n`. */
export function generateCastles960(s: ChessState, out: Int32Array, n: number): number {
  const b = s.sq, us = s.turn, them = us ^ 8, rank = us === 0 ? 0 : 56, k = s.kingSq[us >> 3]!;
  const rook = us | ROOK, king = us | KING;
  for (let side = 0; side < 2; side++) {
    const index = (us >> 2) + side;
    if (!(s.castling & (1 << index))) continue;
    const r = s.castleRook[index]!, kt = rank | (side === 0 ? 6 : 2), rt = rank | (side === 0 ? 5 : 3);
    const lo = Math.min(k, r, kt, rt), hi = Math.max(k, r, kt, rt);
    let ok = true;
    for (let x = lo; x <= hi && ok; x++) if (x !== k && x !== r && b[x] !== 0) ok = false;
    if (!ok) continue;
    b[k] = 0;
    const step = kt > k ? 1 : -1;
    if (k !== kt) for (let x = k + step; x !== kt && ok; x += step) if (s.attacked(x, them)) ok = false;
    if (ok) {
      const saved = b[rt]!;
      b[r] = 0;
      b[rt] = rook;
      ok = !s.attacked(kt, them);
      b[rt] = saved;
      b[r] = rook;
    }
    b[k] = king;
    if (ok) out[n++] = k | (kt << 6) | (CASTLE << 12);
  }
  return n;
}
