/**
 * The family engine's word path: boards of up to 32 playing squares with short
 * kings and free choice among captures (English draughts), selected by
 * {@link fitsWord} from the compiled rule table (rule-table.ts) at define time;
 * it reads the same table as the generator, so each rule is decided once. It
 * stays a state of its own for speed: on the same English rules it runs 1.5x
 * as fast as the square-indexed state (bench/draughts-family.mjs). Black, white and king
 * squares are three 32-bit words; a step along a diagonal is two masked
 * shifts (the same shift tables as masks.ts), so whole sides move at once.
 * Integer moves index per-ply slots; make/unmake keeps an undo stack, an
 * incremental Zobrist hash and the repetition memory in typed arrays. No
 * allocation per node (buffers only grow, rarely).
 *
 * The same state carries the huffing house rule (a pending offence, huff and
 * insist moves, a forced capture after an insist) when the variant switches it
 * on, so huffing games search on it too.
 */
import { describe, fail, type Move, type Position, type SearchBoard, type SearchState, type ZobristTable } from '../../../core/index.js';
import type { Geometry } from './geometry.js';
import { compileMasks, popcount } from './masks.js';
import { RepetitionMemory } from './repetition-memory.js';
import { compileTable, type RuleTable } from './rule-table.js';
import { draughtsPiece, sumOfWords } from './search-board.js';
import type { DraughtsRules } from './types.js';

/** Most moves kept per ply (far above any reachable position of a word-path game). */
export const MAX_WORD_MOVES = 256;

// Hash features past the pieces (kind * 32 + square) and White to move (128): the huffing state.
/** Feature of White to move. */
export const WHITE_TO_MOVE = 128;
/** Features 129..160: a pending huff offender on square id. */
export const OFFENDER_BASE = 129;
/** Feature: the side to move must capture (after an insist). */
export const MUST_CAPTURE = 161;
/** Features 162..193 and 194..225: the squares a pending offence moved from and to. */
export const OFFENCE_FROM_BASE = 162;
/** See {@link OFFENCE_FROM_BASE}. */
export const OFFENCE_TO_BASE = 194;
/** Feature: the offending piece was already a king. */
export const OFFENCE_BY_KING = 226;
/** Number of hash features a huffing game needs. */
export const HUFFING_FEATURES = 227;

// Move word: from (5 bits), to (5 bits), crowns (bit 10), huff (bit 11), insist (bit 12).
const HUFF = 1 << 11;
const INSIST = 1 << 12;
const UNDO = 16;

/**
 * Whether the compiled rules can run on the word path: a board of at most 32
 * squares, short kings, free choice, no crowning in passing, pieces removed at
 * the end, diagonal captures, no king move limit. The rest of the table (the
 * directions men step and capture along, men taking kings, a crowning that
 * halts the move) the word path reads as the generator does.
 */
export function fitsWord(table: RuleTable, geometry: Geometry): boolean {
  return (
    geometry.n <= 32 &&
    !table.flying &&
    table.precedence.length === 0 &&
    table.crowning !== 1 &&
    !table.immediate &&
    table.dirs === 4 &&
    table.kingMoveLimit === 0 &&
    compileMasks(geometry) !== undefined
  );
}

/** A pending offence (huffing): the step that ignored a capture and what an insist restores. */
export interface WordOffence {
  /** Squares (0-based) of the pieces that could have captured, where they stand now. */
  readonly offenders: number;
  readonly from: number;
  readonly to: number;
  readonly wasKing: boolean;
  readonly quietPlies: number;
  readonly repetition: readonly number[];
}

/** What a word-path state starts from. */
export interface WordStart {
  readonly rules: DraughtsRules;
  readonly geometry: Geometry;
  readonly keys: ZobristTable;
  /** One letter per square (`b`, `B`, `w`, `W`, `.`). */
  readonly squares: string;
  readonly white: boolean;
  readonly quietPlies: number;
  readonly repetition: readonly number[];
  /** Plies without a capture or man move that draw; 0 = off. */
  readonly drawPlies: number;
  /** Whether a drawn position lists no moves (English) or still lists them (the family). */
  readonly stopAtDraw: boolean;
  readonly dropDuplicates: boolean;
  readonly huffing: boolean;
  readonly offence?: WordOffence | undefined;
  readonly mustCapture?: boolean | undefined;
}

