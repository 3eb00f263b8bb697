/**
 * The mutable Dilkel engine: a mailbox of piece codes, make/unmake with an
 * undo stack, legal move generation into integer buffers, attack tests
 * against every remaining opponent at once, and elimination. Both the
 * immutable API and the search layer run on it; notation is never built here.
 */
import { countInLine, type KeyLine } from '../../core/key-line.js';
import { lazy } from '../../core/lazy.js';
import { combineHash } from '../../core/zobrist.js';
import { attackedBy, findPins } from './attacks.js';
import { castlingMoves, castlingSide, rookRights } from './castling.js';
import { passTurn } from './elimination.js';
import { dropStaleEnPassant, enPassantMoves, enPassantVictim } from './en-passant.js';
import { CASTLE_LONG, CASTLE_SHORT, DOUBLE, EN_PASSANT, NORMAL, encodeMove } from './move-code.js';
import type { DilkelState, EngineElimination } from './engine-state.js';
import { pawnMoves } from './pawns.js';
import {
  dilkelTables, KING, PAWN, ROOK,
  Z_CAPTURED, Z_CASTLE, Z_EP, Z_MAX_COUNT, Z_OUT, Z_PIECE, Z_TURN, type DilkelTables,
} from './tables.js';

export type { EngineElimination } from './engine-state.js';

/** Rule switches a position carries. */
export interface EngineRules {
  readonly drawAfterPlies: number;
  readonly repetitionDraw: boolean;
}

const FRAME = 16;

/** The mutable game state. */
export class DilkelEngine implements DilkelState {
  readonly t: DilkelTables;
  readonly n: number;
  /** Piece code per square: `seat * 8 + kind`, 0 for empty. */
  readonly sq: Int8Array;
  /** King square per seat, -1 once eliminated. */
  readonly king: Int32Array;
  /** Bit mask of eliminated seats. */
  out = 0;
  turn = 0;
  /** Castling rights: bit `seat` short, bit `4 + seat` long. */
  castle = 0;
  /** Per seat: the square its last double step passed over, or -1. */
  readonly ep: Int32Array;
  /** `captured[seat * 8 + kind]`: pieces of that kind captured and not brought back. */
  readonly captured: Int8Array;
  plies = 0;
  ply = 0;
  hi = 0;
  lo = 0;
  readonly elims: EngineElimination[] = [];
  /** Hashes of earlier positions; entries from {@link DilkelEngine.base} on can still repeat. */
  readonly history: number[] = [];
  base = 0;
  /**
   * The keys of the loaded position, shared along its line of play (core key-line.ts) and never
   * copied; `history` holds the keys of the moves made since. They count while `base` is 0.
   */
  prefix: KeyLine | undefined;
  /**
   * Undo frames, {@link FRAME} numbers per made move, below `top`. A typed array grown by doubling
   * (an ordinary array pushed and cut back per move cost a tenth of perft in garbage collection);
   * Int32 (every entry is a 32-bit integer); `plies` apart, in Float64, as it may be any safe integer
   * when the move-count draw is off.
   */
  private frames = new Int32Array(FRAME * 4); // small: play() makes one engine per call
  private pliesStack = new Float64Array(4);
  private top = 0;
  /** Squares and codes of pieces removed by eliminations (undo stack), pairs below `removedTop`; most engines never eliminate anyone. */
  private removed = new Int32Array(2);
  private removedTop = 0;
  private readonly pinned = new Int32Array(8);

  constructor(readonly rules: EngineRules) {
    this.t = dilkelTables();
    this.n = this.t.size;
    this.sq = new Int8Array(this.n);
    this.king = new Int32Array(this.t.seats).fill(-1);
    this.ep = new Int32Array(this.t.seats).fill(-1);
    this.captured = new Int8Array(this.t.seats * 8);
  }

  // ---- state changes that keep the hash (used by the rule modules) ---------

