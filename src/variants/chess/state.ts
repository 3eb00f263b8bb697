/**
 * The fast layer: a mutable chess position on typed arrays with integer moves,
 * make/unmake, incremental Zobrist hashing and legal move generation by
 * check and pin masks (no "make, test, unmake" except for en passant).
 * Nothing here allocates per node.
 */
import { generatedIndex, type SearchState } from '../../core/search.js';
import { combineHash } from '../../core/zobrist.js';
import type { RepetitionKeys } from '../../core/repetition.js';
import { describe, fail } from '../../core/errors.js';
import { requireDepth, requireMoveBuffer } from '../../core/search.js';
import { lazy } from '../../core/lazy.js';
import { chessTables, type ChessTables } from './board.js';
import { chessZobrist, CASTLING_KEY, EP_KEY, SIDE_KEY } from './hash.js';
import {
  BISHOP, BLACK, CASTLE, DOUBLE_PUSH, DROP, EN_PASSANT, KING, KNIGHT, NE, NW, PAWN, PIECE_LETTERS, PROMOTE_N, QUEEN, ROOK, SE, SW, WHITE,
  castlingText, squareId, squareName,
} from './codes.js';
import { CASTLING_KEEP, generateCastles, STANDARD_CASTLING_ROOKS } from './castling.js';
import { enPassantAvailable, generateEnPassant } from './en-passant.js';
import { promotedType } from './promotion.js';
import { findLegal } from './single-move.js';
import { generatePawnMoves } from './pawns.js';
import { clock } from './clocks.js';
import { KEPT_KEYS } from './repetition.js';
import { moveObject } from './san.js';
import type { ChessMove, ChessPosition } from './types.js';


/** Lookup tables between board text and piece codes, built on first use. */
const codec = /* @__PURE__ */ lazy(() => {
  const codeOfChar = new Int8Array(128);
  const charOfCode = new Uint16Array(16);
  for (let code = 0; code < 16; code++) {
    const ch = PIECE_LETTERS.charCodeAt(code);
    charOfCode[code] = ch;
    if (PIECE_LETTERS[code] !== '.') codeOfChar[ch] = code;
  }
  const castlingBit = new Int8Array(128);
  castlingBit[75] = 1; // K
  castlingBit[81] = 2; // Q
  castlingBit[107] = 4; // k
  castlingBit[113] = 8; // q
  return { codeOfChar, charOfCode, castlingBit };
});

/**
 * The 64 board characters as one flat string. One `fromCharCode` call with
 * 64 arguments is several times faster than `fromCharCode.apply` on an array
 * or joining characters, and `play` builds one such string per move.
 */
function boardString(b: Int8Array, c: Uint16Array): string {
  return String.fromCharCode(
    c[b[0]!]!, c[b[1]!]!, c[b[2]!]!, c[b[3]!]!, c[b[4]!]!, c[b[5]!]!, c[b[6]!]!, c[b[7]!]!,
    c[b[8]!]!, c[b[9]!]!, c[b[10]!]!, c[b[11]!]!, c[b[12]!]!, c[b[13]!]!, c[b[14]!]!, c[b[15]!]!,
    c[b[16]!]!, c[b[17]!]!, c[b[18]!]!, c[b[19]!]!, c[b[20]!]!, c[b[21]!]!, c[b[22]!]!, c[b[23]!]!,
    c[b[24]!]!, c[b[25]!]!, c[b[26]!]!, c[b[27]!]!, c[b[28]!]!, c[b[29]!]!, c[b[30]!]!, c[b[31]!]!,
    c[b[32]!]!, c[b[33]!]!, c[b[34]!]!, c[b[35]!]!, c[b[36]!]!, c[b[37]!]!, c[b[38]!]!, c[b[39]!]!,
    c[b[40]!]!, c[b[41]!]!, c[b[42]!]!, c[b[43]!]!, c[b[44]!]!, c[b[45]!]!, c[b[46]!]!, c[b[47]!]!,
    c[b[48]!]!, c[b[49]!]!, c[b[50]!]!, c[b[51]!]!, c[b[52]!]!, c[b[53]!]!, c[b[54]!]!, c[b[55]!]!,
    c[b[56]!]!, c[b[57]!]!, c[b[58]!]!, c[b[59]!]!, c[b[60]!]!, c[b[61]!]!, c[b[62]!]!, c[b[63]!]!,
  );
}