/** Index of the lowest set bit (x non-zero). */
const low = (x: number): number => 31 - Math.clz32(x & -x);

/**
 * The make/unmake state of the word path. Subclasses turn the state into the
 * variant's position and move objects (not on the hot path).
 */
export abstract class WordSearch<P extends Position, M extends Move> extends RepetitionMemory implements SearchState<P, M> {
  readonly maxMoves = MAX_WORD_MOVES;
  /** The board view: the family's cell codes (search-board.ts) read from the words. */
  readonly board: SearchBoard;
  protected black = 0;
  protected white = 0;
  protected kings = 0;
  /** 0 black, 1 white. */
  protected side = 0;
  protected ply = 0;
  /** Huffing: offenders of the pending offence (0: none), its step, and what an insist restores. */
  protected offMask = 0;
  protected offFrom = 0;
  protected offTo = 0;
  protected offKing = 0;
  protected offQuiet = 0;
  protected offWinStart = 0;
  protected offHistLen = 0;
  protected mustCapture = 0;
  private readonly stopAtDraw: boolean;
  private readonly huffing: boolean;
  private readonly dropDuplicates: boolean;
  // Per-ply storage, grown by doubling.
  private capacity = 0;
  protected slotMove: Int32Array = new Int32Array(0);
  protected slotCap: Int32Array = new Int32Array(0);
  private slotCount: Int32Array = new Int32Array(0);
  /** Pieces that had a capture when the ply was generated (huffing: who offends by stepping). */
  private slotJumpers: Int32Array = new Int32Array(0);
  private undo: Int32Array = new Int32Array(0);
  // Shift tables and rules masks.
  private readonly shiftA: Int32Array;
  private readonly maskA: Int32Array;
  private readonly shiftB: Int32Array;
  private readonly maskB: Int32Array;
  private readonly next: Int16Array;
  private readonly crownRow: Int32Array;
  /** Per side: directions (bit d) men step along, and capture along. */
  private readonly stepDirs: Int32Array;
  private readonly jumpDirs: Int32Array;
  /** Per side (4 entries each): the directions to walk back along from a landing square, for men and for kings only. */
  private readonly manJumpBack: Int8Array;
  private readonly manJumpCount: number;
  private readonly kingJumpBack: Int8Array;
  private readonly kingJumpCount: number;
  private readonly halts: boolean;
  private readonly menTakeKings: boolean;
  // Generation scratch.
  private gVictims = 0;
  private gManVictims = 0;
  private gEmpty = 0;
  private gCount = 0;
  private gBase = 0;
  private gCrown = 0;
  private gOut: Int32Array = new Int32Array(0);
  private readonly countOut = new Int32Array(MAX_WORD_MOVES);