  /** XORs Zobrist feature `i`; every change of state passes here, so it also forgets the cached check. */
  toggle(i: number): void {
    this.checkSeat = -1;
    this.hi ^= this.t.zobrist.hi[i] as number;
    this.lo ^= this.t.zobrist.lo[i] as number;
  }
  /** Puts a piece on an empty square. */
  put(square: number, code: number): void {
    this.sq[square] = code;
    this.toggle(Z_PIECE + code * this.n + square);
  }
  /** Empties a square. */
  clear(square: number): void {
    this.toggle(Z_PIECE + (this.sq[square] as number) * this.n + square);
    this.sq[square] = 0;
  }
  /** Sets a seat's en passant square (-1 for none). */
  setEp(seat: number, square: number): void {
    const old = this.ep[seat] as number;
    if (old === square) return;
    if (old >= 0) this.toggle(Z_EP + seat * this.n + old);
    if (square >= 0) this.toggle(Z_EP + seat * this.n + square);
    this.ep[seat] = square;
  }
  /** Sets all castling rights. */
  setCastle(bits: number): void {
    let diff = bits ^ this.castle;
    for (let b = 0; diff !== 0; b++, diff >>>= 1) if (diff & 1) this.toggle(Z_CASTLE + b);
    this.castle = bits;
  }
  /** Changes a captured-piece count (`index = seat * 8 + kind`). */
  addCaptured(index: number, delta: number): void {
    const old = this.captured[index] as number;
    this.toggle(Z_CAPTURED + index * Z_MAX_COUNT + Math.min(old, Z_MAX_COUNT - 1));
    this.captured[index] = old + delta;
    this.toggle(Z_CAPTURED + index * Z_MAX_COUNT + Math.min(old + delta, Z_MAX_COUNT - 1));
  }
  /** Gives the turn to a seat. */
  setTurn(seat: number): void {
    this.toggle(Z_TURN + this.turn);
    this.turn = seat;
    this.toggle(Z_TURN + seat);
  }

  /** Recomputes the hash from scratch (after loading a position). */
  rehash(): void {
    this.hi = 0;
    this.lo = 0;
    for (let s = 0; s < this.n; s++) if (this.sq[s] !== 0) this.toggle(Z_PIECE + (this.sq[s] as number) * this.n + s);
    this.toggle(Z_TURN + this.turn);
    for (let b = 0; b < 8; b++) if (this.castle & (1 << b)) this.toggle(Z_CASTLE + b);
    for (let s = 0; s < this.t.seats; s++) {
      if ((this.ep[s] as number) >= 0) this.toggle(Z_EP + s * this.n + (this.ep[s] as number));
      if (this.out & (1 << s)) this.toggle(Z_OUT + s);
    }
    for (let i = 0; i < this.captured.length; i++) this.toggle(Z_CAPTURED + i * Z_MAX_COUNT + Math.min(this.captured[i] as number, Z_MAX_COUNT - 1));
  }

  /** The hash as one safe integer. */
  hash(): number {
    return combineHash(this.hi, this.lo);
  }

  // ---- attacks -------------------------------------------------------------

  /** Is `target` attacked by any piece not belonging to `seat` (every remaining opponent)? */
  attacked(target: number, seat: number): boolean {
    return attackedBy(this, target, seat);
  }

  /**
   * Is `seat`'s king attacked? Cached for one seat until the state changes: the turn change in
   * make asks it for the new player to move (elimination), and generating that player's moves asks again.
   */
  inCheck(seat: number): boolean {
    if (seat === this.checkSeat) return this.checkValue;
    const k = this.king[seat] as number;
    const v = k >= 0 && this.attacked(k, seat);
    this.checkSeat = seat;
    this.checkValue = v;
    return v;
  }
  private checkSeat = -1;
  private checkValue = false;

  // ---- move generation -----------------------------------------------------