/** The king square of a side that has no king: past the board, never adjacent to a square. */
export const NO_KING = 255;

function badBoard(message: string): never {
  return fail('INVALID_POSITION', `not a sound chess position: ${message}`);
}

/** Do the castling `rights` have their king and rook on the original squares? */
function castlingFits(sq: Int8Array, rights: number): boolean {
  const R = ROOK, r = BLACK | ROOK;
  return (!(rights & 3) || sq[4] === KING) && (!(rights & 12) || sq[60] === (BLACK | KING))
    && (!(rights & 1) || sq[7] === R) && (!(rights & 2) || sq[0] === R)
    && (!(rights & 4) || sq[63] === r) && (!(rights & 8) || sq[56] === r);
}

/** Is `ep` an empty square on the right rank with the opponent's pawn just past it? */
function enPassantFits(sq: Int8Array, turn: number, ep: number): boolean {
  if (sq[ep] !== 0) return false;
  return turn === WHITE ? ep >> 3 === 5 && sq[ep - 8] === (BLACK | PAWN) : ep >> 3 === 2 && sq[ep + 8] === PAWN;
}

/** A reply buffer for building SAN in `ChessState.move` (check and mate suffixes). */
const spare = /* @__PURE__ */ lazy(() => new Int32Array(256));

/**
 * A mutable chess position for search (implements the core `SearchState`; the rule modules see it
 * through the structural `ChessBoard` of board-state.ts, left off the public docs).
 * Get one with `chess.search(position)`.
 *
 * @example
 * ```ts
 * const s = chess.search(chess.setup());
 * const buf = new Int32Array(s.maxMoves);
 * const n = s.generate(buf); // 20
 * s.make(buf[0]!); s.unmake();
 * ```
 */
export class ChessState implements SearchState<ChessPosition, ChessMove> {
  /** No chess position has more than 218 legal moves. */
  readonly maxMoves = 256;
  /** Piece code per square (0 empty, colour | type). */
  readonly sq: Int8Array = new Int8Array(64);
  /** Side to move: 0 white, 8 black. */
  turn = WHITE;
  /** Castling-right bits (K 1, Q 2, k 4, q 8). */
  castling = 0;
  /** En passant target square when a legal capture onto it exists, else -1. */
  ep = -1;
  halfmove = 0;
  fullmove = 1;
  /** King squares, by colour (index `turn >> 3`). */
  readonly kingSq: Int32Array = new Int32Array(2);
  /** Number of pieces giving check, found by the last {@link ChessState.generate}. */
  checkers = 0;
  /** Compiled movement tables. */
  readonly tables: ChessTables;
  /**
   * Castling geometry: the rook square of each right (K, Q, k, q), and per square the rights that
   * survive a move from or to it. Standard chess keeps a1/h1/a8/h8; Chess960 sets its own
   * (see `rules/chess960-castling.ts`), and then {@link ChessState.castles960} is set.
   */
  readonly castleRook: Int8Array = Int8Array.from(STANDARD_CASTLING_ROOKS);
  readonly keep: Uint8Array = Uint8Array.from(CASTLING_KEEP);
  /** Castling by the Chess960 rule (any king and rook files); standard chess keeps the faster fixed-square test. */
  castles960 = false;
  /**
   * Kings are royal: exactly one each, never left in check. Off for antichess (kings are ordinary
   * pieces); a side without a king (horde's White) has its king square set past the board (`NO_KING`).
   */
  royal = true;
  /**
   * Record an en passant square whenever a pawn could capture onto it, leaving legality to the
   * variant's own test (atomic, where exposing the king may still win by explosion).
   */
  epByMovement = false;
  /**
   * Zobrist halves, kept incrementally (rule layers may XOR their own features in after a move):
   * `[hi, lo]`. In a typed array, not two fields: the low half is a 32-bit value, too wide for a
   * small integer, and the first such value stored in a field changed the state's hidden class, which
   * threw away V8's optimized make, unmake and attack code (`node --trace-deopt`: "wrong map").
   */
  protected readonly key: Int32Array = new Int32Array(2);
  protected readonly zh: Uint32Array;
  protected readonly zl: Uint32Array;
  // The undo stack; protected for the drops of crazyhouse (rules-state.ts), which push onto it too.
  protected ply = 0;
  protected uMove: Int32Array = new Int32Array(256);
  protected uCaptured: Int8Array = new Int8Array(256);
  protected uCastling: Int8Array = new Int8Array(256);
  protected uEp: Int8Array = new Int8Array(256);
  protected uHalf: Int32Array = new Int32Array(256);
  protected uHi: Int32Array = new Int32Array(256);
  protected uLo: Int32Array = new Int32Array(256);
  private stamp = 0;
  private readonly checkStamp = new Int32Array(64);
  private readonly pinStamp = new Int32Array(64);
  private readonly pinAxis = new Int8Array(64);
  // One slot per square: a position may hold more than 16 pieces a side (crazyhouse drops, hand-made boards).
  private readonly enemySliders = new Int32Array(64);
  private readonly ownSquares = new Int32Array(64);
  private readonly codec = codec();
  private buffers: Int32Array[] = [];

