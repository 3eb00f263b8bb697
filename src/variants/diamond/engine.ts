/**
 * The mutable layer of the three Diamond games: a flat cell array, moves
 * generated into preallocated pools (one per ply), make/unmake with an
 * incremental Zobrist hash. The friendly API, perft and bots all go through
 * it, so there is one move generator.
 */
import { attachedKeys, attachKeys, countInLine, extendLine, lineOf, type KeyLine } from '../../core/key-line.js';
import type { RepetitionKeys } from '../../core/repetition.js';
import { NONE, type Board } from '../../core/graph.js';
import { ChainWalker, hasDirectCapture, CHAIN_EMPTY as EMPTY, CHAIN_ENEMY as ENEMY, CHAIN_OWN as OWN, type Chain } from '../../core/chains.js';
import { combineHash, zobristTable, type ZobristTable } from '../../core/zobrist.js';
import { lazy } from '../../core/lazy.js';
import { diamondBoard } from './board.js';
import { ChainCounter, lineTable, type LineTable } from './chain-count.js';
import { HIGH_NODES, popcount } from './node-sets.js';
import { corners } from './corner-stop.js';
import { dirsByRank } from './pieces.js';
import { rankAfterMove } from './crowning.js';
import { capturesOnly, opensInsist, INSIST } from './capture-enforcement.js';
import { arrive, leave } from './stacks.js';
import { PLY_DRAW, REPETITION_DRAW } from './draws.js';
import type { DiamondGame } from './games.js';
import type { CaptureRule, DiamondPosition, DiamondRank, PendingInsist } from './types.js';

const SIZE = 41;
/** Largest rank or stack code hashed per side. */
const CODES = 13;
const FEAT_TURN = 2 * CODES * SIZE;
const FEAT_MUST = FEAT_TURN + 1;
const FEAT_INSIST_FROM = FEAT_TURN + 2;
const FEAT_INSIST_TO = FEAT_INSIST_FROM + SIZE;
const zobrist = /* @__PURE__ */ lazy((): ZobristTable => zobristTable(FEAT_INSIST_TO + SIZE, 0xd1a3));

/** The count's line tables (chain-count.ts): per side and rank, and of all eight directions; built once. */
const lineTables = /* @__PURE__ */ lazy((): { byRank: LineTable[][]; all8: LineTable } => {
  const board = diamondBoard();
  const byRank = dirsByRank().map((bySide) => bySide.map((dirs) => lineTable(board, dirs)));
  return { byRank, all8: (byRank[0] as LineTable[])[3] as LineTable };
});

/** Move flags in a pool. */
export const F_CAPTURE = 1;
/** The move ignored a jump the opponent may insist on. */
export const F_OPENS_INSIST = 2;
/** The insist action. */
export const F_INSIST = 4;
/** The move crowned a man (Diamond Checkers). */
export const F_PROMOTION = 8;
/** Path entries: node id, plus this bit when that jump captured. */
export const PATH_CAPTURE = 64;

/** A pending insist with node ids. */
interface Insist {
  readonly from: number;
  readonly to: number;
  readonly count: number;
  readonly rank: number;
  readonly plies: number;
}

const RANKS: readonly DiamondRank[] = ['man', 'man', 'king', 'diamond-king'];
/** Rank code (1 man, 2 King, 3 Diamond King) of a rank name. */
export function rankCode(rank: DiamondRank): number {
  return rank === 'man' ? 1 : rank === 'king' ? 2 : 3;
}

/** Moves of one ply, structure-of-arrays; grows on demand and is then reused. */
export class MovePool {
  length = 0;
  cap = 0;
  from = new Int32Array(0);
  to = new Int32Array(0);
  count = new Int32Array(0);
  value = new Int32Array(0);
  flags = new Int32Array(0);
  capLo = new Int32Array(0);
  capHi = new Int32Array(0);
  pathOff = new Int32Array(0);
  pathLen = new Int32Array(0);
  path = new Int32Array(0);
  pathUsed = 0;

  constructor(cap = 64) {
    this.grow(cap, 256);
  }

