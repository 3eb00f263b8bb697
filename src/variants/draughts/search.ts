/**
 * The fast search layer (mandatory captures): three 32-bit bitboards (black,
 * white, kings), integer moves that index preallocated per-ply move slots,
 * make/unmake with an undo stack, an incremental Zobrist hash and repetition
 * memory in typed arrays. No allocation per node (buffers only grow, rarely).
 */
import { combineHash, describe, fail, generatedIndex, immutableSearch, requireMoveBuffer, type SearchState } from '../../core/index.js';
import { lowestBit, popcount, stepTables } from './bitboard.js';
import { crowningRow } from './crowning.js';
import { draughtsKeys, kindOf, WHITE_TO_MOVE } from './hash.js';
import { legalMoves } from './legal.js';
import type { DraughtsMove, DraughtsPosition } from './types.js';

/** Most moves kept per ply (far above any reachable English draughts position). */
export const MAX_MOVES = 256;
const CROWN_BLACK = crowningRow('black');
const CROWN_WHITE = crowningRow('white');
const LETTERS = ['b', 'B', 'w', 'W'] as const;

/** The make/unmake state of a mandatory-capture draughts position. */
export class DraughtsSearch implements SearchState<DraughtsPosition, DraughtsMove> {
  readonly maxMoves = MAX_MOVES;
  private black = 0;
  private white = 0;
  private kings = 0;
  private side = 0; // 0 black, 1 white
  private quiet = 0;
  private hi = 0;
  private lo = 0;
  private ply = 0;
  private winStart = 0;
  private histLen = 0;
  private readonly drawAfter: number;
  // Per-ply storage, grown by doubling.
  private capacity = 0;
  private slotMove = new Int32Array(0);
  private slotCap = new Int32Array(0);
  private slotCount = new Int32Array(0); // moves the last generate listed, per ply (make checks against it)
  private undo = new Int32Array(0); // 8 ints per ply
  private hist = new Float64Array(0);
  // Generation scratch.
  private gOpp = 0;
  private gEmpty = 0;
  private gCount = 0;
  private gBase = 0;
  private gCrown = 0;
  private gOut: Int32Array = new Int32Array(0);
  private readonly t = stepTables();
  private readonly keys = draughtsKeys();

  constructor(position: DraughtsPosition) {
    for (let id = 0; id < 32; id++) {
      const kind = kindOf(position.squares[id] as string);
      if (kind < 0) continue;
      const bit = 1 << id;
      if (kind < 2) this.black |= bit;
      else this.white |= bit;
      if (kind % 2 === 1) this.kings |= bit;
      this.toggle(kind * 32 + id);
    }
    this.side = position.turn === 'white' ? 1 : 0;
    if (this.side === 1) this.toggle(WHITE_TO_MOVE);
    this.quiet = position.quietPlies;
    this.drawAfter = position.drawAfterPlies;
    this.grow(64, position.repetition.length + 64);
    for (const key of position.repetition) this.hist[this.histLen++] = key;
  }

  private grow(plies: number, history: number): void {
    if (plies > this.capacity) {
      const slotMove = new Int32Array(plies * MAX_MOVES);
      slotMove.set(this.slotMove);
      const slotCap = new Int32Array(plies * MAX_MOVES);
      slotCap.set(this.slotCap);
      const undo = new Int32Array(plies * 8);
      undo.set(this.undo);
      this.slotMove = slotMove;
      this.slotCap = slotCap;
      const slotCount = new Int32Array(plies);
      slotCount.set(this.slotCount);
      this.slotCount = slotCount;
      this.undo = undo;
      this.capacity = plies;
    }
    if (history > this.hist.length) {
      const hist = new Float64Array(history);
      hist.set(this.hist);
      this.hist = hist;
    }
  }

  private toggle(feature: number): void {
    this.hi ^= this.keys.hi[feature] as number;
    this.lo ^= this.keys.lo[feature] as number;
  }

  hash(): number {
    return combineHash(this.hi, this.lo);
  }

  /** Whether the position is drawn (threefold repetition or the plies counter). */
  drawn(): boolean {
    if (this.drawAfter > 0 && this.quiet >= this.drawAfter) return true;
    if (this.histLen - this.winStart < 4) return false;
    const h = this.hash();
    let count = 1;
    for (let i = this.winStart; i < this.histLen; i++) if (this.hist[i] === h) count++;
    return count >= 3;
  }

  /** Steps a bitboard one square along `d`. */
  private fwd(d: number, x: number): number {
    const t = this.t;
    const a = t.shiftA[d] as number;
    const b = t.shiftB[d] as number;
    const xa = x & (t.maskA[d] as number);
    const xb = x & (t.maskB[d] as number);
    return (a >= 0 ? xa << a : xa >>> -a) | (b >= 0 ? xb << b : xb >>> -b);
  }