  private baseKeys: RepetitionKeys = [];

  /**
   * Whether {@link ChessState.make} refuses a move that is not legal here (`ILLEGAL_MOVE`) and
   * {@link ChessState.generate} a buffer smaller than {@link ChessState.maxMoves}, before touching
   * the state: on for states handed to callers; off inside perft and the immutable API, which
   * make only moves they generated.
   */
  checkMoves = true;

  /**
   * Loads a position whose fields have the right types (see `checkShape`), refusing
   * one that is not sound (`INVALID_POSITION`); `verify: false` only for a FEN
   * reader that makes the same checks with its own messages. `kings`: see {@link ChessState.royal}.
   */
  constructor(position: ChessPosition, verify = true, kings: 'one-each' | 'any' = 'one-each') {
    this.tables = chessTables();
    const z = chessZobrist();
    this.zh = z.hi;
    this.zl = z.lo;
    this.royal = kings === 'one-each';
    this.load(position, verify);
  }

  /** Replaces the whole state by `position` and forgets the move history; refuses an unsound position (see the constructor). */
  load(position: ChessPosition, verify = true): this {
    this.ply = 0;
    const text = position.board;
    const sq = this.sq, zh = this.zh, zl = this.zl, { codeOfChar, castlingBit } = this.codec;
    let hi = 0, lo = 0, whiteKings = 0, blackKings = 0;
    this.kingSq[0] = NO_KING;
    this.kingSq[1] = NO_KING;
    // Decode the board and hash it in one pass.
    for (let i = 0; i < 64; i++) {
      const ch = text.charCodeAt(i);
      const code = ch < 128 ? codeOfChar[ch]! : 0;
      sq[i] = code;
      if (code !== 0) {
        hi ^= zh[code * 64 + i]!; lo ^= zl[code * 64 + i]!;
        if (code === KING) { this.kingSq[0] = i; whiteKings++; }
        else if (code === (BLACK | KING)) { this.kingSq[1] = i; blackKings++; }
      } else if (ch !== 46) badBoard(`"board" has "${text[i]}" on ${squareName(i)}; use PNBRQK, pnbrqk or "." for an empty square`);
    }
    // A hand-made object (positions from parse, setup and play are always sound) must not make
    // the move generator read a king, castling rook or en passant pawn that is not there.
    if (this.royal && (whiteKings !== 1 || blackKings !== 1) && !this.kinglessSide(whiteKings, blackKings)) badBoard(`"board" needs exactly one white king (K) and one black king (k); it has ${whiteKings} and ${blackKings}`);
    this.turn = position.turn === 'white' ? WHITE : BLACK;
    const rights = this.readCastling(position.castling, castlingBit);
    this.castling = rights;
    this.ep = position.enPassant === null ? -1 : squareId(position.enPassant);
    if (position.enPassant !== null && (this.ep < 0 || !enPassantFits(sq, this.turn, this.ep))) badBoard(`"enPassant" ${position.enPassant} needs an empty square just passed by a ${this.turn === WHITE ? 'black' : 'white'} pawn`);
    this.halfmove = position.halfmove;
    this.fullmove = position.fullmove;
    this.baseKeys = position.keys;
    hi ^= zh[CASTLING_KEY + rights]!; lo ^= zl[CASTLING_KEY + rights]!;
    if (this.ep >= 0) { hi ^= zh[EP_KEY + (this.ep & 7)]!; lo ^= zl[EP_KEY + (this.ep & 7)]!; }
    if (this.turn === BLACK) { hi ^= zh[SIDE_KEY]!; lo ^= zl[SIDE_KEY]!; }
    this.key[0] = hi;
    this.key[1] = lo;
    if (verify) this.verify();
    return this;
  }