  private grow(cap: number, pathCap: number): void {
    const copy = (a: Int32Array, n: number): Int32Array<ArrayBuffer> => {
      const b = new Int32Array(n);
      b.set(a.subarray(0, Math.min(a.length, n)));
      return b;
    };
    if (cap > this.cap) {
      this.from = copy(this.from, cap); this.to = copy(this.to, cap); this.count = copy(this.count, cap);
      this.value = copy(this.value, cap); this.flags = copy(this.flags, cap); this.capLo = copy(this.capLo, cap);
      this.capHi = copy(this.capHi, cap); this.pathOff = copy(this.pathOff, cap); this.pathLen = copy(this.pathLen, cap);
      this.cap = cap;
    }
    if (pathCap > this.path.length) this.path = copy(this.path, pathCap);
  }

  /** Appends a move; `value` is the magnitude placed on `to` (rank after, 1, or the men moved). */
  add(from: number, to: number, count: number, value: number, flags: number, pathLength: number): number {
    if (this.length === this.cap || this.pathUsed + pathLength > this.path.length) {
      this.grow(this.length === this.cap ? this.cap * 2 : this.cap, Math.max(this.path.length * 2, this.pathUsed + pathLength + 64));
    }
    const i = this.length++;
    this.from[i] = from; this.to[i] = to; this.count[i] = count; this.value[i] = value; this.flags[i] = flags;
    this.capLo[i] = 0; this.capHi[i] = 0;
    this.pathOff[i] = this.pathUsed; this.pathLen[i] = pathLength;
    this.pathUsed += pathLength;
    return i;
  }

  reset(): void {
    this.length = 0;
    this.pathUsed = 0;
  }
}

/**
 * One game state that moves are made on and taken back. Create with
 * {@link DiamondEngine.load}; `generate` fills the pool of the current ply.
 */
export class DiamondEngine {
  readonly board: Board = diamondBoard();
  readonly cells = new Int8Array(SIZE);
  side = 0;
  plies = 0;
  mustJump = false;
  insist: Insist | null = null;
  hi = 0;
  lo = 0;
  /** Hashes of earlier positions; those from `resetIdx` on may still repeat. */
  readonly hist: number[] = [];
  resetIdx = 0;
  /**
   * The keys of the loaded position, shared along its line of play (core key-line.ts) and never
   * copied; `hist` holds the keys of the moves made since. They count while `resetIdx` is 0.
   */
  prefix: KeyLine | undefined;
  ply = 0;
  /** When false, chains reaching the same result by different paths are all listed (move-text resolution). */
  dedupe = true;

  private readonly walker: ChainWalker;
  private readonly counter: ChainCounter;
  private readonly pools: MovePool[] = [];
  private readonly undoCells: number[] = [];
  /**
   * Undo frames, eight numbers per ply (side, plies, must-jump, hash high and low words, reset index,
   * key count, cell-undo mark) in a typed array — 32-bit hash words in a plain array would be boxed
   * numbers, garbage on every move — and the pending insist of each ply beside it.
   */
  private frames = new Int32Array(8 * 16);
  private readonly frameInsist: (Insist | null)[] = [];
  private readonly all8: Int32Array;
  /** The counter's line tables: per side and rank (Diamond Checkers), and of all eight directions. */
  private readonly rankLines: LineTable[][];
  private readonly all8Lines: LineTable;
  private readonly rankDirs = dirsByRank();
  /**
   * Occupancy of every node from each side's view (index = side), kept up to date by
   * {@link DiamondEngine.place}, so that a count does not rebuild it from the cells.
   */
  private readonly occBySide = [new Uint8Array(SIZE), new Uint8Array(SIZE)] as const;
  /** Occupied nodes of side 0 and of side 1 (a side without men has lost). */
  private readonly piecesBySide = new Int32Array(2);
  /** The nodes each side occupies as node sets (node-sets.ts): side 0 low and high word, then side 1. */
  private readonly nodeSets = new Int32Array(4);
  private readonly zob = zobrist();
  // Context of the chain being emitted.
  private curFrom = 0;
  private curMag = 0;
  private kLo = 1;
  private kHi = 1;
  private groupStart = 0;
  private onlyCaps = false;
  private opens = false;
  private pool: MovePool | undefined;

