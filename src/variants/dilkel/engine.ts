/**
 * The mutable Dilkel engine: a mailbox of piece codes, make/unmake with an
 * undo stack, legal move generation into integer buffers, attack tests
 * against every remaining opponent at once, and elimination. Both the
 * immutable API and the search layer run on it; notation is never built here.
 */
import { lazy } from '../../core/lazy.js';
import { nextSeat } from '../../core/turn-order.js';
import { combineHash } from '../../core/zobrist.js';
import {
  dilkelTables, KING, KNIGHT, PAWN, QUEEN, ROOK, BISHOP,
  Z_CAPTURED, Z_CASTLE, Z_EP, Z_MAX_COUNT, Z_OUT, Z_PIECE, Z_TURN, type CastleSide, type DilkelTables,
} from './tables.js';

/** Move flags (bits 16–19 of a move integer). */
export const NORMAL = 0, DOUBLE = 1, EN_PASSANT = 2, CASTLE_SHORT = 3, CASTLE_LONG = 4;

/** Packs a move: from, to, flag, promotion kind (0 for none). */
export const encodeMove = (from: number, to: number, flag: number, promo: number): number => from | (to << 8) | (flag << 16) | (promo << 20);
/** Origin square of a move integer. */
export const moveFrom = (m: number): number => m & 255;
/** Target square of a move integer. */
export const moveTo = (m: number): number => (m >> 8) & 255;
/** Flag of a move integer. */
export const moveFlag = (m: number): number => (m >> 16) & 15;
/** Promotion kind of a move integer (0 for none). */
export const movePromo = (m: number): number => (m >> 20) & 7;

/** An elimination as the engine records it. */
export interface EngineElimination {
  readonly seat: number;
  readonly ply: number;
}

/** Rule switches a position carries. */
export interface EngineRules {
  readonly drawAfterPlies: number;
  readonly repetitionDraw: boolean;
}

const FRAME = 16;

/** The mutable game state. */
export class DilkelEngine {
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
  private readonly frames: number[] = [];
  private readonly removed: number[] = [];
  private readonly probe = new Int32Array(1);
  private readonly pinned = new Int32Array(8);

  constructor(readonly rules: EngineRules) {
    this.t = dilkelTables();
    this.n = this.t.size;
    this.sq = new Int8Array(this.n);
    this.king = new Int32Array(this.t.seats).fill(-1);
    this.ep = new Int32Array(this.t.seats).fill(-1);
    this.captured = new Int8Array(this.t.seats * 8);
  }

  // ---- hashing -------------------------------------------------------------

  private toggle(i: number): void {
    this.hi ^= this.t.zobrist.hi[i] as number;
    this.lo ^= this.t.zobrist.lo[i] as number;
  }
  private put(square: number, code: number): void {
    this.sq[square] = code;
    this.toggle(Z_PIECE + code * this.n + square);
  }
  private clear(square: number): void {
    this.toggle(Z_PIECE + (this.sq[square] as number) * this.n + square);
    this.sq[square] = 0;
  }
  private setEp(seat: number, square: number): void {
    const old = this.ep[seat] as number;
    if (old === square) return;
    if (old >= 0) this.toggle(Z_EP + seat * this.n + old);
    if (square >= 0) this.toggle(Z_EP + seat * this.n + square);
    this.ep[seat] = square;
  }
  private setCastle(bits: number): void {
    let diff = bits ^ this.castle;
    for (let b = 0; diff !== 0; b++, diff >>>= 1) if (diff & 1) this.toggle(Z_CASTLE + b);
    this.castle = bits;
  }
  private addCaptured(index: number, delta: number): void {
    const old = this.captured[index] as number;
    this.toggle(Z_CAPTURED + index * Z_MAX_COUNT + Math.min(old, Z_MAX_COUNT - 1));
    this.captured[index] = old + delta;
    this.toggle(Z_CAPTURED + index * Z_MAX_COUNT + Math.min(old + delta, Z_MAX_COUNT - 1));
  }
  private setTurn(seat: number): void {
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
    const { board, moves, oppositeDir, pawnAttackFrom } = this.t;
    const n = this.n, sq = this.sq;
    const { rayStart, rayLength, rayNodes } = board;
    for (let d = 0; d < 8; d++) {
      const slot = d * n + target;
      const start = rayStart[slot] as number, end = start + (rayLength[slot] as number);
      for (let i = start; i < end; i++) {
        const c = sq[rayNodes[i] as number] as number;
        if (c === 0) continue;
        if (c >> 3 !== seat) {
          const km = moves[c];
          if (km !== undefined && (km.slideMask & (1 << (oppositeDir[d] as number))) !== 0) return true;
        }
        break;
      }
    }
    const leapers = this.t.leapers;
    for (let j = 0; j < leapers.length; j++) {
      const l = leapers[j] as (typeof leapers)[number];
      if (l.code >> 3 === seat) continue;
      const rev = l.reverse;
      for (let i = rev.start[target] as number, e = rev.start[target + 1] as number; i < e; i++) if (sq[rev.nodes[i] as number] === l.code) return true;
    }
    for (let o = 0; o < this.t.seats; o++) {
      if (o === seat || (this.out & (1 << o)) !== 0) continue;
      const pa = pawnAttackFrom[o] as { start: Int32Array; nodes: Int32Array };
      const pawn = o * 8 + PAWN;
      for (let i = pa.start[target] as number, e = pa.start[target + 1] as number; i < e; i++) if (sq[pa.nodes[i] as number] === pawn) return true;
    }
    return false;
  }