  /**
   * The checks FEN text gets that need the decoded board (a hand-made object must not reach
   * a state that FEN would refuse: a king could be captured from it, and what `play` made
   * from it would be trusted as sound): no pawn on the first or last rank, the side not to
   * move not in check, and an en passant square only where a legal capture onto it exists
   * (as `play` and `parse` record it, so equal positions have equal hashes).
   */
  protected verify(): void {
    const sq = this.sq;
    for (let f = 0; f < 8; f++) {
      if ((sq[f]! & 7) === PAWN) badBoard(`"board" has a pawn on ${squareName(f)}, on the first rank`);
      if ((sq[56 + f]! & 7) === PAWN) badBoard(`"board" has a pawn on ${squareName(56 + f)}, on the last rank`);
    }
    const other = this.turn ^ 8;
    if (this.attacked(this.kingSq[other >> 3]!, this.turn)) badBoard(`the side not to move (${other === WHITE ? 'white' : 'black'}) is in check`);
    if (this.ep >= 0 && !enPassantAvailable(this, this.ep)) badBoard(`"enPassant" ${squareName(this.ep)} is set but no legal en passant capture onto it exists (leave it null)`);
  }

  /**
   * The castling rights of a position's `castling` text. Standard chess reads `KQkq`; a rule layer
   * with other castling geometry (Chess960) overrides this and sets {@link ChessState.castleRook}.
   */
  protected readCastling(c: string, castlingBit: Int8Array): number {
    let rights = 0;
    for (let i = 0; i < c.length; i++) rights |= castlingBit[c.charCodeAt(i) & 127]!;
    if (rights !== 0 && !castlingFits(this.sq, rights)) badBoard(`"castling" ${c} needs its king and rook on their original squares`);
    return rights;
  }

  /** May a side have no king (horde's White)? Only rule layers say yes. */
  protected kinglessSide(_whiteKings: number, _blackKings: number): boolean {
    return false;
  }

  /** The castling text of the current rights (overridden with the geometry by Chess960). */
  castlingString(): string {
    return castlingText(this.castling);
  }

  /** The piece the last made move captured (0 none); for rule layers that act on captures. */
  lastCaptured(): number {
    return this.ply === 0 ? 0 : this.uCaptured[this.ply - 1]!;
  }

  /** The last made move (integer), or -1. */
  lastMove(): number {
    return this.ply === 0 ? -1 : this.uMove[this.ply - 1]!;
  }

  /** Zobrist hash of the current position (kept incrementally). */
  hash(): number {
    return combineHash(this.key[0]!, this.key[1]!);
  }

  /** Is `s` attacked by a piece of colour `by` (0 white, 8 black)? */
  attacked(s: number, by: number): boolean {
    const b = this.sq, t = this.tables, next = t.next;
    const pawn = by | PAWN;
    if (by === WHITE) {
      const a = next[SW * 64 + s]!, c = next[SE * 64 + s]!;
      if ((a >= 0 && b[a] === pawn) || (c >= 0 && b[c] === pawn)) return true;
    } else {
      const a = next[NW * 64 + s]!, c = next[NE * 64 + s]!;
      if ((a >= 0 && b[a] === pawn) || (c >= 0 && b[c] === pawn)) return true;
    }
    const knight = by | KNIGHT;
    const ks = t.knight.start, kn = t.knight.nodes;
    for (let i = ks[s]!, e = ks[s + 1]!; i < e; i++) if (b[kn[i]!] === knight) return true;
    const king = by | KING;
    const gs = t.king.start, gn = t.king.nodes;
    for (let i = gs[s]!, e = gs[s + 1]!; i < e; i++) if (b[gn[i]!] === king) return true;
    const rs = t.rayStart, rl = t.rayLength, rn = t.rayNodes, sk = t.sliderKind;
    const queen = by | QUEEN, rook = by | ROOK, bishop = by | BISHOP;
    for (let d = 0; d < 8; d++) {
      const slot = d * 64 + s;
      for (let i = rs[slot]!, e = i + rl[slot]!; i < e; i++) {
        const p = b[rn[i]!]!;
        if (p === 0) continue;
        if (p === queen || p === (sk[d] === 1 ? rook : bishop)) return true;
        break;
      }
    }
    return false;
  }