  constructor(readonly game: DiamondGame, readonly capture: CaptureRule, readonly drawAfter: number, readonly repetition: boolean) {
    this.walker = new ChainWalker(this.board, { ...game.chain, stops: corners() }, (chain: Chain): void => this.addChain(chain));
    this.all8 = (dirsByRank()[0] as Int32Array[])[3] as Int32Array;
    this.counter = new ChainCounter(this.board, corners());
    const tables = lineTables();
    this.rankLines = tables.byRank;
    this.all8Lines = tables.all8;
  }

  /** An engine holding `p`. */
  static load(game: DiamondGame, p: DiamondPosition): DiamondEngine {
    const e = new DiamondEngine(game, p.capture, p.drawAfterPlies, p.repetition);
    const b = e.board;
    for (let i = 0; i < SIZE; i++) e.place(i, p.cells[i] ?? 0);
    e.side = p.turn === 'a' ? 0 : 1;
    e.plies = p.plies;
    e.mustJump = p.mustJump === true;
    e.insist = p.insist
      ? { from: b.nodeId(p.insist.from), to: b.nodeId(p.insist.to), count: p.insist.count, rank: game.kind === 'checkers' ? rankCode(p.insist.rank) : 1, plies: p.insist.plies }
      : null;
    const shared = attachedKeys(p);
    // A position others have played on from: its keys are copied once, so counting stays O(1).
    if (shared) e.prefix = shared.length === shared.line.keys.length ? shared : lineOf(shared.line.keys.slice(0, shared.length));
    else for (const k of p.keys) e.hist.push(k); // not push(...): a long list would overflow the argument stack
    e.rehash();
    return e;
  }

  /** The current state as an immutable position. */
  snapshot(): DiamondPosition {
    const names = this.board.names;
    const s = this.insist;
    const base = {
      variant: this.game.id,
      turn: this.side === 0 ? 'a' as const : 'b' as const,
      cells: Array.from(this.cells),
      plies: this.plies,
      keys: [] as RepetitionKeys,
      capture: this.capture,
      drawAfterPlies: this.drawAfter,
      repetition: this.repetition,
    };
    const insist: PendingInsist | undefined = s
      ? { from: names[s.from] as string, to: names[s.to] as string, count: s.count, rank: this.game.kind === 'checkers' ? RANKS[s.rank] as DiamondRank : 'diamond-king', plies: s.plies }
      : undefined;
    const position: DiamondPosition = { ...base, ...(insist ? { insist } : {}), ...(this.mustJump ? { mustJump: true } : {}) };
    // Without the repetition rule nothing reads the keys: none are kept, so a long game stays linear.
    return this.repetition ? attachKeys(position, 'keys', this.sharedKeys()) : position;
  }

  /** The keys of the current position as a shared line: the loaded line extended in place (play copies nothing). */
  private sharedKeys(): KeyLine {
    if (this.prefix === undefined || this.resetIdx > 0) return lineOf(this.hist.slice(this.resetIdx));
    let keys = this.prefix;
    for (const h of this.hist) keys = extendLine(keys, h, false);
    return keys;
  }

  /** Recomputes the hash from scratch. */
  rehash(): void {
    this.hi = 0;
    this.lo = 0;
    for (let n = 0; n < SIZE; n++) this.toggleCell(n, this.cells[n] as number);
    if (this.side === 1) this.toggle(FEAT_TURN);
    if (this.mustJump) this.toggle(FEAT_MUST);
    if (this.insist) this.toggleInsist(this.insist);
  }

  /** The current hash. */
  hash(): number {
    return combineHash(this.hi, this.lo);
  }

  private toggle(f: number): void {
    this.hi ^= this.zob.hi[f] as number;
    this.lo ^= this.zob.lo[f] as number;
  }

  private toggleCell(node: number, v: number): void {
    if (v === 0) return;
    const code = v > 0 ? v : CODES - v;
    this.toggle(code * SIZE + node);
  }

  private toggleInsist(s: Insist): void {
    this.toggle(FEAT_INSIST_FROM + s.from);
    this.toggle(FEAT_INSIST_TO + s.to);
  }

  private set(node: number, v: number): void {
    const old = this.cells[node] as number;
    this.undoCells.push(node, old);
    this.toggleCell(node, old);
    this.toggleCell(node, v);
    this.place(node, v);
  }