  constructor(start: WordStart) {
    const { rules, geometry } = start;
    const offence = start.offence;
    // An offence's repetition memory lies below the position's own (an insist brings it back).
    super(start.keys, start.quietPlies, { quietPlies: start.drawPlies, repetitions: rules.draw.repetitions }, start.repetition, offence?.repetition);
    const n = geometry.n;
    const masks = compileMasks(geometry);
    if (masks === undefined || n > 32) fail('INVALID_STATE', `the word path needs a board of at most 32 squares, not ${n}`);
    this.shiftA = new Int32Array(4);
    this.maskA = new Int32Array(4);
    this.shiftB = new Int32Array(4);
    this.maskB = new Int32Array(4);
    for (let d = 0; d < 4; d++) {
      this.shiftA[d] = masks.step[2 * d] as number;
      this.maskA[d] = masks.maskLo[2 * d] as number;
      this.shiftB[d] = masks.step[2 * d + 1] as number;
      this.maskB[d] = masks.maskLo[2 * d + 1] as number;
    }
    // A 32-entry neighbour table per direction (squares past n have no neighbours).
    this.next = new Int16Array(128).fill(-1);
    for (let d = 0; d < 4; d++) for (let s = 0; s < n; s++) this.next[d * 32 + s] = geometry.next[d * n + s] as number;
    let crownBlack = 0;
    let crownWhite = 0;
    for (let s = 0; s < n; s++) {
      if (geometry.crown[0][s] === 1) crownBlack |= 1 << s;
      if (geometry.crown[1][s] === 1) crownWhite |= 1 << s;
    }
    this.crownRow = Int32Array.of(crownBlack, crownWhite);
    // The rules as the generator reads them (rule-table.ts): one decision per rule for both paths.
    const table = compileTable(rules, geometry);
    this.stepDirs = table.menSteps;
    this.jumpDirs = table.menJumps;
    this.halts = table.crowning === 2;
    this.menTakeKings = table.menTakeKings;
    this.manJumpBack = new Int8Array(8);
    this.kingJumpBack = new Int8Array(8);
    let men = 0;
    let kings = 0;
    for (let side = 0; side < 2; side++) {
      men = 0;
      kings = 0;
      for (let d = 0; d < 4; d++) {
        const back = (d + 2) & 3;
        const manDir = (((this.jumpDirs[side] as number) >>> d) & 1) === 1;
        if (manDir) this.manJumpBack[side * 4 + men++] = back;
        if (!manDir || !this.menTakeKings) this.kingJumpBack[side * 4 + kings++] = back;
      }
    }
    this.manJumpCount = men;
    this.kingJumpCount = kings;
    this.stopAtDraw = start.stopAtDraw;
    this.huffing = start.huffing;
    this.dropDuplicates = start.dropDuplicates;
    for (let s = 0; s < n; s++) {
      const c = start.squares[s];
      if (c === '.') continue;
      const bit = 1 << s;
      const kind = c === 'b' ? 0 : c === 'B' ? 1 : c === 'w' ? 2 : 3;
      if (kind < 2) this.black |= bit;
      else this.white |= bit;
      if ((kind & 1) === 1) this.kings |= bit;
      this.toggle(kind * 32 + s);
    }
    this.side = start.white ? 1 : 0;
    if (this.side === 1) this.toggle(WHITE_TO_MOVE);
    this.grow(64);
    if (offence) this.setOffence(offence.offenders, offence.from, offence.to, offence.wasKing ? 1 : 0, offence.quietPlies, 0, this.winStart);
    if (start.mustCapture === true) {
      this.mustCapture = 1;
      this.toggle(MUST_CAPTURE);
    }
    this.board = {
      size: n,
      pieceAt: (node) => {
        const bit = 1 << node;
        return (this.black & bit) !== 0 ? ((this.kings & bit) !== 0 ? 5 : 1) : (this.white & bit) !== 0 ? ((this.kings & bit) !== 0 ? 6 : 2) : 0;
      },
      piece: draughtsPiece,
      mover: () => (this.side === 0 ? 'black' : 'white'),
      // A move's slot records the pieces it takes (0: none).
      isCapture: (m) => this.slotCap[m] !== 0,
      sum: (table) => sumOfWords(table, n, this.black, this.white, this.kings),
      // Huffing's insist brings back the position before the offence: no shortcut there.
      sinceIrreversible: () => (this.huffing ? 1 << 30 : this.quiet),
      quietCount: () => this.quietCount(),
    };
  }

  private grow(plies: number): void {
    if (plies > this.capacity) {
      const more = (a: Int32Array, size: number): Int32Array => {
        const b = new Int32Array(size);
        b.set(a);
        return b;
      };
      this.slotMove = more(this.slotMove, plies * MAX_WORD_MOVES);
      this.slotCap = more(this.slotCap, plies * MAX_WORD_MOVES);
      this.slotCount = more(this.slotCount, plies);
      this.slotJumpers = more(this.slotJumpers, plies);
      this.undo = more(this.undo, plies * UNDO);
      this.capacity = plies;
    }
  }

  /** Sets (and hashes in) a pending offence. */
  private setOffence(mask: number, from: number, to: number, king: number, quiet: number, winStart: number, histLen: number): void {
    this.offMask = mask;
    this.offFrom = from;
    this.offTo = to;
    this.offKing = king;
    this.offQuiet = quiet;
    this.offWinStart = winStart;
    this.offHistLen = histLen;
    this.toggleOffence();
  }

  /** XORs the pending offence's features (in or out). */
  private toggleOffence(): void {
    for (let m = this.offMask; m !== 0; m &= m - 1) this.toggle(OFFENDER_BASE + low(m));
    this.toggle(OFFENCE_FROM_BASE + this.offFrom);
    this.toggle(OFFENCE_TO_BASE + this.offTo);
    if (this.offKing === 1) this.toggle(OFFENCE_BY_KING);
  }