  /** Is the side to move in check? */
  inCheck(): boolean {
    return this.attacked(this.kingSq[this.turn >> 3]!, this.turn ^ 8);
  }

  /** Writes the legal moves into `out` from index 0 and returns how many. */
  generate(out: Int32Array): number {
    if (this.checkMoves) requireMoveBuffer(out, this.maxMoves);
    const b = this.sq, us = this.turn, them = us ^ 8;
    const t = this.tables, next = t.next, rs = t.rayStart, rl = t.rayLength, rn = t.rayNodes, sk = t.sliderKind;
    const k = this.kingSq[us >> 3]!;
    const stamp = ++this.stamp;
    const cs = this.checkStamp, ps = this.pinStamp, pa = this.pinAxis;
    let checkers = 0;

    // Checks by pawns and knights: only the checker itself may be captured.
    const enemyPawn = them | PAWN;
    const pa1 = next[(us === WHITE ? NE : SE) * 64 + k]!, pa2 = next[(us === WHITE ? NW : SW) * 64 + k]!;
    if (pa1 >= 0 && b[pa1] === enemyPawn) { checkers++; cs[pa1] = stamp; }
    if (pa2 >= 0 && b[pa2] === enemyPawn) { checkers++; cs[pa2] = stamp; }
    const ks = t.knight.start, kn = t.knight.nodes, enemyKnight = them | KNIGHT;
    for (let i = ks[k]!, e = ks[k + 1]!; i < e; i++) {
      const x = kn[i]!;
      if (b[x] === enemyKnight) { checkers++; cs[x] = stamp; }
    }
    // One scan of the board: our pieces, and the enemy sliders.
    const own = this.ownSquares, sliders = this.enemySliders;
    let nOwn = 0, nSliders = 0;
    for (let from = 0; from < 64; from++) {
      const p = b[from]!;
      if (p === 0) continue;
      const type = p & 7;
      if ((p & 8) === us) { if (type !== KING) own[nOwn++] = from; }
      else if (type >= BISHOP && type <= QUEEN) sliders[nSliders++] = from;
    }
    // Slider checks (block or capture) and pins: only sliders on a line with the king matter.
    const queen = them | QUEEN, rook = them | ROOK, bishop = them | BISHOP, lineDir = t.lineDir;
    for (let j = 0; j < nSliders; j++) {
      const s = sliders[j]!;
      const d = lineDir[k * 64 + s]!;
      if (d < 0) continue;
      const q = b[s]!;
      if (q !== queen && q !== (sk[d] === 1 ? rook : bishop)) continue;
      const start = rs[d * 64 + k]!;
      let pinned = -1;
      let r = start;
      for (;; r++) {
        const x = rn[r]!;
        if (x === s) break;
        const p = b[x]!;
        if (p === 0) continue;
        if ((p & 8) === us && pinned < 0) { pinned = x; continue; }
        pinned = -2; // a second piece in between: neither check nor pin
        break;
      }
      if (pinned === -1) {
        checkers++;
        for (let i = start; i <= r; i++) cs[rn[i]!] = stamp;
      } else if (pinned >= 0) {
        ps[pinned] = stamp;
        pa[pinned] = d & 3;
      }
    }
    this.checkers = checkers;

    let n = 0;
    const evade = checkers === 1;
    // Double check: only the king may move.
    if (checkers > 1) return this.kingMoves(out, n, k, nSliders);
    if (!evade && this.castling !== 0) n = this.castles960 ? this.generateCastles960(out, n) : generateCastles(this, out, n);

    for (let o = 0; o < nOwn; o++) {
      const from = own[o]!;
      const p = b[from]!;
      const type = p & 7;
      const pin = ps[from] === stamp ? pa[from]! : -1;
      if (type === PAWN) {
        n = generatePawnMoves(b, next, us, from, pin, evade, cs, stamp, out, n);
      } else if (type === KNIGHT) {
        if (pin >= 0) continue; // a pinned knight can never stay on the pin line
        for (let i = ks[from]!, e = ks[from + 1]!; i < e; i++) {
          const x = kn[i]!;
          const q = b[x]!;
          if (q !== 0 && (q & 8) === us) continue;
          if (!evade || cs[x] === stamp) out[n++] = from | (x << 6);
        }
      } else {
        const dirs = type === ROOK ? t.rookDirs : type === BISHOP ? t.bishopDirs : t.queenDirs;
        for (let j = 0; j < dirs.length; j++) {
          const d = dirs[j]!;
          if (pin >= 0 && (d & 3) !== pin) continue;
          const slot = d * 64 + from;
          for (let i = rs[slot]!, e = i + rl[slot]!; i < e; i++) {
            const x = rn[i]!;
            const q = b[x]!;
            if (q === 0) {
              if (!evade || cs[x] === stamp) out[n++] = from | (x << 6);
              continue;
            }
            if ((q & 8) !== us && (!evade || cs[x] === stamp)) out[n++] = from | (x << 6);
            break;
          }
        }
      }
    }
    if (this.ep >= 0) n = generateEnPassant(this, out, n);
    return this.kingMoves(out, n, k, nSliders);
  }