  /** Number of seats still in the game. */
  remaining(): number {
    let c = 0;
    for (let s = 0; s < this.t.seats; s++) if ((this.out & (1 << s)) === 0) c++;
    return c;
  }

  /** The game is over (last player standing, or a draw by plies or repetition); stalemate is seen by an empty move list. */
  drawnOrWon(): boolean {
    if (this.remaining() <= 1) return true;
    return this.drawByPlies() || this.drawByRepetition();
  }

  /** `drawAfterPlies` reached. */
  drawByPlies(): boolean {
    return this.rules.drawAfterPlies > 0 && this.plies >= this.rules.drawAfterPlies;
  }

  /** The current position occurs for the third time. */
  drawByRepetition(): boolean {
    const loaded = this.base === 0 && this.prefix !== undefined ? this.prefix.length : 0;
    if (!this.rules.repetitionDraw || loaded + this.history.length - this.base < 2) return false;
    const h = this.hash();
    let count = loaded > 0 ? 1 + countInLine(this.prefix as KeyLine, h) : 1;
    if (count >= 3) return true;
    for (let i = this.base; i < this.history.length; i++) if (this.history[i] === h && ++count >= 3) return true;
    return false;
  }

  /** Legal moves of the player to move, or none when the game is over. */
  generate(out: Int32Array): number {
    if (this.drawnOrWon()) return 0;
    return this.legal(this.turn, out, false);
  }

  /** Legal moves of `seat` (whatever the turn); with `first`, stops after one. */
  legal(seat: number, out: Int32Array, first: boolean): number {
    const pseudo = pseudoBuffer(); // shared: legal() is never re-entered
    const count = this.pseudo(seat, pseudo);
    const check = this.inCheck(seat);
    const k = this.king[seat] as number;
    const pins = check ? 0 : findPins(this, seat, k, this.pinned);
    const pinned = this.pinned;
    let legal = 0;
    for (let i = 0; i < count; i++) {
      const m = pseudo[i] as number;
      const from = m & 255;
      const flag = (m >> 16) & 15;
      let ok: boolean;
      if (flag === CASTLE_SHORT || flag === CASTLE_LONG) ok = true; // fully checked when generated
      else if (!check && flag !== EN_PASSANT && from !== k && !isPinned(pinned, pins, from)) ok = true; // cannot uncover the king
      else ok = this.safeAfter(seat, m);
      if (!ok) continue;
      out[legal++] = m;
      if (first) return legal;
    }
    return legal;
  }

  /** Plays a pseudo-legal move on the board alone and tells whether the mover's king is safe. */
  private safeAfter(seat: number, m: number): boolean {
    const sq = this.sq;
    const from = m & 255, to = (m >> 8) & 255, flag = (m >> 16) & 15;
    const piece = sq[from] as number, taken = sq[to] as number;
    let victim = -1, victimCode = 0;
    if (flag === EN_PASSANT) {
      victim = enPassantVictim(this.t, seat, to);
      victimCode = sq[victim] as number;
      sq[victim] = 0;
    }
    sq[to] = piece;
    sq[from] = 0;
    const k = (piece & 7) === KING ? to : (this.king[seat] as number);
    const safe = !this.attacked(k, seat);
    sq[from] = piece;
    sq[to] = taken;
    if (victim >= 0) sq[victim] = victimCode;
    return safe;
  }

