/**
 * Counting a piece's jump moves without listing them, for perft's last ply.
 *
 * The engine lists one move per distinct result of a piece's chains — where it
 * ends and which men it took (engine.ts `addChain`) — so a count only needs
 * those results, not the routes. Two facts make that cheap:
 *
 * - Jumps over one's own men change nothing on the board and never land twice
 *   on one position nor on the start, so the positions they reach are plain
 *   graph reachability (a breadth-first search), whatever the route; each one
 *   is one move ("every landing … is a move", Diamond Kings and Queens).
 * - Once a chain has captured it may not jump its own men again and captures
 *   ignore earlier landings, so the captures that go on from a position are the
 *   same however the piece got there: they are walked once per position.
 *
 * The count must equal the engine's list exactly; test/diamond/bulk-count.test.ts
 * compares the two on many positions.
 */
import { CHAIN_EMPTY as EMPTY, CHAIN_ENEMY as ENEMY, CHAIN_OWN as OWN } from '../../core/chains.js';
import { NONE, type Board } from '../../core/graph.js';

/**
 * The lines a piece may use from each node, for one set of directions: per
 * node the (neighbour, landing) pairs of the directions that have a neighbour,
 * packed as `over | (landing + 1) << 6` (landing -1: off the board), so the
 * count reads one number per line and no direction that leaves the board.
 */
export interface LineTable {
  /** `line[start[node]]` up to `line[start[node + 1]]`: the node's lines in direction order. */
  readonly start: Int32Array;
  readonly line: Int32Array;
  /** Per node, its neighbours along the directions as a set of nodes: nodes 0–31, then 32 and up. */
  readonly nearLo: Int32Array;
  readonly nearHi: Int32Array;
}

/** Node ids fit in 6 bits (the diamond board has 41 nodes). */
const OVER = 63;
const LAND = 6;

/** The line table of `dirs` (direction indices) on `board`. */
export function lineTable(board: Board, dirs: Int32Array): LineTable {
  const { next, size } = board;
  const start = new Int32Array(size + 1);
  const nearLo = new Int32Array(size);
  const nearHi = new Int32Array(size);
  const line: number[] = [];
  for (let u = 0; u < size; u++) {
    start[u] = line.length;
    for (let i = 0; i < dirs.length; i++) {
      const d = (dirs[i] as number) * size;
      const o = next[d + u] as number;
      if (o === NONE) continue;
      line.push(o | (((next[d + o] as number) + 1) << LAND));
      if (o < 32) nearLo[u] = (nearLo[u] as number) | (1 << o);
      else nearHi[u] = (nearHi[u] as number) | (1 << (o - 32));
    }
  }
  start[size] = line.length;
  return { start, line: Int32Array.from(line), nearLo, nearHi };
}

/** Distinct chain results of one piece, found with reused buffers (no allocation per call). */
export class ChainCounter {
  /** The start and the positions own-men jumps reach, start first (filled by {@link ChainCounter.piece}). */
  readonly reached: Int32Array;
  private readonly seen: Int32Array;
  private stamp = 0;
  // Capture results of the current piece (landing and the men taken as two 32-bit masks).
  private capTo: Int32Array<ArrayBuffer> = new Int32Array(64);
  private capLo: Int32Array<ArrayBuffer> = new Int32Array(64);
  private capHi: Int32Array<ArrayBuffer> = new Int32Array(64);
  /** Number of distinct capture results of the last {@link ChainCounter.piece}. */
  captures = 0;

  constructor(board: Board, private readonly stops: Uint8Array) {
    const n = board.size;
    this.reached = new Int32Array(n);
    this.seen = new Int32Array(n);
  }

  /** Positions reached by jumps over own men in the last {@link ChainCounter.piece} (the start not counted): one move each. */
  own = 0;
  /** Neighbours of the last {@link ChainCounter.piece}'s start that are vacant (steps). */
  vacant = 0;
  /** …and that hold own men (Diamond Queens: a step may merge onto them). */
  merges = 0;
  /** Whether the last {@link ChainCounter.piece} could capture at once from its start (a "direct" jump). */
  direct = false;