  /** Chess960 castling, set by the rule layer that owns it (`rules/chess960-castling.ts`). */
  generateCastles960(_out: Int32Array, n: number): number {
    return n;
  }

  /**
   * Adds the king's moves: never onto an attacked square. The king is lifted
   * so it cannot shield itself; sliders are tested from the list of enemy
   * sliders found by the scan (fast on open boards, where rays are long).
   */
  private kingMoves(out: Int32Array, n: number, k: number, nSliders: number): number {
    const b = this.sq, us = this.turn, them = us ^ 8, t = this.tables;
    const next = t.next, rs = t.rayStart, rn = t.rayNodes, sk = t.sliderKind, lineDir = t.lineDir;
    const ks = t.knight.start, kn = t.knight.nodes;
    const gs = t.king.start, gn = t.king.nodes;
    const sliders = this.enemySliders;
    const pawn = them | PAWN, knight = them | KNIGHT, queen = them | QUEEN, rook = them | ROOK, bishop = them | BISHOP;
    const pd1 = (us === WHITE ? NE : SE) * 64, pd2 = (us === WHITE ? NW : SW) * 64;
    const ek = this.kingSq[them >> 3]!;
    const ekf = ek & 7, ekr = ek >> 3;
    b[k] = 0;
    outer: for (let i = gs[k]!, e = gs[k + 1]!; i < e; i++) {
      const x = gn[i]!;
      const p = b[x]!;
      if (p !== 0 && (p & 8) === us) continue;
      // The enemy king.
      const df = (x & 7) - ekf, dr = (x >> 3) - ekr;
      if (df <= 1 && df >= -1 && dr <= 1 && dr >= -1) continue;
      // Pawns attacking x stand diagonally in front of it, seen from the king's side.
      const a1 = next[pd1 + x]!, a2 = next[pd2 + x]!;
      if ((a1 >= 0 && b[a1] === pawn) || (a2 >= 0 && b[a2] === pawn)) continue;
      for (let j = ks[x]!, f = ks[x + 1]!; j < f; j++) if (b[kn[j]!] === knight) continue outer;
      for (let j = 0; j < nSliders; j++) {
        const s = sliders[j]!;
        const d = lineDir[x * 64 + s]!;
        if (d < 0) continue;
        const q = b[s]!;
        if (q !== queen && q !== (sk[d] === 1 ? rook : bishop)) continue;
        let r = rs[d * 64 + x]!;
        while (rn[r] !== s && b[rn[r]!] === 0) r++;
        if (rn[r] === s) continue outer;
      }
      out[n++] = k | (x << 6);
    }
    b[k] = us | KING;
    return n;
  }