  /** Is `seat`'s king attacked? */
  inCheck(seat: number): boolean {
    const k = this.king[seat] as number;
    return k >= 0 && this.attacked(k, seat);
  }

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
    if (!this.rules.repetitionDraw || this.history.length - this.base < 2) return false;
    const h = this.hash();
    let count = 1;
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
    const pins = check ? 0 : this.findPins(seat, k);
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

  /**
   * Marks `seat`'s pieces that stand alone between its king and an enemy
   * slider (of any opponent) moving along that line; returns how many.
   */
  private findPins(seat: number, k: number): number {
    const { board, moves, oppositeDir } = this.t;
    const n = this.n, sq = this.sq;
    const { rayStart, rayLength, rayNodes } = board;
    let count = 0;
    for (let d = 0; d < 8; d++) {
      const slot = d * n + k;
      const start = rayStart[slot] as number, end = start + (rayLength[slot] as number);
      let own = -1;
      for (let i = start; i < end; i++) {
        const s = rayNodes[i] as number;
        const c = sq[s] as number;
        if (c === 0) continue;
        if (own < 0) {
          if (c >> 3 !== seat) break;
          own = s;
          continue;
        }
        if (c >> 3 !== seat && ((moves[c]?.slideMask ?? 0) & (1 << (oppositeDir[d] as number))) !== 0) this.pinned[count++] = own;
        break;
      }
    }
    return count;
  }