  /** Pieces of the side to move that can capture, as a bitboard. */
  private jumpers(own: number, opp: number, empty: number): number {
    const ownKings = own & this.kings;
    let j = 0;
    for (let d = 0; d < 4; d++) {
      // Black men go se/sw (1, 2), white men ne/nw (0, 3); kings every way.
      const isManDir = this.side === 0 ? d === 1 || d === 2 : d === 0 || d === 3;
      const movers = isManDir ? own : ownKings;
      if (movers === 0) continue;
      const back = (d + 2) & 3;
      j |= movers & this.fwd(back, opp & this.fwd(back, empty));
    }
    return j;
  }

  generate(out: Int32Array): number {
    requireMoveBuffer(out, MAX_MOVES);
    const n = this.fill(out);
    this.slotCount[this.ply] = n;
    return n;
  }

  /** Writes the legal moves of the side to move (slot numbers of this ply) into `out`. */
  private fill(out: Int32Array): number {
    if (this.drawn()) return 0;
    const own = this.side === 0 ? this.black : this.white;
    const opp = this.side === 0 ? this.white : this.black;
    const empty = ~(this.black | this.white);
    const base = this.ply * MAX_MOVES;
    const jumpers = this.jumpers(own, opp, empty);
    let n = 0;
    if (jumpers !== 0) {
      this.gOpp = opp;
      this.gCount = 0;
      this.gBase = base;
      this.gOut = out;
      this.gCrown = (this.side === 0 ? CROWN_BLACK : CROWN_WHITE);
      for (let j = jumpers; j !== 0; j &= j - 1) {
        const s = lowestBit(j);
        this.gEmpty = empty | (1 << s); // the piece leaves its square
        this.chain(s, s, (this.kings >>> s) & 1, 0);
      }
      return this.gCount;
    }
    const ownKings = own & this.kings;
    const crown = (this.side === 0 ? CROWN_BLACK : CROWN_WHITE);
    const next = this.t.next;
    for (let d = 0; d < 4; d++) {
      const isManDir = this.side === 0 ? d === 1 || d === 2 : d === 0 || d === 3;
      const movers = isManDir ? own : ownKings;
      if (movers === 0) continue;
      const back = ((d + 2) & 3) * 32;
      for (let targets = this.fwd(d, movers) & empty; targets !== 0; targets &= targets - 1) {
        const to = lowestBit(targets);
        const from = next[back + to] as number;
        const crowns = ((this.kings >>> from) & 1) === 0 && ((crown >>> to) & 1) === 1 ? 1 : 0;
        if (n >= MAX_MOVES) fail('INVALID_STATE', 'draughts search: move buffer overflow');
        this.slotMove[base + n] = from | (to << 5) | (crowns << 10);
        this.slotCap[base + n] = 0;
        out[n] = base + n;
        n++;
      }
    }
    return n;
  }

  /** Depth-first capture chains: the jumped pieces stay on the board, each is jumped once, crowning ends the chain. */
  private chain(origin: number, at: number, king: number, cap: number): void {
    const next = this.t.next;
    let found = false;
    for (let d = 0; d < 4; d++) {
      if (king === 0 && (this.side === 0 ? d === 0 || d === 3 : d === 1 || d === 2)) continue;
      const o = next[d * 32 + at] as number;
      if (o < 0) continue;
      const ob = 1 << o;
      if ((this.gOpp & ob) === 0 || (cap & ob) !== 0) continue;
      const to = next[d * 32 + o] as number;
      if (to < 0 || ((this.gEmpty >>> to) & 1) === 0) continue;
      found = true;
      if (king === 0 && ((this.gCrown >>> to) & 1) === 1) this.emit(origin, to, cap | ob, 1);
      else this.chain(origin, to, king, cap | ob);
    }
    if (!found && cap !== 0) this.emit(origin, at, cap, 0);
  }

  private emit(from: number, to: number, cap: number, crowns: number): void {
    const n = this.gCount;
    if (n >= MAX_MOVES) fail('INVALID_STATE', 'draughts search: move buffer overflow');
    const slot = this.gBase + n;
    this.slotMove[slot] = from | (to << 5) | (crowns << 10);
    this.slotCap[slot] = cap;
    this.gOut[n] = slot;
    this.gCount = n + 1;
  }

  /** Number of legal moves, without writing them when no capture exists (bulk counting for perft). */
  count(out: Int32Array): number {
    this.slotCount[this.ply] = 0; // no slots filled unless generate runs below
    if (this.drawn()) return 0;
    const own = this.side === 0 ? this.black : this.white;
    const opp = this.side === 0 ? this.white : this.black;
    const empty = ~(this.black | this.white);
    if (this.jumpers(own, opp, empty) !== 0) return this.generate(out);
    const ownKings = own & this.kings;
    let n = 0;
    for (let d = 0; d < 4; d++) {
      const isManDir = this.side === 0 ? d === 1 || d === 2 : d === 0 || d === 3;
      const movers = isManDir ? own : ownKings;
      if (movers !== 0) n += popcount(this.fwd(d, movers) & empty);
    }
    return n;
  }