  /** Puts `v` on `node`, keeping the occupancy by side and the piece counts in step. */
  private place(node: number, v: number): void {
    const old = this.cells[node] as number;
    const pieces = this.piecesBySide;
    const sets = this.nodeSets;
    const at = node < 32 ? 0 : 1;
    const bit = 1 << (node & 31);
    if (old > 0) (pieces[0]!--, (sets[at] = (sets[at] as number) ^ bit));
    else if (old < 0) (pieces[1]!--, (sets[2 + at] = (sets[2 + at] as number) ^ bit));
    if (v > 0) (pieces[0]!++, (sets[at] = (sets[at] as number) ^ bit));
    else if (v < 0) (pieces[1]!++, (sets[2 + at] = (sets[2 + at] as number) ^ bit));
    this.cells[node] = v;
    this.occBySide[0][node] = v > 0 ? OWN : v < 0 ? ENEMY : EMPTY;
    this.occBySide[1][node] = v < 0 ? OWN : v > 0 ? ENEMY : EMPTY;
  }

  /** Men of side 0 and side 1. */
  men(): [number, number] {
    let a = 0, b = 0;
    for (let n = 0; n < SIZE; n++) {
      const v = this.cells[n] as number;
      if (v > 0) a += this.game.kind === 'queens' ? v : 1;
      else if (v < 0) b += this.game.kind === 'queens' ? -v : 1;
    }
    return [a, b];
  }

  /** How many times the current position has occurred, counting itself. */
  occurrences(): number {
    const h = this.hash();
    let count = this.resetIdx === 0 && this.prefix !== undefined && this.prefix.length > 0 ? 1 + countInLine(this.prefix, h) : 1;
    for (let i = this.resetIdx; i < this.hist.length; i++) if (this.hist[i] === h) count++;
    return count;
  }

  /**
   * Why the game is over whatever the moves, or null: a side without men, the
   * ply counter, or threefold repetition. While an insist is pending no draw is
   * declared: the side to move may still take the last move back.
   */
  endReason(): 'no-pieces' | typeof PLY_DRAW | typeof REPETITION_DRAW | null {
    if (this.piecesBySide[0] === 0 || this.piecesBySide[1] === 0) return 'no-pieces';
    return this.drawReason();
  }

  /** The draw {@link DiamondEngine.endReason} declares when both sides have men, or null. */
  private drawReason(): typeof PLY_DRAW | typeof REPETITION_DRAW | null {
    if (this.insist && this.capture === 'on-demand') return null;
    if (this.drawAfter > 0 && this.plies >= this.drawAfter) return PLY_DRAW;
    return this.repetition && this.occurrences() >= 3 ? REPETITION_DRAW : null;
  }

  /** The move pool of the current ply. */
  currentPool(): MovePool {
    let pool = this.pools[this.ply];
    if (!pool) {
      pool = new MovePool();
      this.pools[this.ply] = pool;
    }
    return pool;
  }

  private dirsOf(mag: number): Int32Array {
    return this.game.kind === 'checkers' ? ((this.rankDirs[this.side] as Int32Array[])[mag] as Int32Array) : this.all8;
  }

  /**
   * Whether the side to move has a jump the opponent may insist on: any jump
   * in Diamond Checkers, a direct jump (one that captures at once) in Kings and
   * Queens. Fills the walker's occupancy from the side to move's view.
   */
  hasInsistableJump(): boolean {
    const { occ } = this.walker.scratch;
    const me = this.side === 0 ? 1 : -1;
    occ.set(this.side === 0 ? this.occBySide[0] : this.occBySide[1]);
    const queens = this.game.kind === 'queens';
    for (let n = 0; n < SIZE; n++) {
      if (occ[n] !== OWN) continue;
      const v = (this.cells[n] as number) * me;
      if (hasDirectCapture(this.board, occ, n, this.dirsOf(queens ? 1 : v))) return true;
    }
    return false;
  }