  /** Pseudo-legal moves (king safety not yet tested; castling fully tested). */
  private pseudo(seat: number, out: Int32Array): number {
    const { board, moves } = this.t;
    const n = this.n, sq = this.sq;
    const { rayStart, rayLength, rayNodes } = board;
    let c = 0;
    for (let s = 0; s < n; s++) {
      const code = sq[s] as number;
      if (code === 0 || code >> 3 !== seat) continue;
      if ((code & 7) === PAWN) {
        c = pawnMoves(this, seat, s, out, c);
        continue;
      }
      const km = moves[code];
      if (!km) continue;
      const table = km.table;
      if (table) {
        for (let i = table.start[s] as number, e = table.start[s + 1] as number; i < e; i++) {
          const t = table.nodes[i] as number;
          const v = sq[t] as number;
          // "Kings are never captured": a king is never a target.
          if (v === 0 || (v >> 3 !== seat && (v & 7) !== KING)) out[c++] = encodeMove(s, t, NORMAL, 0);
        }
      }
      const slides = km.slides;
      for (let j = 0; j < slides.length; j++) {
        const slot = (slides[j] as number) * n + s;
        const start = rayStart[slot] as number, end = start + (rayLength[slot] as number);
        for (let i = start; i < end; i++) {
          const t = rayNodes[i] as number;
          const v = sq[t] as number;
          if (v === 0) { out[c++] = encodeMove(s, t, NORMAL, 0); continue; }
          if (v >> 3 !== seat && (v & 7) !== KING) out[c++] = encodeMove(s, t, NORMAL, 0);
          break;
        }
      }
    }
    c = castlingMoves(this, seat, out, c);
    return enPassantMoves(this, seat, out, c);
  }

  // ---- make / unmake -------------------------------------------------------

  /** Plays a legal move, then passes the turn on, eliminating every player checkmated when its turn comes. */
  make(m: number): void {
    let f = this.frames;
    const sq = this.sq;
    const seat = this.turn;
    const from = m & 255, to = (m >> 8) & 255, flag = (m >> 16) & 15, promo = (m >> 20) & 7;
    const piece = sq[from] as number;
    const kind = piece & 7;
    let victim = to;
    if (flag === EN_PASSANT) victim = enPassantVictim(this.t, seat, to);
    const taken = sq[victim] as number;
    const at = this.top;
    if (at + FRAME > f.length) this.growFrames();
    this.pliesStack[at >> 4] = this.plies; // FRAME is 16: one entry a frame
    f = this.frames;
    f[at] = m; f[at + 1] = taken; f[at + 2] = this.castle;
    f[at + 3] = this.ep[0] as number; f[at + 4] = this.ep[1] as number; f[at + 5] = this.ep[2] as number; f[at + 6] = this.ep[3] as number;
    f[at + 8] = seat; f[at + 9] = this.hi; f[at + 10] = this.lo; f[at + 11] = this.removedTop;
    f[at + 12] = this.out; f[at + 13] = this.elims.length; f[at + 14] = this.base; f[at + 15] = -1;
    this.top = at + FRAME;
    this.history.push(this.hash());
    let castle = this.castle;
    if (taken !== 0) {
      this.clear(victim);
      const vk = taken & 7;
      if (vk !== PAWN) this.addCaptured(taken, 1); // code = seat * 8 + kind indexes `captured`
      if (vk === ROOK) castle &= ~rookRights(this.t, taken >> 3, victim);
    }
    this.clear(from);
    if (promo !== 0) {
      this.put(to, seat * 8 + promo);
      // A promotion brings a captured piece back (a queen too, when one was captured).
      if ((this.captured[seat * 8 + promo] as number) > 0) {
        this.addCaptured(seat * 8 + promo, -1);
        f[at + 15] = seat * 8 + promo;
      }
    } else this.put(to, piece);
    if (kind === KING) {
      this.king[seat] = to;
      castle &= ~(1 << seat | 1 << (4 + seat));
      if (flag === CASTLE_SHORT || flag === CASTLE_LONG) {
        const g = castlingSide(this.t, seat, flag);
        const rook = sq[g.rook] as number;
        this.clear(g.rook);
        this.put(g.rookTo, rook);
      }
    } else if (kind === ROOK) castle &= ~rookRights(this.t, seat, from);
    this.setCastle(castle);
    // En passant: the opposite player's chance passes with this turn; a double step opens a new one.
    const opp = this.t.oppositeSeat[seat] as number;
    if (opp >= 0) this.setEp(opp, -1);
    this.setEp(seat, flag === DOUBLE ? (this.t.board.next[(this.t.forward[seat] as number) * this.n + from] as number) : -1);
    dropStaleEnPassant(this);
    if (kind === PAWN || taken !== 0) {
      this.plies = 0;
      this.base = this.history.length;
    } else this.plies++;
    this.ply++;
    passTurn(this, seat);
  }

