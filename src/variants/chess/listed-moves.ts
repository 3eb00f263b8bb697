/**
 * The move objects of the most recent `chess.legalMoves` listings, so that
 * `play` given one of those very objects on a position with the same board,
 * turn, castling rights and en passant square can make its integer move
 * directly: it is known legal there (no legality test, no SAN comparison, no
 * check-mark test).
 *
 * Sound without freezing the objects: the fields that `play` reads from a
 * move object (`from`, `to`, `promotion`, `uci`, `kind`, `notation`) are
 * remembered at listing time and must still be the same values; a changed
 * field, a copy (`{ ...move, to: 'e5' }` is another object) or another
 * position takes the full path, so forged moves still throw `ILLEGAL_MOVE`.
 *
 * Listings are found by the position's Zobrist hash (the state already has
 * it), then confirmed field by field. Only the last {@link KEPT} listings are
 * kept, so memory stays bounded; a miss just costs the full path.
 */
import { CASTLE, EN_PASSANT, PROMOTE_N, squareId, squareName } from './codes.js';
import { promotionLetter } from './promotion.js';
import type { ChessMove, ChessPosition } from './types.js';

/** How many recent listings are kept (a game's worth, so a replayed game hits). */
const KEPT = 48;


interface Listing {
  readonly hash: number;
  readonly board: string;
  readonly turn: string;
  readonly castling: string;
  readonly enPassant: string | null;
  readonly moves: readonly ChessMove[];
  readonly ints: Int32Array;
  /** `uci` and `notation` of each move as listed (the other fields follow from the integer move). */
  readonly texts: string[];
  /**
   * The moves by destination: `byTo[to]` is the first index of a move to `to` (-1 none), and
   * `byTo[64 + i]` the next index after `i` with the same destination, so that finding a move
   * (or learning that a copy is not listed) looks at a few entries instead of all of them.
   * Built by the first `play` that looks the listing up, so listing moves costs nothing more.
   */
  byTo: Int16Array | undefined;
}

/** The {@link Listing.byTo} index of the integer moves `ints`. */
function indexByTo(ints: Int32Array): Int16Array {
  const n = ints.length;
  const byTo = new Int16Array(64 + n);
  for (let to = 0; to < 64; to++) byTo[to] = -1;
  for (let i = n - 1; i >= 0; i--) {
    const to = (ints[i]! >> 6) & 63;
    byTo[64 + i] = byTo[to]!;
    byTo[to] = i;
  }
  return byTo;
}

const byHash = /* @__PURE__ */ new Map<number, Listing>();
const ring: (Listing | undefined)[] = [];
let next = 0;

/** Remembers `moves` (built from the integer moves `ints`) as the legal moves of `position`, whose hash is `hash`. */
export function rememberListing(position: ChessPosition, hash: number, moves: readonly ChessMove[], ints: Int32Array): void {
  const texts: string[] = [];
  for (let i = 0; i < moves.length; i++) texts.push(moves[i]!.uci, moves[i]!.notation);
  const listing: Listing = { hash, board: position.board, turn: position.turn, castling: position.castling, enPassant: position.enPassant, moves, ints, texts, byTo: undefined };
  const old = ring[next];
  if (old !== undefined && byHash.get(old.hash) === old) byHash.delete(old.hash);
  ring[next] = listing;
  next = (next + 1) % KEPT;
  byHash.set(hash, listing);
}

/**
 * The integer move of `move` if it is an unchanged object from a kept listing
 * of a position with `position`'s board, turn, castling and en passant fields
 * (`hash` is that position's hash), so legal there; else -1.
 */
export function listedMove(move: object, position: ChessPosition, hash: number): number {
  const l = byHash.get(hash);
  if (l === undefined) return -1;
  const to = (move as { to?: unknown }).to;
  const t = typeof to === 'string' ? squareId(to) : -1;
  if (t < 0) return -1;
  const moves = l.moves, byTo = l.byTo ?? (l.byTo = indexByTo(l.ints));
  for (let i = byTo[t]!; i >= 0; i = byTo[64 + i]!) {
    if (moves[i] !== move) continue;
    // Found by identity first, so a copy costs no comparison of the board text.
    if (l.board !== position.board || l.turn !== position.turn || l.castling !== position.castling || l.enPassant !== position.enPassant) return -1;
    const mv = move as ChessMove, m = l.ints[i]!, flag = m >> 12;
    const same = mv.from === squareName(m & 63) && mv.to === squareName((m >> 6) & 63)
      && mv.promotion === (flag >= PROMOTE_N ? promotionLetter(flag) : undefined)
      && mv.kind === (flag === CASTLE ? 'castle' : flag === EN_PASSANT ? 'en-passant' : flag >= PROMOTE_N ? 'promotion' : undefined)
      && mv.uci === l.texts[2 * i] && mv.notation === l.texts[2 * i + 1];
    return same ? m : -1;
  }
  return -1;
}