  /** Steps a set one square along `d`. */
  private fwd(d: number, x: number): number {
    const a = this.shiftA[d] as number;
    const b = this.shiftB[d] as number;
    const xa = x & (this.maskA[d] as number);
    const xb = x & (this.maskB[d] as number);
    return (a >= 0 ? xa << a : xa >>> -a) | (b >= 0 ? xb << b : xb >>> -b);
  }

  /**
   * Pieces of the side to move with a first jump: every capture starts with
   * one. Walking back from the empty squares over a victim finds the piece
   * that would jump, a whole side per direction.
   */
  private jumpers(own: number, opp: number, empty: number): number {
    const at = this.side * 4;
    const manDirs = this.manJumpBack;
    // Along the men's capture directions men (and, when men take every piece, kings) jump together.
    const movers = this.menTakeKings ? own : own & ~this.kings;
    const victims = this.menTakeKings ? opp : opp & ~this.kings;
    let j = 0;
    for (let i = at, end = at + this.manJumpCount; i < end; i++) {
      const back = manDirs[i] as number;
      j |= movers & this.fwd(back, victims & this.fwd(back, empty));
    }
    const kings = own & this.kings;
    if (kings === 0) return j;
    // The kings' other directions (every direction when men cannot take kings).
    const kingDirs = this.kingJumpBack;
    for (let i = at, end = at + this.kingJumpCount; i < end; i++) {
      const back = kingDirs[i] as number;
      j |= kings & this.fwd(back, opp & this.fwd(back, empty));
    }
    return j;
  }

  generate(out: Int32Array): number {
    const n = this.fill(out);
    this.slotCount[this.ply] = n;
    return n;
  }

  /** Writes the legal moves of the side to move (slot numbers of this ply) into `out`. */
  private fill(out: Int32Array): number {
    if (this.stopAtDraw && this.drawn()) return 0;
    const own = this.side === 0 ? this.black : this.white;
    const opp = this.side === 0 ? this.white : this.black;
    const empty = ~(this.black | this.white);
    const base = this.ply * MAX_WORD_MOVES;
    const jumpers = this.jumpers(own, opp, empty);
    this.slotJumpers[this.ply] = jumpers;
    this.gCount = 0;
    this.gBase = base;
    this.gOut = out;
    // Huffing: the offended side may huff an offender or insist, besides playing on.
    const huffing = this.huffing && this.mustCapture === 0;
    if (huffing && this.offMask !== 0) {
      for (let m = this.offMask; m !== 0; m &= m - 1) this.put(low(m) | HUFF, 0);
      this.put(INSIST, 0);
    }
    if (jumpers !== 0) {
      this.gVictims = opp;
      this.gManVictims = this.menTakeKings ? opp : opp & ~this.kings;
      this.gCrown = this.crownRow[this.side] as number;
      for (let j = jumpers; j !== 0; j &= j - 1) {
        const s = low(j);
        this.gEmpty = empty | (1 << s); // the piece leaves its square
        this.chain(s, s, (this.kings >>> s) & 1, 0);
      }
      if (!huffing) return this.gCount;
    }
    // A whole side one direction at a time (the listing follows this order, see moves.ts).
    const ownKings = own & this.kings;
    const crown = this.crownRow[this.side] as number;
    const dirs = this.stepDirs[this.side] as number;
    const next = this.next;
    for (let d = 0; d < 4; d++) {
      const movers = ((dirs >>> d) & 1) === 1 ? own : ownKings;
      if (movers === 0) continue;
      const back = ((d + 2) & 3) * 32;
      for (let targets = this.fwd(d, movers) & empty; targets !== 0; targets &= targets - 1) {
        const to = low(targets);
        const from = next[back + to] as number;
        const crowns = ((this.kings >>> from) & 1) === 0 && ((crown >>> to) & 1) === 1 ? 1 : 0;
        this.put(from | (to << 5) | (crowns << 10), 0);
      }
    }
    return this.gCount;
  }