  /** Generates the legal moves of the current state into the current ply's pool and returns it. */
  generate(): MovePool {
    const pool = this.currentPool();
    pool.reset();
    if (this.endReason() !== null) return pool;
    const insistable = this.hasInsistableJump();
    const { occ } = this.walker.scratch;
    const next = this.board.next;
    const me = this.side === 0 ? 1 : -1;
    const queens = this.game.kind === 'queens';
    const checkers = this.game.kind === 'checkers';
    const ownJumps = this.game.chain.ownJumps;
    const oppLo = this.nodeSets[this.side === 0 ? 2 : 0] as number, oppHi = this.nodeSets[this.side === 0 ? 3 : 1] as number;
    this.onlyCaps = capturesOnly(this.capture, insistable, this.mustJump);
    this.opens = opensInsist(this.capture, insistable, false);
    this.pool = pool;
    const stepFlags = this.opens ? F_OPENS_INSIST : 0;
    for (let from = 0; from < SIZE; from++) {
      const mag = (this.cells[from] as number) * me;
      if (mag <= 0) continue;
      const dirs = this.dirsOf(queens ? 1 : mag);
      if (!this.onlyCaps) {
        for (let i = 0; i < dirs.length; i++) {
          const to = next[(dirs[i] as number) * SIZE + from] as number;
          if (to === NONE) continue;
          const o = occ[to];
          if (queens) {
            if (o === ENEMY) continue;
            for (let k = 1; k <= mag; k++) this.setStepPath(pool, to, pool.add(from, to, k, k, stepFlags, 1));
          } else if (o === EMPTY) {
            const value = this.game.kind === 'checkers' ? rankAfterMove(this.side, mag, to) : 1;
            this.setStepPath(pool, to, pool.add(from, to, 1, value, stepFlags | (value !== mag && this.game.kind === 'checkers' ? F_PROMOTION : 0), 1));
          }
        }
      }
      // Diamond Checkers: a chain starts with a capture, so a piece with no enemy next to it has none.
      if (!ownJumps) {
        const lines = checkers ? (this.rankLines[this.side] as LineTable[])[mag] as LineTable : this.all8Lines;
        if ((((lines.nearLo[from] as number) & oppLo) | ((lines.nearHi[from] as number) & oppHi)) === 0) continue;
      }
      this.curFrom = from;
      this.curMag = mag;
      if (queens && mag > 1) {
        occ[from] = OWN; // the men left behind stay (and may be jumped over)
        this.kLo = 1; this.kHi = mag - 1;
        this.groupStart = pool.length;
        this.walker.run(from, dirs);
      }
      occ[from] = EMPTY;
      this.kLo = this.kHi = queens ? mag : 1;
      this.groupStart = pool.length;
      this.walker.run(from, dirs);
      occ[from] = OWN;
    }
    if (this.insist && this.capture === 'on-demand') {
      const s = this.insist;
      this.setStepPath(pool, s.from, pool.add(s.to, s.from, 0, 0, F_INSIST, 1));
    }
    return pool;
  }