  make(move: number): void {
    const ply = this.ply;
    // Checked before anything changes: a slot of this ply that the last generate filled.
    if (!Number.isInteger(move) || move < ply * MAX_MOVES || move >= ply * MAX_MOVES + (this.slotCount[ply] ?? 0)) fail('ILLEGAL_MOVE', `draughts search: ${describe(move)} was not generated at this ply`);
    if (ply + 2 > this.capacity || this.histLen + 2 > this.hist.length) this.grow(Math.max(this.capacity, ply + 2) * 2, this.hist.length * 2);
    const u = ply * 8;
    const undo = this.undo;
    undo[u] = this.black;
    undo[u + 1] = this.white;
    undo[u + 2] = this.kings;
    undo[u + 3] = this.quiet;
    undo[u + 4] = this.hi;
    undo[u + 5] = this.lo;
    undo[u + 6] = this.winStart;
    undo[u + 7] = this.histLen;
    this.hist[this.histLen++] = this.hash();

    const m = this.slotMove[move] as number;
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
      const sq = lowestBit(c);
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
    this.ply = ply + 1;
  }

  unmake(): void {
    if (this.ply === 0) fail('NOTHING_TO_UNDO', 'draughts search: no move to take back');
    const ply = --this.ply;
    const u = ply * 8;
    const undo = this.undo;
    this.black = undo[u] as number;
    this.white = undo[u + 1] as number;
    this.kings = undo[u + 2] as number;
    this.quiet = undo[u + 3] as number;
    this.hi = undo[u + 4] as number;
    this.lo = undo[u + 5] as number;
    this.winStart = undo[u + 6] as number;
    this.histLen = undo[u + 7] as number;
    this.side = 1 - this.side;
  }

  /**
   * The listed move of integer move `m`. Generation order differs from the
   * listing's (bitboard order), so the move is found by what it does: same
   * start, end and captured squares; when several routes do the same (a king
   * going round a square either way), the k-th such integer is the k-th such listed move.
   */
  move(m: number): DraughtsMove {
    generatedIndex(this, m);
    const code = this.slotMove[m] as number, cap = this.slotCap[m] as number;
    let k = 0;
    for (let s = this.ply * MAX_MOVES; s < m; s++) if (this.slotMove[s] === code && this.slotCap[s] === cap) k++;
    const from = String((code & 31) + 1), to = String(((code >>> 5) & 31) + 1);
    const captured = new Set<string>();
    for (let c = cap; c !== 0; c &= c - 1) captured.add(String(lowestBit(c) + 1));
    for (const listed of legalMoves(this.position())) {
      if (listed.from !== from || listed.to !== to || listed.captures.length !== captured.size || !listed.captures.every((c) => captured.has(c))) continue;
      if (k-- === 0) return listed;
    }
    return fail('INVALID_STATE', `draughts search: move ${m} (${from}-${to}) is not in the listing`);
  }

  position(): DraughtsPosition {
    let squares = '';
    for (let id = 0; id < 32; id++) {
      const bit = 1 << id;
      const king = (this.kings & bit) !== 0 ? 1 : 0;
      squares += (this.black & bit) !== 0 ? LETTERS[king] : (this.white & bit) !== 0 ? LETTERS[2 + king] : '.';
    }
    return {
      variant: 'draughts',
      turn: this.side === 0 ? 'black' : 'white',
      squares,
      capture: 'mandatory',
      drawAfterPlies: this.drawAfter,
      quietPlies: this.quiet,
      repetition: Array.from(this.hist.subarray(this.winStart, this.histLen)),
    };
  }
}

/** Leaf count with make/unmake and bulk counting at the last ply. */
export function fastPerft(state: DraughtsSearch, depth: number): number {
  if (depth === 0) return 1;
  // A buffer per ply reached (a deep perft of a finished game allocates nothing); recursion is
  // bounded by the depth limit the variant checked.
  const buffers: Int32Array[] = [];
  const walk = (d: number): number => {
    const buf = (buffers[d - 1] ??= new Int32Array(MAX_MOVES));
    if (d === 1) return state.count(buf);
    const n = state.generate(buf);
    let nodes = 0;
    for (let i = 0; i < n; i++) {
      state.make(buf[i] as number);
      nodes += walk(d - 1);
      state.unmake();
    }
    return nodes;
  };
  return walk(depth);
}

/** The search state for a position: the bitboard state for mandatory captures, the generic one for huffing. */
export function draughtsSearch(
  position: DraughtsPosition,
  fallback: { legalMoves(p: DraughtsPosition): readonly DraughtsMove[]; play(p: DraughtsPosition, m: DraughtsMove): DraughtsPosition; hash(p: DraughtsPosition): number },
): SearchState<DraughtsPosition, DraughtsMove> {
  if (position.capture === 'mandatory') return new DraughtsSearch(position);
  return immutableSearch(fallback, position);
}