  private put(move: number, cap: number): void {
    const n = this.gCount;
    if (n >= MAX_WORD_MOVES) fail('INVALID_STATE', 'draughts search: move buffer overflow');
    const slot = this.gBase + n;
    this.slotMove[slot] = move;
    this.slotCap[slot] = cap;
    this.gOut[n] = slot;
    this.gCount = n + 1;
  }

  /**
   * Depth-first capture chains: the jumped pieces stay on the board until the
   * move ends (they block, and are jumped once); a man reaching the far row
   * stops there under `crowning: 'halts'`, else goes on as a man.
   */
  private chain(origin: number, at: number, king: number, cap: number): void {
    const next = this.next;
    const dirs = king === 1 ? 15 : (this.jumpDirs[this.side] as number);
    const victims = king === 1 ? this.gVictims : this.gManVictims;
    let found = false;
    for (let d = 0; d < 4; d++) {
      if (((dirs >>> d) & 1) === 0) continue;
      const o = next[d * 32 + at] as number;
      if (o < 0) continue;
      const ob = 1 << o;
      if ((victims & ob) === 0 || (cap & ob) !== 0) continue;
      const to = next[d * 32 + o] as number;
      if (to < 0 || ((this.gEmpty >>> to) & 1) === 0) continue;
      found = true;
      if (king === 0 && this.halts && ((this.gCrown >>> to) & 1) === 1) this.emit(origin, to, cap | ob, 1);
      else this.chain(origin, to, king, cap | ob);
    }
    if (!found && cap !== 0) this.emit(origin, at, cap, king === 0 ? (this.gCrown >>> at) & 1 : 0);
  }

  private emit(from: number, to: number, cap: number, crowns: number): void {
    const move = from | (to << 5) | (crowns << 10);
    if (this.dropDuplicates) {
      // Routes over the same pieces from the same start to the same end are one move.
      for (let i = 0; i < this.gCount; i++) if (this.slotMove[this.gBase + i] === move && this.slotCap[this.gBase + i] === cap) return;
    }
    this.put(move, cap);
  }

  /**
   * The number of legal moves when none of them captures, without writing them (the board view's
   * `quietCount`); -1 when some capture, under huffing, or in a drawn position: generate decides.
   */
  quietCount(): number {
    if (this.huffing || (this.stopAtDraw && this.drawn())) return -1;
    const own = this.side === 0 ? this.black : this.white;
    const opp = this.side === 0 ? this.white : this.black;
    const empty = ~(this.black | this.white);
    if (this.jumpers(own, opp, empty) !== 0) return -1;
    const ownKings = own & this.kings;
    const dirs = this.stepDirs[this.side] as number;
    let n = 0;
    for (let d = 0; d < 4; d++) {
      const movers = ((dirs >>> d) & 1) === 1 ? own : ownKings;
      if (movers !== 0) n += popcount(this.fwd(d, movers) & empty);
    }
    return n;
  }

  /** Number of legal moves; without writing them when no capture exists (perft's last ply). */
  count(): number {
    this.slotCount[this.ply] = 0; // no slots filled unless generate runs below
    const quiet = this.quietCount();
    return quiet >= 0 ? quiet : this.generate(this.countOut);
  }