  /** Plays a move from the last {@link ChessState.generate} of this state (drops: rules-state.ts). */
  make(m: number): void {
    if (this.checkMoves) this.requireLegal(m);
    const from = m & 63, to = (m >> 6) & 63, flag = m >> 12;
    const b = this.sq, zh = this.zh, zl = this.zl, us = this.turn, key = this.key;
    const i = this.ply++;
    if (i >= this.uMove.length) this.grow();
    this.uMove[i] = m;
    this.uCastling[i] = this.castling;
    this.uEp[i] = this.ep;
    this.uHalf[i] = this.halfmove;
    const oldHi = key[0]!, oldLo = key[1]!;
    this.uHi[i] = oldHi;
    this.uLo[i] = oldLo;
    const piece = b[from]!;
    let hi = oldHi ^ zh[piece * 64 + from]!, lo = oldLo ^ zl[piece * 64 + from]!;
    let captured: number;
    if (flag === CASTLE) {
      // King and rook leave first, then land: in Chess960 either may end on the other's square (or its own).
      const rf = this.castleRook[(us >> 2) + ((to & 7) === 6 ? 0 : 1)]!, rt = (to & 56) | ((to & 7) === 6 ? 5 : 3), rook = us | ROOK;
      captured = 0;
      b[from] = 0;
      b[rf] = 0;
      b[to] = piece;
      b[rt] = rook;
      hi ^= zh[piece * 64 + to]! ^ zh[rook * 64 + rf]! ^ zh[rook * 64 + rt]!; lo ^= zl[piece * 64 + to]! ^ zl[rook * 64 + rf]! ^ zl[rook * 64 + rt]!;
      this.kingSq[us >> 3] = to;
    } else if (flag === EN_PASSANT) {
      const victim = us === WHITE ? to - 8 : to + 8;
      captured = b[victim]!;
      b[victim] = 0;
      hi ^= zh[captured * 64 + victim]!; lo ^= zl[captured * 64 + victim]!;
    } else {
      captured = b[to]!;
      if (captured !== 0) { hi ^= zh[captured * 64 + to]!; lo ^= zl[captured * 64 + to]!; }
    }
    this.uCaptured[i] = captured;
    if (flag !== CASTLE) {
      const placed = flag >= PROMOTE_N ? us | promotedType(flag) : piece;
      b[from] = 0;
      b[to] = placed;
      hi ^= zh[placed * 64 + to]!; lo ^= zl[placed * 64 + to]!;
      if ((piece & 7) === KING) this.kingSq[us >> 3] = to;
    }
    const oldRights = this.castling;
    if (oldRights !== 0) {
      const keep = this.keep;
      const rights = oldRights & keep[from]! & keep[to]!;
      if (rights !== oldRights) {
        hi ^= zh[CASTLING_KEY + oldRights]! ^ zh[CASTLING_KEY + rights]!;
        lo ^= zl[CASTLING_KEY + oldRights]! ^ zl[CASTLING_KEY + rights]!;
        this.castling = rights;
      }
    }
    if (this.ep >= 0) { hi ^= zh[EP_KEY + (this.ep & 7)]!; lo ^= zl[EP_KEY + (this.ep & 7)]!; this.ep = -1; }
    this.halfmove = (piece & 7) === PAWN || captured !== 0 ? 0 : this.halfmove + 1;
    if (us === BLACK) this.fullmove++;
    this.turn = us ^ 8;
    hi ^= zh[SIDE_KEY]!; lo ^= zl[SIDE_KEY]!;
    if (flag === DOUBLE_PUSH) {
      // Record the en passant square only if the opponent can really capture there.
      const e = (from + to) >> 1;
      if (enPassantAvailable(this, e)) {
        this.ep = e;
        hi ^= zh[EP_KEY + (e & 7)]!; lo ^= zl[EP_KEY + (e & 7)]!;
      }
    }
    key[0] = hi;
    key[1] = lo;
  }

  /**
   * After {@link ChessState.generate} found exactly one checker: does a piece on square `x` capture
   * or block it? (An empty such square lies between a checking slider and the king: crazyhouse
   * drops may go there.)
   */
  evades(x: number): boolean {
    return this.checkStamp[x] === this.stamp;
  }

  /** Refuses `m` unless it is a legal move here, encoded as `generate` writes it (one legality test, no move list). */
  private requireLegal(m: unknown): void {
    const ok = typeof m === 'number' && Number.isInteger(m) && m >= 0 && m < 1 << 15
      && findLegal(this, m & 63, (m >> 6) & 63, m >> 12 >= PROMOTE_N ? m >> 12 : -1) === m;
    if (!ok) fail('ILLEGAL_MOVE', `${describe(m)} is not a legal move here (make takes a move that generate wrote)`);
  }