  /**
   * Finds the chain results of one piece on `from`: every position reachable
   * by jumps over own men when `ownJumps` (a chain stops on a `stops` node),
   * counted in {@link ChainCounter.own}, and the distinct capturing chains that
   * start at `from` or at one of those positions, counted in
   * {@link ChainCounter.captures}; and the start's vacant and own neighbours
   * (steps). `occ` is restored on return.
   */
  piece(occ: Uint8Array, from: number, t: LineTable, ownJumps: boolean): void {
    const { reached, seen, stops } = this;
    const { start, line } = t;
    const stamp = ++this.stamp;
    this.captures = 0;
    seen[from] = stamp;
    let tail = 1, vacant = 0, merges = 0, direct = false;
    // The start: its steps, merges and direct jumps are counted too.
    for (let k = start[from] as number, end = start[from + 1] as number; k < end; k++) {
      const v = line[k] as number;
      const o = v & OVER;
      const oc = occ[o];
      if (oc === EMPTY) {
        vacant++;
        continue;
      }
      if (oc === OWN) merges++;
      const to = (v >> LAND) - 1;
      if (to === NONE || occ[to] !== EMPTY) continue;
      if (oc === OWN) {
        if (!ownJumps || seen[to] === stamp) continue;
        seen[to] = stamp;
        reached[tail++] = to;
      } else if (oc === ENEMY) {
        direct = true;
        this.capture(occ, o, to, 0, 0, t);
      }
    }
    // The positions own-men jumps reach, breadth first; a chain that lands on a corner ends there.
    for (let head = 1; head < tail; head++) {
      const u = reached[head] as number;
      if (stops[u] !== 0) continue;
      for (let k = start[u] as number, end = start[u + 1] as number; k < end; k++) {
        const v = line[k] as number;
        const o = v & OVER;
        const oc = occ[o];
        if (oc === EMPTY) continue;
        const to = (v >> LAND) - 1;
        if (to === NONE || occ[to] !== EMPTY) continue;
        if (oc === OWN) {
          if (seen[to] === stamp) continue;
          seen[to] = stamp;
          reached[tail++] = to;
        } else if (oc === ENEMY) {
          this.capture(occ, o, to, 0, 0, t);
        }
      }
    }
    this.own = tail - 1;
    this.vacant = vacant;
    this.merges = merges;
    this.direct = direct;
  }

  /**
   * {@link ChainCounter.piece} for a game without own-men jumps (Diamond
   * Checkers): only the start's steps and the captures that begin there.
   */
  single(occ: Uint8Array, from: number, t: LineTable): void {
    const { start, line } = t;
    this.captures = 0;
    let vacant = 0;
    for (let k = start[from] as number, end = start[from + 1] as number; k < end; k++) {
      const v = line[k] as number;
      const o = v & OVER;
      const oc = occ[o];
      if (oc === EMPTY) {
        vacant++;
        continue;
      }
      const to = (v >> LAND) - 1;
      if (oc !== ENEMY || to === NONE || occ[to] !== EMPTY) continue;
      this.capture(occ, o, to, 0, 0, t);
    }
    this.own = 0;
    this.merges = 0;
    this.vacant = vacant;
    this.direct = this.captures > 0;
  }

  /** The capture of the man on `o`, landing on `to`, after the captures in (lo, hi); and every chain it goes on with. */
  private capture(occ: Uint8Array, o: number, to: number, lo: number, hi: number, t: LineTable): void {
    const nlo = o < 32 ? lo | (1 << o) : lo;
    const nhi = o < 32 ? hi : hi | (1 << (o - 32));
    occ[o] = EMPTY;
    if (this.stops[to] !== 0) this.record(to, nlo, nhi);
    else this.walk(occ, to, nlo, nhi, t);
    occ[o] = ENEMY;
  }

  private walk(occ: Uint8Array, node: number, lo: number, hi: number, t: LineTable): void {
    const { start, line } = t;
    let continued = false;
    for (let k = start[node] as number, end = start[node + 1] as number; k < end; k++) {
      const v = line[k] as number;
      const o = v & OVER;
      if (occ[o] !== ENEMY) continue;
      const to = (v >> LAND) - 1;
      if (to === NONE || occ[to] !== EMPTY) continue;
      continued = true;
      this.capture(occ, o, to, lo, hi, t);
    }
    if (!continued && (lo !== 0 || hi !== 0)) this.record(node, lo, hi);
  }

  private record(to: number, lo: number, hi: number): void {
    const n = this.captures;
    for (let j = 0; j < n; j++) {
      if (this.capTo[j] === to && this.capLo[j] === lo && this.capHi[j] === hi) return;
    }
    if (n === this.capTo.length) {
      const grow = (a: Int32Array): Int32Array<ArrayBuffer> => { const b = new Int32Array(n * 2); b.set(a); return b; };
      this.capTo = grow(this.capTo); this.capLo = grow(this.capLo); this.capHi = grow(this.capHi);
    }
    this.capTo[n] = to;
    this.capLo[n] = lo;
    this.capHi[n] = hi;
    this.captures = n + 1;
  }
}