  make(move: number): void {
    const ply = this.ply;
    // Checked before anything changes: a slot of this ply that the last generate filled.
    if (!Number.isInteger(move) || move < ply * MAX_WORD_MOVES || move >= ply * MAX_WORD_MOVES + (this.slotCount[ply] ?? 0)) fail('ILLEGAL_MOVE', `draughts search: ${describe(move)} was not generated at this ply`);
    if (ply + 2 > this.capacity) this.grow(this.capacity * 2);
    const u = ply * UNDO;
    const undo = this.undo;
    undo[u] = this.black;
    undo[u + 1] = this.white;
    undo[u + 2] = this.kings;
    this.saveMemory(undo, u + 3);
    const m = this.slotMove[move] as number;
    if (this.huffing) {
      this.saveHuffing(u);
      if ((m & (HUFF | INSIST)) !== 0) {
        this.makeHuffOrInsist(m);
        this.ply = ply + 1;
        return;
      }
    }
    this.remember();
    const cap = this.slotCap[move] as number;
    const from = m & 31;
    const to = (m >>> 5) & 31;
    const crowns = (m >>> 10) & 1;
    const fb = 1 << from;
    const tb = 1 << to;
    const wasKing = (this.kings >>> from) & 1;
    const side = this.side;
    if (side === 0) {
      this.black = (this.black & ~fb) | tb;
      this.white &= ~cap;
    } else {
      this.white = (this.white & ~fb) | tb;
      this.black &= ~cap;
    }
    this.toggle((side * 2 + wasKing) * 32 + from);
    this.toggle((side * 2 + (wasKing | crowns)) * 32 + to);
    for (let c = cap; c !== 0; c &= c - 1) {
      const sq = low(c);
      this.toggle(((1 - side) * 2 + ((this.kings >>> sq) & 1)) * 32 + sq);
    }
    let kings = this.kings & ~cap;
    if (wasKing === 1) kings = (kings & ~fb) | tb;
    else if (crowns === 1) kings |= tb;
    this.kings = kings;
    this.toggle(WHITE_TO_MOVE);
    if (cap !== 0 || wasKing === 0) {
      this.quiet = 0;
      this.winStart = this.histLen;
    } else {
      this.quiet++;
    }
    this.side = 1 - side;
    if (this.huffing) this.afterOrdinary(ply, cap, from, to, wasKing);
    this.ply = ply + 1;
  }

  /** Huffing: the pending offence and forced capture go into the undo record. */
  private saveHuffing(u: number): void {
    const undo = this.undo;
    undo[u + 8] = this.offMask;
    undo[u + 9] = this.offFrom | (this.offTo << 5) | (this.offKing << 10) | (this.mustCapture << 11);
    undo[u + 10] = this.offQuiet;
    undo[u + 11] = this.offWinStart;
    undo[u + 12] = this.offHistLen;
    undo[u + 13] = this.side;
  }

  /**
   * Huffing after an ordinary move: a pending offence is ignored (it ends), a
   * forced capture is done, and a step that ignored a capture is a new offence
   * by the pieces that could have captured (the mover counted where it lands).
   */
  private afterOrdinary(ply: number, cap: number, from: number, to: number, wasKing: number): void {
    const u = ply * UNDO;
    const forced = this.mustCapture;
    if (this.offMask !== 0) {
      this.toggleOffence();
      this.offMask = 0;
    }
    if (forced === 1) {
      this.mustCapture = 0;
      this.toggle(MUST_CAPTURE);
      return;
    }
    const jumpers = this.slotJumpers[ply] as number;
    if (cap !== 0 || jumpers === 0) return;
    const offenders = ((jumpers >>> from) & 1) === 1 ? (jumpers & ~(1 << from)) | (1 << to) : jumpers;
    this.setOffence(offenders, from, to, wasKing, this.undo[u + 3] as number, this.undo[u + 6] as number, this.undo[u + 7] as number);
  }

  /** Huff (the offender leaves the board, the same side moves on) or insist (the offence is taken back and must become a capture). */
  private makeHuffOrInsist(m: number): void {
    this.toggleOffence();
    this.offMask = 0;
    if ((m & HUFF) !== 0) {
      const sq = m & 31;
      const bit = 1 << sq;
      const black = (this.black & bit) !== 0 ? 1 : 0;
      const king = (this.kings >>> sq) & 1;
      this.toggle(((1 - black) * 2 + king) * 32 + sq);
      this.black &= ~bit;
      this.white &= ~bit;
      this.kings &= ~bit;
      // A removal is irreversible, like a capture.
      this.quiet = 0;
      this.winStart = this.histLen;
      return;
    }
    // Insist: the offender's piece goes back (as the man or king it was), its side moves again.
    const fb = 1 << this.offFrom;
    const tb = 1 << this.offTo;
    const offender = 1 - this.side;
    const king = (this.kings >>> this.offTo) & 1;
    this.toggle((offender * 2 + king) * 32 + this.offTo);
    this.toggle((offender * 2 + this.offKing) * 32 + this.offFrom);
    if (offender === 0) this.black = (this.black & ~tb) | fb;
    else this.white = (this.white & ~tb) | fb;
    this.kings &= ~tb;
    if (this.offKing === 1) this.kings |= fb;
    this.toggle(WHITE_TO_MOVE);
    this.side = offender;
    this.quiet = this.offQuiet;
    // The repetition memory from before the offence, copied to the top (what lies below stays for unmake).
    const top = this.histLen;
    const k = this.offHistLen - this.offWinStart;
    this.roomFor(top + k + 2);
    this.hist.copyWithin(top, this.offWinStart, this.offHistLen);
    this.winStart = top;
    this.histLen = top + k;
    this.mustCapture = 1;
    this.toggle(MUST_CAPTURE);
  }