  /** Takes back the last {@link DilkelEngine.make}, eliminations included. */
  unmake(): void {
    const f = this.frames;
    const at = this.top - FRAME;
    this.checkSeat = -1; // unmake writes squares directly
    if (at < 0) throw new Error('nothing to unmake');
    const m = f[at] as number, taken = f[at + 1] as number;
    const seat = f[at + 8] as number;
    const removedAt = f[at + 11] as number;
    const capBack = f[at + 15] as number;
    const sq = this.sq;
    // Restore eliminated players' pieces first (they were removed last).
    const removed = this.removed;
    for (let i = this.removedTop - 2; i >= removedAt; i -= 2) {
      const s = removed[i] as number, c = removed[i + 1] as number;
      sq[s] = c;
      if ((c & 7) === KING) this.king[c >> 3] = s;
    }
    this.removedTop = removedAt;
    const from = m & 255, to = (m >> 8) & 255, flag = (m >> 16) & 15, promo = (m >> 20) & 7;
    const piece = promo !== 0 ? seat * 8 + PAWN : (sq[to] as number);
    sq[from] = piece;
    sq[to] = 0;
    if (flag === EN_PASSANT) sq[enPassantVictim(this.t, seat, to)] = taken;
    else sq[to] = taken;
    if ((piece & 7) === KING) {
      this.king[seat] = from;
      if (flag === CASTLE_SHORT || flag === CASTLE_LONG) {
        const g = castlingSide(this.t, seat, flag);
        sq[g.rook] = sq[g.rookTo] as number;
        sq[g.rookTo] = 0;
      }
    }
    if (taken !== 0 && (taken & 7) !== PAWN) this.captured[taken] = (this.captured[taken] as number) - 1;
    if (capBack >= 0) this.captured[capBack] = (this.captured[capBack] as number) + 1;
    this.castle = f[at + 2] as number;
    for (let s = 0; s < 4; s++) this.ep[s] = f[at + 3 + s] as number;
    this.plies = this.pliesStack[at >> 4] as number;
    this.turn = seat;
    this.hi = f[at + 9] as number;
    this.lo = f[at + 10] as number;
    this.out = f[at + 12] as number;
    const elims = f[at + 13] as number;
    if (this.elims.length !== elims) this.elims.length = elims; // rare: only when the move eliminated someone
    this.base = f[at + 14] as number;
    this.ply--;
    this.history.pop();
    this.top = at;
  }

  /** Records a piece an elimination removes, for {@link DilkelEngine.unmake}. */
  pushRemoved(square: number, code: number): void {
    const at = this.removedTop;
    if (at + 2 > this.removed.length) this.removed = grown(this.removed);
    this.removed[at] = square;
    this.removed[at + 1] = code;
    this.removedTop = at + 2;
  }

  private growFrames(): void {
    this.frames = grown(this.frames);
    this.pliesStack = grown(this.pliesStack);
  }
}

/** A copy of `a` twice as long (undo stacks grow without a cap: a game may be any length). */
function grown<T extends Int32Array | Float64Array>(a: T): T {
  const b = new (a.constructor as new (n: number) => T)(a.length * 2);
  b.set(a);
  return b;
}

function isPinned(pinned: Int32Array, count: number, square: number): boolean {
  for (let i = 0; i < count; i++) if (pinned[i] === square) return true;
  return false;
}

/** Upper bound on legal moves in one position. */
export const MAX_MOVES = 2048;
const pseudoBuffer = /* @__PURE__ */ lazy(() => new Int32Array(MAX_MOVES));