  /**
   * How many moves {@link DiamondEngine.generate} would list, without listing
   * them (perft's last ply): the same steps, and per piece the distinct chain
   * results that `addChain` keeps (chain-count.ts).
   */
  countMoves(): number {
    const side = this.side;
    const me = side === 0 ? 1 : -1;
    // endReason's "a side without men", from the counts kept by place().
    if (this.piecesBySide[0] === 0 || this.piecesBySide[1] === 0 || this.drawReason() !== null) return 0;
    const occ = side === 0 ? this.occBySide[0] : this.occBySide[1];
    const sets = this.nodeSets;
    const ownLo = sets[2 * side] as number, ownHi = sets[2 * side + 1] as number;
    const oppLo = sets[2 - 2 * side] as number, oppHi = sets[3 - 2 * side] as number;
    const emptyLo = ~(ownLo | oppLo), emptyHi = ~(ownHi | oppHi) & HIGH_NODES;
    const queens = this.game.kind === 'queens';
    const checkers = this.game.kind === 'checkers';
    const ownJumps = this.game.chain.ownJumps;
    const counter = this.counter;
    // Steps and own-men jumps count only when captures are not forced, which is known at the end.
    let quiet = 0, captures = 0, direct = false;
    // The mover's pieces from its node set, low word then high word.
    for (let w = 0; w < 2; w++) {
      for (let x = w === 0 ? ownLo : ownHi; x !== 0; x &= x - 1) {
        const from = (w << 5) + 31 - Math.clz32(x & -x);
        const mag = (this.cells[from] as number) * me;
        const lines = checkers ? (this.rankLines[side] as LineTable[])[mag] as LineTable : this.all8Lines;
        if (!ownJumps) {
          // Diamond Checkers: the steps are the vacant neighbours; a chain starts with a capture,
          // so only a piece next to an enemy is searched.
          const nearLo = lines.nearLo[from] as number, nearHi = lines.nearHi[from] as number;
          quiet += popcount(nearLo & emptyLo) + popcount(nearHi & emptyHi);
          if (((nearLo & oppLo) | (nearHi & oppHi)) === 0) continue;
          occ[from] = EMPTY;
          counter.single(occ, from, lines);
          occ[from] = OWN;
          captures += counter.captures;
          if (counter.captures > 0) direct = true;
          continue;
        }
        // Queens: the men left behind stay (and may be jumped over) when only some of the stack moves.
        if (queens && mag > 1) {
          counter.piece(occ, from, lines, ownJumps);
          quiet += (mag - 1) * counter.own;
          captures += (mag - 1) * counter.captures;
        }
        occ[from] = EMPTY;
        counter.piece(occ, from, lines, true);
        occ[from] = OWN;
        // Steps: onto a vacant neighbour; in Queens also onto own men, k of the mag men each.
        quiet += counter.own + (queens ? mag * (counter.vacant + counter.merges) : counter.vacant);
        captures += counter.captures;
        // The jump that can be insisted on (hasInsistableJump): any jump in Checkers, a direct one in Kings and Queens.
        if (counter.direct) direct = true;
      }
    }
    const moves = capturesOnly(this.capture, direct, this.mustJump) ? captures : captures + quiet;
    return this.insist && this.capture === 'on-demand' ? moves + 1 : moves;
  }

  private setStepPath(pool: MovePool, to: number, index = pool.length - 1): void {
    pool.path[pool.pathOff[index] as number] = to;
  }

  private addChain(chain: Chain): void {
    if (this.onlyCaps && chain.captures === 0) return;
    const pool = this.pool as MovePool;
    const s = chain.scratch;
    const len = chain.length;
    const to = s.path[len - 1] as number;
    let lo = 0, hi = 0;
    for (let j = 0; j < len; j++) {
      if (s.captured[j] === 0) continue;
      const o = s.over[j] as number;
      if (o < 32) lo |= 1 << o;
      else hi |= 1 << (o - 32);
    }
    const captured = chain.captures > 0;
    let flags = captured ? F_CAPTURE : this.opens ? F_OPENS_INSIST : 0;
    let value = 1;
    if (this.game.kind === 'checkers') {
      value = rankAfterMove(this.side, this.curMag, to);
      if (value !== this.curMag) flags |= F_PROMOTION;
    }
    for (let k = this.kLo; k <= this.kHi; k++) {
      if (this.dedupe) {
        let dup = false;
        for (let j = this.groupStart; j < pool.length; j++) {
          if (pool.to[j] === to && pool.count[j] === k && pool.capLo[j] === lo && pool.capHi[j] === hi) { dup = true; break; }
        }
        if (dup) continue;
      }
      const i = pool.add(this.curFrom, to, k, this.game.kind === 'queens' ? k : value, flags, len);
      pool.capLo[i] = lo;
      pool.capHi[i] = hi;
      const off = pool.pathOff[i] as number;
      for (let j = 0; j < len; j++) pool.path[off + j] = (s.path[j] as number) | (s.captured[j] === 1 ? PATH_CAPTURE : 0);
    }
  }