  /** Plays a pseudo-legal move on the board alone and tells whether the mover's king is safe. */
  private safeAfter(seat: number, m: number): boolean {
    const sq = this.sq;
    const from = m & 255, to = (m >> 8) & 255, flag = (m >> 16) & 15;
    const piece = sq[from] as number, taken = sq[to] as number;
    let victim = -1, victimCode = 0;
    if (flag === EN_PASSANT) {
      victim = this.epVictim(seat, to);
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

  /** The pawn `seat` takes en passant on `square`: the opposite player's pawn one step beyond it (in that player's forward direction). */
  private epVictim(seat: number, square: number): number {
    const opp = this.t.oppositeSeat[seat] as number;
    return this.t.board.next[(this.t.forward[opp] as number) * this.n + square] as number;
  }

  /** Pseudo-legal moves (king safety not yet tested; castling fully tested). */
  private pseudo(seat: number, out: Int32Array): number {
    const { board, moves, forward, captureDirs, promotes, pawnStart } = this.t;
    const n = this.n, sq = this.sq, next = board.next;
    const { rayStart, rayLength, rayNodes } = board;
    let c = 0;
    const promo = promotes[seat] as Uint8Array;
    const fwd = (forward[seat] as number) * n;
    const caps = captureDirs[seat] as Int32Array;
    const starts = pawnStart[seat] as Uint8Array;
    const addPawn = (from: number, to: number): void => {
      if (promo[to] === 1) {
        // "to a queen (always available) or to any piece kind … captured earlier … and not yet brought back"
        out[c++] = encodeMove(from, to, NORMAL, QUEEN);
        for (const kind of PROMOTION_KINDS) if (kind !== QUEEN && (this.captured[seat * 8 + kind] as number) > 0) out[c++] = encodeMove(from, to, NORMAL, kind);
      } else out[c++] = encodeMove(from, to, NORMAL, 0);
    };
    for (let s = 0; s < n; s++) {
      const code = sq[s] as number;
      if (code === 0 || code >> 3 !== seat) continue;
      const kind = code & 7;
      if (kind === PAWN) {
        // "one step forward onto an empty square, two from its starting square when both are empty"
        const f = next[fwd + s] as number;
        if (f >= 0 && sq[f] === 0) {
          addPawn(s, f);
          if (starts[s] === 1) {
            const f2 = next[fwd + f] as number;
            if (f2 >= 0 && sq[f2] === 0) out[c++] = encodeMove(s, f2, DOUBLE, 0);
          }
        }
        for (let i = 0; i < caps.length; i++) {
          const t = next[(caps[i] as number) * n + s] as number;
          if (t < 0) continue;
          const v = sq[t] as number;
          if (v !== 0 && v >> 3 !== seat && (v & 7) !== KING) addPawn(s, t);
        }
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
    c = this.castles(seat, out, c);
    return this.enPassant(seat, out, c);
  }

  /**
   * "Castling is not allowed if: (1) The King or Castle concerned have moved …
   * (2) There are pieces between … (3) The King concerned is in CHECK.
   * (4) Movement occurs through check." — checked against every opponent.
   */
  private castles(seat: number, out: Int32Array, c: number): number {
    if ((this.castle & (1 << seat | 1 << (4 + seat))) === 0) return c;
    const sides = this.t.castle[seat] as readonly [CastleSide, CastleSide];
    let checked = -1;
    for (let side = 0; side < 2; side++) {
      if ((this.castle & (1 << (side * 4 + seat))) === 0) continue;
      const g = sides[side] as CastleSide;
      if (g.between.some((s) => this.sq[s] !== 0)) continue;
      if (checked < 0) checked = this.inCheck(seat) ? 1 : 0;
      if (checked === 1) break;
      if (g.kingPath.some((s) => this.attacked(s, seat))) continue;
      out[c++] = encodeMove(g.king, g.kingTo, side === 0 ? CASTLE_SHORT : CASTLE_LONG, 0);
    }
    return c;
  }

  /** "This rule only applies to players directly opposite each other." */
  private enPassant(seat: number, out: Int32Array, c: number): number {
    const opp = this.t.oppositeSeat[seat] as number;
    if (opp < 0) return c;
    const e = this.ep[opp] as number;
    if (e < 0 || this.sq[e] !== 0) return c;
    const victim = this.t.board.next[(this.t.forward[opp] as number) * this.n + e] as number;
    if (victim < 0 || this.sq[victim] !== opp * 8 + PAWN) return c;
    const from = this.t.pawnAttackFrom[seat] as { start: Int32Array; nodes: Int32Array };
    for (let i = from.start[e] as number, end = from.start[e + 1] as number; i < end; i++) {
      const s = from.nodes[i] as number;
      if (this.sq[s] === seat * 8 + PAWN) out[c++] = encodeMove(s, e, EN_PASSANT, 0);
    }
    return c;
  }

  // ---- make / unmake -------------------------------------------------------

  /** Plays a legal move, then passes the turn on, eliminating every player checkmated when its turn comes. */
  make(m: number): void {
    const f = this.frames;
    const sq = this.sq;
    const seat = this.turn;
    const from = m & 255, to = (m >> 8) & 255, flag = (m >> 16) & 15, promo = (m >> 20) & 7;
    const piece = sq[from] as number;
    const kind = piece & 7;
    let victim = to;
    if (flag === EN_PASSANT) victim = this.epVictim(seat, to);
    const taken = sq[victim] as number;
    f.push(m, taken, this.castle, this.ep[0] as number, this.ep[1] as number, this.ep[2] as number, this.ep[3] as number,
      this.plies, seat, this.hi, this.lo, this.removed.length, this.out, this.elims.length, this.base, -1);
    this.history.push(this.hash());
    let castle = this.castle;
    if (taken !== 0) {
      this.clear(victim);
      const vk = taken & 7;
      if (vk !== PAWN) this.addCaptured(taken, 1); // code = seat * 8 + kind indexes `captured`
      if (vk === ROOK) castle &= ~this.rookRight(taken >> 3, victim);
    }
    this.clear(from);
    if (promo !== 0) {
      this.put(to, seat * 8 + promo);
      // A promotion brings a captured piece back (a queen too, when one was captured).
      if ((this.captured[seat * 8 + promo] as number) > 0) {
        this.addCaptured(seat * 8 + promo, -1);
        f[f.length - 1] = seat * 8 + promo;
      }
    } else this.put(to, piece);
    if (kind === KING) {
      this.king[seat] = to;
      castle &= ~(1 << seat | 1 << (4 + seat));
      if (flag === CASTLE_SHORT || flag === CASTLE_LONG) {
        const g = (this.t.castle[seat] as readonly CastleSide[])[flag === CASTLE_SHORT ? 0 : 1] as CastleSide;
        const rook = sq[g.rook] as number;
        this.clear(g.rook);
        this.put(g.rookTo, rook);
      }
    } else if (kind === ROOK) castle &= ~this.rookRight(seat, from);
    this.setCastle(castle);
    // En passant: the opposite player's chance passes with this turn; a double step opens a new one.
    const opp = this.t.oppositeSeat[seat] as number;
    if (opp >= 0) this.setEp(opp, -1);
    this.setEp(seat, flag === DOUBLE ? (this.t.board.next[(this.t.forward[seat] as number) * this.n + from] as number) : -1);
    if (kind === PAWN || taken !== 0) {
      this.plies = 0;
      this.base = this.history.length;
    } else this.plies++;
    this.ply++;
    this.passTurn(seat);
  }

  private rookRight(seat: number, square: number): number {
    const sides = this.t.castle[seat];
    if (!sides) return 0;
    let bits = 0;
    if (sides[0].rook === square) bits |= 1 << seat;
    if (sides[1].rook === square) bits |= 1 << (4 + seat);
    return bits;
  }

  /**
   * "A player is therefore NOT CHECKMATED until it is his turn to move. Then if
   * he cannot get out of CHECK he must remove all his pieces from the board."
   * The turn passes clockwise; a player whose turn comes while it is in check
   * with no legal move is eliminated at once, and the turn passes on again.
   */
  passTurn(mover: number): void {
    let current = mover;
    for (;;) {
      const next = nextSeat(this.t.seats, current, this.out);
      if (next < 0) return; // the mover is the last player left
      this.setTurn(next);
      if (this.remaining() <= 1) return;
      if (!this.inCheck(next) || this.legal(next, this.probe, true) > 0) return;
      this.eliminate(next);
      current = next;
    }
  }

  /** Removes all of a seat's pieces and takes it out of the turn order. */
  eliminate(seat: number): void {
    for (let s = 0; s < this.n; s++) {
      const c = this.sq[s] as number;
      if (c !== 0 && c >> 3 === seat) {
        this.removed.push(s, c);
        this.clear(s);
      }
    }
    this.king[seat] = -1;
    this.out |= 1 << seat;
    this.toggle(Z_OUT + seat);
    this.setCastle(this.castle & ~(1 << seat | 1 << (4 + seat)));
    this.setEp(seat, -1);
    const opp = this.t.oppositeSeat[seat] as number;
    if (opp >= 0) this.setEp(opp, -1);
    this.elims.push({ seat, ply: this.ply });
  }

  /** Takes back the last {@link DilkelEngine.make}, eliminations included. */
  unmake(): void {
    const f = this.frames;
    const at = f.length - FRAME;
    if (at < 0) throw new Error('nothing to unmake');
    const m = f[at] as number, taken = f[at + 1] as number;
    const seat = f[at + 8] as number;
    const removedAt = f[at + 11] as number;
    const capBack = f[at + 15] as number;
    const sq = this.sq;
    // Restore eliminated players' pieces first (they were removed last).
    for (let i = this.removed.length - 2; i >= removedAt; i -= 2) {
      const s = this.removed[i] as number, c = this.removed[i + 1] as number;
      sq[s] = c;
      if ((c & 7) === KING) this.king[c >> 3] = s;
    }
    this.removed.length = removedAt;
    const from = m & 255, to = (m >> 8) & 255, flag = (m >> 16) & 15, promo = (m >> 20) & 7;
    const piece = promo !== 0 ? seat * 8 + PAWN : (sq[to] as number);
    sq[from] = piece;
    sq[to] = 0;
    if (flag === EN_PASSANT) sq[this.epVictim(seat, to)] = taken;
    else sq[to] = taken;
    if ((piece & 7) === KING) {
      this.king[seat] = from;
      if (flag === CASTLE_SHORT || flag === CASTLE_LONG) {
        const g = (this.t.castle[seat] as readonly CastleSide[])[flag === CASTLE_SHORT ? 0 : 1] as CastleSide;
        sq[g.rook] = sq[g.rookTo] as number;
        sq[g.rookTo] = 0;
      }
    }
    if (taken !== 0 && (taken & 7) !== PAWN) this.captured[taken] = (this.captured[taken] as number) - 1;
    if (capBack >= 0) this.captured[capBack] = (this.captured[capBack] as number) + 1;
    this.castle = f[at + 2] as number;
    for (let s = 0; s < 4; s++) this.ep[s] = f[at + 3 + s] as number;
    this.plies = f[at + 7] as number;
    this.turn = seat;
    this.hi = f[at + 9] as number;
    this.lo = f[at + 10] as number;
    this.out = f[at + 12] as number;
    this.elims.length = f[at + 13] as number;
    this.base = f[at + 14] as number;
    this.ply--;
    this.history.pop();
    f.length = at;
  }
}

function isPinned(pinned: Int32Array, count: number, square: number): boolean {
  for (let i = 0; i < count; i++) if (pinned[i] === square) return true;
  return false;
}

/** Kinds a pawn may become. */
export const PROMOTION_KINDS = [QUEEN, ROOK, BISHOP, KNIGHT] as const;
/** Upper bound on legal moves in one position. */
export const MAX_MOVES = 2048;
const pseudoBuffer = lazy(() => new Int32Array(MAX_MOVES));