  unmake(): void {
    if (this.ply === 0) fail('NOTHING_TO_UNDO', 'draughts search: no move to take back');
    const ply = --this.ply;
    const u = ply * UNDO;
    const undo = this.undo;
    this.black = undo[u] as number;
    this.white = undo[u + 1] as number;
    this.kings = undo[u + 2] as number;
    this.restoreMemory(undo, u + 3);
    if (this.huffing) {
      this.offMask = undo[u + 8] as number;
      const word = undo[u + 9] as number;
      this.offFrom = word & 31;
      this.offTo = (word >>> 5) & 31;
      this.offKing = (word >>> 10) & 1;
      this.mustCapture = (word >>> 11) & 1;
      this.offQuiet = undo[u + 10] as number;
      this.offWinStart = undo[u + 11] as number;
      this.offHistLen = undo[u + 12] as number;
      this.side = undo[u + 13] as number;
      return;
    }
    this.side = 1 - this.side;
  }

  /** The board as one letter per square. */
  protected squares(n: number): string {
    let squares = '';
    for (let id = 0; id < n; id++) {
      const bit = 1 << id;
      const king = (this.kings & bit) !== 0;
      squares += (this.black & bit) !== 0 ? (king ? 'B' : 'b') : (this.white & bit) !== 0 ? (king ? 'W' : 'w') : '.';
    }
    return squares;
  }

  /**
   * What integer move `m` does, for finding its listed move: huff/insist, or
   * start, end and captured squares, and how many earlier integers of this
   * ply do the same (a king going round a square either way).
   */
  protected describeMove(m: number): { kind: 'huff' | 'insist' | undefined; from: number; to: number; captured: number; same: number } {
    const ply = this.ply;
    const count = this.slotCount[ply] as number;
    if (!Number.isInteger(m) || m < ply * MAX_WORD_MOVES || m >= ply * MAX_WORD_MOVES + count) {
      // Generation fills the ply's slots (a count() may have left them empty).
      const buf = new Int32Array(MAX_WORD_MOVES);
      const k = this.generate(buf);
      if (!(Number.isInteger(m) && m >= ply * MAX_WORD_MOVES && m < ply * MAX_WORD_MOVES + k)) fail('ILLEGAL_MOVE', `${describe(m)} is not a move of this position (generate lists ${k})`);
    }
    const code = this.slotMove[m] as number;
    const cap = this.slotCap[m] as number;
    let same = 0;
    for (let s = ply * MAX_WORD_MOVES; s < m; s++) if (this.slotMove[s] === code && this.slotCap[s] === cap) same++;
    const kind = (code & HUFF) !== 0 ? 'huff' : (code & INSIST) !== 0 ? 'insist' : undefined;
    return { kind, from: code & 31, to: (code >>> 5) & 31, captured: cap, same };
  }

  abstract position(): P;
  abstract move(m: number): M;
}

/**
 * Finds the listed move an integer move stands for (see {@link WordSearch.describeMove});
 * `names` are the square names the listing uses (square id order).
 */
export function findListed<M extends Move & { readonly kind?: string }>(
  listed: readonly M[],
  d: { kind: string | undefined; from: number; to: number; captured: number; same: number },
  names: readonly string[],
): M {
  let same = d.same;
  const from = names[d.from];
  const to = names[d.to];
  for (const move of listed) {
    if (move.kind !== d.kind) continue;
    if (d.kind === 'insist') return move;
    if (d.kind === 'huff') {
      if (move.from === from) return move;
      continue;
    }
    if (move.from !== from || move.to !== to || move.captures.length !== popcount(d.captured)) continue;
    if (!move.captures.every((c) => ((d.captured >>> names.indexOf(c)) & 1) === 1)) continue;
    if (same-- === 0) return move;
  }
  return fail('INVALID_STATE', `draughts search: move ${from}-${to} is not in the listing`);
}
