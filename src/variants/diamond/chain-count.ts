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

/** Distinct chain results of one piece, found with reused buffers (no allocation per call). */
export class ChainCounter {
  /** `over[dir * size + node]`: the neighbour in that direction (stepped to or jumped over), or NONE. */
  private readonly over: Int32Array;
  /** `land[dir * size + node]`: the landing of a jump in that direction, or NONE. */
  private readonly land: Int32Array;
  private readonly size: number;
  /** The start and the positions own-men jumps reach, start first (filled by {@link ChainCounter.ownReach}). */
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
    this.size = n;
    const dirs = board.directions.length;
    this.over = new Int32Array(dirs * n).fill(NONE);
    this.land = new Int32Array(dirs * n).fill(NONE);
    for (let i = 0; i < dirs * n; i++) {
      const o = board.next[i] as number;
      if (o === NONE) continue;
      this.over[i] = o;
      this.land[i] = board.next[i - (i % n) + o] as number;
    }
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
  piece(occ: Uint8Array, from: number, dirs: Int32Array, ownJumps: boolean): void {
    const { over, land, reached, seen, stops, size } = this;
    const stamp = ++this.stamp;
    this.captures = 0;
    this.direct = false;
    seen[from] = stamp;
    reached[0] = from;
    let head = 0, tail = 1, vacant = 0, merges = 0;
    while (head < tail) {
      const u = reached[head++] as number;
      // A chain that lands on a corner ends there.
      if (head > 1 && stops[u] !== 0) continue;
      for (let i = 0; i < dirs.length; i++) {
        const d = (dirs[i] as number) * size + u;
        const o = over[d] as number;
        if (o === NONE) continue;
        const to = land[d] as number;
        const oc = occ[o];
        if (oc === EMPTY) {
          if (head === 1) vacant++;
        } else if (to === NONE) {
          if (head === 1 && oc === OWN) merges++;
        } else if (oc === OWN) {
          if (head === 1) merges++;
          if (!ownJumps || occ[to] !== EMPTY || seen[to] === stamp) continue;
          seen[to] = stamp;
          reached[tail++] = to;
        } else if (oc === ENEMY && occ[to] === EMPTY) {
          if (head === 1) this.direct = true;
          occ[o] = EMPTY;
          if (stops[to] !== 0) this.record(to, o < 32 ? 1 << o : 0, o < 32 ? 0 : 1 << (o - 32));
          else this.walk(occ, to, o < 32 ? 1 << o : 0, o < 32 ? 0 : 1 << (o - 32), dirs);
          occ[o] = ENEMY;
        }
      }
    }
    this.own = tail - 1;
    this.vacant = vacant;
    this.merges = merges;
  }

  /**
   * {@link ChainCounter.piece} for a game without own-men jumps (Diamond
   * Checkers): only the start's steps and the captures that begin there.
   */
  single(occ: Uint8Array, from: number, dirs: Int32Array): void {
    const { over, land, stops, size } = this;
    this.captures = 0;
    let vacant = 0;
    for (let i = 0; i < dirs.length; i++) {
      const d = (dirs[i] as number) * size + from;
      const o = over[d] as number;
      if (o === NONE) continue;
      const oc = occ[o];
      if (oc === EMPTY) {
        vacant++;
        continue;
      }
      const to = land[d] as number;
      if (oc !== ENEMY || to === NONE || occ[to] !== EMPTY) continue;
      occ[o] = EMPTY;
      if (stops[to] !== 0) this.record(to, o < 32 ? 1 << o : 0, o < 32 ? 0 : 1 << (o - 32));
      else this.walk(occ, to, o < 32 ? 1 << o : 0, o < 32 ? 0 : 1 << (o - 32), dirs);
      occ[o] = ENEMY;
    }
    this.own = 0;
    this.merges = 0;
    this.vacant = vacant;
    this.direct = this.captures > 0;
  }

  private walk(occ: Uint8Array, node: number, lo: number, hi: number, dirs: Int32Array): void {
    const { over, land, size } = this;
    let continued = false;
    for (let i = 0; i < dirs.length; i++) {
      const d = (dirs[i] as number) * size + node;
      const o = over[d] as number;
      if (o === NONE || occ[o] !== ENEMY) continue;
      const to = land[d] as number;
      if (occ[to] !== EMPTY) continue;
      continued = true;
      const nlo = o < 32 ? lo | (1 << o) : lo;
      const nhi = o < 32 ? hi : hi | (1 << (o - 32));
      occ[o] = EMPTY;
      if (this.stops[to] !== 0) this.record(to, nlo, nhi);
      else this.walk(occ, to, nlo, nhi, dirs);
      occ[o] = ENEMY;
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