  /** Takes back the last {@link ChessState.make}. */
  unmake(): void {
    if (this.ply === 0) fail('NOTHING_TO_UNDO', 'no move to take back');
    const i = --this.ply;
    const m = this.uMove[i]!;
    const from = m & 63, to = (m >> 6) & 63, flag = m >> 12;
    const us = (this.turn ^= 8);
    const b = this.sq;
    if (m >= DROP) b[to] = 0;
    else if (flag === CASTLE) {
      // Both leave their landing squares first (they may overlap the squares they came from).
      b[to] = 0;
      b[(to & 56) | ((to & 7) === 6 ? 5 : 3)] = 0;
      b[from] = us | KING;
      b[this.castleRook[(us >> 2) + ((to & 7) === 6 ? 0 : 1)]!] = us | ROOK;
      this.kingSq[us >> 3] = from;
    } else {
      const piece = flag >= PROMOTE_N ? us | PAWN : b[to]!;
      b[from] = piece;
      const captured = this.uCaptured[i]!;
      if (flag === EN_PASSANT) {
        b[to] = 0;
        b[us === WHITE ? to - 8 : to + 8] = captured;
      } else {
        b[to] = captured;
      }
      if ((piece & 7) === KING) this.kingSq[us >> 3] = from;
    }
    if (us === BLACK) this.fullmove--;
    this.castling = this.uCastling[i]!;
    this.ep = this.uEp[i]!;
    this.halfmove = this.uHalf[i]!;
    this.key[0] = this.uHi[i]!;
    this.key[1] = this.uLo[i]!;
  }

  protected grow(): void {
    const size = this.uMove.length * 2;
    const more = <T extends Int32Array | Int8Array>(a: T, make: (n: number) => T): T => {
      const bigger = make(size);
      bigger.set(a);
      return bigger;
    };
    this.uMove = more(this.uMove, (n) => new Int32Array(n));
    this.uCaptured = more(this.uCaptured, (n) => new Int8Array(n));
    this.uCastling = more(this.uCastling, (n) => new Int8Array(n));
    this.uEp = more(this.uEp, (n) => new Int8Array(n));
    this.uHalf = more(this.uHalf, (n) => new Int32Array(n));
    this.uHi = more(this.uHi, (n) => new Int32Array(n));
    this.uLo = more(this.uLo, (n) => new Int32Array(n));
  }

  /** Leaf count to `depth`, counting the last ply in bulk. */
  perft(depth: number): number {
    requireDepth(depth);
    if (depth === 0) return 1;
    // The walk makes only moves it generated; recursion is bounded by requireDepth.
    const checking = this.checkMoves;
    this.checkMoves = false;
    try {
      return this.walk(depth);
    } finally {
      this.checkMoves = checking;
    }
  }

  private walk(depth: number): number {
    // A buffer per ply reached (a deep perft of a finished position allocates nothing).
    const buf = (this.buffers[depth - 1] ??= new Int32Array(this.maxMoves));
    const count = this.generate(buf);
    if (depth === 1) return count;
    let nodes = 0;
    for (let i = 0; i < count; i++) {
      this.make(buf[i]!);
      nodes += this.walk(depth - 1);
      this.unmake();
    }
    return nodes;
  }

  /** The board as the 64-character text of {@link ChessPosition.board}. */
  boardText(): string {
    return boardString(this.sq, this.codec.charOfCode);
  }

  /**
   * Forgets the move history without reloading: the state already holds the
   * position whose earlier-position hashes are `keys` (the immutable `play`
   * continues from the state its last call left).
   */
  restart(keys: RepetitionKeys): void {
    this.ply = 0;
    this.baseKeys = keys;
  }

  /** The listed move object of integer move `m` (`legalMoves` lists in generate order, with these same objects' fields). */
  move(m: number): ChessMove {
    generatedIndex(this, m);
    return moveObject(this, m, spare());
  }

  /** An immutable snapshot of the current state, with its repetition keys. */
  position(): ChessPosition {
    let keys: number[] = [...this.baseKeys];
    for (let j = 0; j < this.ply; j++) {
      const halfAfter = j + 1 < this.ply ? this.uHalf[j + 1]! : this.halfmove;
      if (halfAfter === 0) keys = [];
      else keys.push(combineHash(this.uHi[j]!, this.uLo[j]!));
    }
    if (keys.length > KEPT_KEYS) keys = keys.slice(keys.length - KEPT_KEYS);
    return {
      variant: 'chess',
      turn: this.turn === WHITE ? 'white' : 'black',
      board: this.boardText(),
      castling: this.castlingString(),
      enPassant: this.ep >= 0 ? squareName(this.ep) : null,
      halfmove: clock(this.halfmove),
      fullmove: clock(this.fullmove),
      keys,
    };
  }
}