  /** Plays move `i` of the current ply's pool. */
  make(i: number): void {
    const pool = this.currentPool();
    const b = 8 * this.ply;
    if (b + 8 > this.frames.length) {
      const grown = new Int32Array(this.frames.length * 2);
      grown.set(this.frames);
      this.frames = grown;
    }
    const f = this.frames;
    f[b] = this.side;
    f[b + 1] = this.plies;
    f[b + 2] = this.mustJump ? 1 : 0;
    f[b + 3] = this.hi;
    f[b + 4] = this.lo;
    f[b + 5] = this.resetIdx;
    f[b + 6] = this.hist.length;
    f[b + 7] = this.undoCells.length;
    this.frameInsist[this.ply] = this.insist;
    const flags = pool.flags[i] as number;
    const queens = this.game.kind === 'queens';
    if (flags & F_INSIST) {
      const s = this.insist as Insist;
      const offender = 1 - this.side;
      const sign = offender === 0 ? 1 : -1;
      if (queens) {
        this.set(s.to, leave(this.cells[s.to] as number, sign, s.count));
        this.set(s.from, arrive(this.cells[s.from] as number, sign, s.count));
      } else {
        this.set(s.to, 0);
        this.set(s.from, sign * s.rank);
      }
      this.setSide(offender);
      this.plies = s.plies;
      this.setInsist(null);
      this.setMust(true);
      this.resetIdx = this.hist.length;
    } else {
      this.hist.push(this.hash());
      const sign = this.side === 0 ? 1 : -1;
      const from = pool.from[i] as number, to = pool.to[i] as number, count = pool.count[i] as number;
      const before = this.cells[from] as number;
      this.set(from, queens ? leave(before, sign, count) : 0);
      const off = pool.pathOff[i] as number, len = pool.pathLen[i] as number;
      if (flags & F_CAPTURE) {
        const next = this.board.next;
        let at = from;
        for (let j = 0; j < len; j++) {
          const p = pool.path[off + j] as number;
          const land = p & (PATH_CAPTURE - 1);
          if (p & PATH_CAPTURE) this.set(this.between(at, land, next), 0);
          at = land;
        }
      }
      this.set(to, queens ? arrive(this.cells[to] as number, sign, count) : sign * (pool.value[i] as number));
      const reset = (flags & (F_CAPTURE | F_PROMOTION)) !== 0;
      const oldPlies = this.plies;
      this.plies = reset ? 0 : this.plies + 1;
      if (reset) this.resetIdx = this.hist.length;
      this.setInsist(flags & F_OPENS_INSIST ? { from, to, count, rank: queens ? 1 : before * sign, plies: oldPlies } : null);
      this.setMust(false);
      this.setSide(1 - this.side);
    }
    this.ply++;
  }

  /** The node between two nodes two steps apart on a line. */
  between(a: number, b: number, next: Int32Array = this.board.next): number {
    for (let d = 0; d < 8; d++) {
      const mid = next[d * SIZE + a] as number;
      if (mid !== NONE && next[d * SIZE + mid] === b) return mid;
    }
    return NONE;
  }

  /** Takes back the last {@link DiamondEngine.make}. */
  unmake(): void {
    const f = this.frames;
    const b = 8 * (this.ply - 1);
    this.side = f[b] as number;
    this.plies = f[b + 1] as number;
    this.mustJump = f[b + 2] === 1;
    this.hi = f[b + 3] as number;
    this.lo = f[b + 4] as number;
    this.resetIdx = f[b + 5] as number;
    const histLen = f[b + 6] as number;
    const mark = f[b + 7] as number;
    this.insist = this.frameInsist[this.ply - 1] as Insist | null;
    this.frameInsist[this.ply - 1] = null;
    const u = this.undoCells;
    while (u.length > mark) {
      const old = u.pop() as number;
      const node = u.pop() as number;
      this.place(node, old);
    }
    // pop(), not a length write: a make adds at most one key, and setting length is a slow runtime call.
    const hist = this.hist;
    while (hist.length > histLen) hist.pop();
    this.ply--;
  }

  private setSide(side: number): void {
    if (side !== this.side) this.toggle(FEAT_TURN);
    this.side = side;
  }

  private setMust(must: boolean): void {
    if (must !== this.mustJump) this.toggle(FEAT_MUST);
    this.mustJump = must;
  }

  private setInsist(s: Insist | null): void {
    if (this.insist) this.toggleInsist(this.insist);
    if (s) this.toggleInsist(s);
    this.insist = s;
  }

  /** Leaf count to `depth` with bulk counting at the last ply. */
  perft(depth: number): number {
    if (depth === 0) return 1;
    if (depth === 1) return this.countMoves();
    const pool = this.generate();
    const count = pool.length;
    let nodes = 0;
    for (let i = 0; i < count; i++) {
      this.make(i);
      nodes += this.perft(depth - 1);
      this.unmake();
    }
    return nodes;
  }
}

/** The insist notation, re-exported for the move builders. */
export { INSIST };
