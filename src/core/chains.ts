/**
 * Jump chains for games where one piece jumps several times in one move:
 * captures that chain, jumps over one's own pieces (which stay), nodes where a
 * chain must stop (corners), "never land twice on one node", and whether the
 * first jump was a capture ("direct") or not ("indirect"). Game-agnostic: the
 * caller describes the board from the mover's point of view in an occupancy
 * array and the rules as flags; every finished chain is reported to a callback
 * with reused scratch buffers (no allocation per chain).
 */
import { NONE, type Board } from './graph.js';

/** Occupancy codes of {@link ChainScratch.occ}. */
export const EMPTY = 0;
/** A piece of the mover's side (may be jumped only if {@link ChainRules.ownJumps}). */
export const OWN = 1;
/** A piece of another side (jumping it captures it). */
export const ENEMY = 2;
/** A captured piece that stays on the board until the move ends (cannot be jumped again, cannot be landed on). */
export const DEAD = 3;

/** How chains behave. */
export interface ChainRules {
  /** The mover may jump over its own pieces (they are not disturbed). */
  readonly ownJumps: boolean;
  /** …and still after the chain has captured (false: "no own-jumps after a capture"). */
  readonly ownJumpsAfterCapture: boolean;
  /** A chain that has captured must go on while a further jump exists (false: it may stop after any capture). */
  readonly mustContinue: boolean;
  /** Captured pieces vanish as they are jumped (true) or stay as {@link DEAD} until the move ends (false). */
  readonly removeAtOnce: boolean;
  /** A chain never lands twice on one node, and never on the node it started from. */
  readonly noRevisit: boolean;
  /** Every landing of a chain that has not captured yet is a move of its own (own-jump moves). */
  readonly ownJumpMoves: boolean;
  /** `stops[node] !== 0`: landing there ends the chain (e.g. corners). */
  readonly stops?: Uint8Array;
}

/** Reused buffers; create once with {@link createChainScratch} and pass to every call. */
export interface ChainScratch {
  /** Occupancy by node from the mover's view ({@link EMPTY}, {@link OWN}, {@link ENEMY}); the caller fills it and must not count the moving piece itself. */
  readonly occ: Uint8Array;
  /** Landings of the current chain, first jump first. */
  readonly path: Int32Array;
  /** Node jumped over by each jump of the current chain. */
  readonly over: Int32Array;
  /** 1 where that jump captured, 0 where it jumped an own piece. */
  readonly captured: Uint8Array;
  /** Visited marks for {@link ChainRules.noRevisit}. */
  readonly visited: Uint8Array;
}

/** What {@link jumpChains} reports for each finished chain (views into the scratch buffers, valid during the callback only). */
export interface Chain {
  /** Number of jumps. */
  readonly length: number;
  /** Number of captures. */
  readonly captures: number;
  /** True when the first jump captured (a "direct" jump); false when the chain first jumped own pieces. */
  readonly direct: boolean;
  readonly scratch: ChainScratch;
}

/** Allocates scratch buffers for a board of `size` nodes. */
export function createChainScratch(size: number): ChainScratch {
  const max = size * 8 + 8;
  return {
    occ: new Uint8Array(size),
    path: new Int32Array(max),
    over: new Int32Array(max),
    captured: new Uint8Array(max),
    visited: new Uint8Array(size),
  };
}

/** True when a piece on `from` moving along `dirs` can capture at once (a "direct" jump exists). */
export function hasDirectCapture(board: Board, occ: Uint8Array, from: number, dirs: Int32Array): boolean {
  const n = board.size;
  for (let i = 0; i < dirs.length; i++) {
    const d = (dirs[i] as number) * n;
    const over = board.next[d + from] as number;
    if (over === NONE || occ[over] !== ENEMY) continue;
    const to = board.next[d + over] as number;
    if (to !== NONE && occ[to] === EMPTY) return true;
  }
  return false;
}

/**
 * A reusable chain enumerator: build once per board, rules and callback, then
 * call {@link ChainWalker.run} for each piece (no allocation per call).
 */
export class ChainWalker {
  /** The scratch buffers; fill `scratch.occ` before each {@link ChainWalker.run}. */
  readonly scratch: ChainScratch;
  private readonly chain: { length: number; captures: number; direct: boolean; scratch: ChainScratch };
  private dirs: Int32Array = new Int32Array(0);

  constructor(readonly board: Board, readonly rules: ChainRules, private readonly emit: (chain: Chain) => void, scratch?: ChainScratch) {
    this.scratch = scratch ?? createChainScratch(board.size);
    this.chain = { length: 0, captures: 0, direct: false, scratch: this.scratch };
  }

  /**
   * Enumerates every chain of jumps of one piece from `from` along `dirs`
   * (direction indices), calling the callback for each chain that is a
   * complete move: a capturing chain when it can go no further (or may stop,
   * or hits a stop node), and, with {@link ChainRules.ownJumpMoves}, every
   * landing of a chain that has only jumped own pieces. The scratch occupancy
   * is restored on return.
   */
  run(from: number, dirs: Int32Array): void {
    this.dirs = dirs;
    const { visited } = this.scratch;
    if (this.rules.noRevisit) {
      visited.fill(0);
      visited[from] = 1;
    }
    this.walk(from, 0, 0);
    if (this.rules.noRevisit) visited[from] = 0;
  }

  private report(length: number, caps: number): void {
    const chain = this.chain;
    chain.length = length;
    chain.captures = caps;
    chain.direct = length > 0 && this.scratch.captured[0] === 1;
    this.emit(chain);
  }

  private walk(node: number, length: number, caps: number): void {
    const { occ, path, over: overs, captured, visited } = this.scratch;
    const rules = this.rules;
    const next = this.board.next;
    const n = this.board.size;
    const stops = rules.stops;
    const dirs = this.dirs;
    let continued = false;
    for (let i = 0; i < dirs.length; i++) {
      const d = (dirs[i] as number) * n;
      const over = next[d + node] as number;
      if (over === NONE) continue;
      const o = occ[over];
      if (o === OWN) {
        if (!rules.ownJumps || (caps > 0 && !rules.ownJumpsAfterCapture)) continue;
      } else if (o !== ENEMY) continue;
      const to = next[d + over] as number;
      if (to === NONE || occ[to] !== EMPTY) continue;
      if (rules.noRevisit && visited[to] === 1) continue;
      continued = true;
      path[length] = to;
      overs[length] = over;
      const capture = o === ENEMY;
      captured[length] = capture ? 1 : 0;
      if (capture) occ[over] = rules.removeAtOnce ? EMPTY : DEAD;
      visited[to] = 1;
      const total = caps + (capture ? 1 : 0);
      const stop = stops !== undefined && stops[to] !== 0;
      if (total === 0) {
        if (rules.ownJumpMoves) this.report(length + 1, 0);
        if (!stop) this.walk(to, length + 1, 0);
      } else if (stop || !rules.mustContinue) {
        this.report(length + 1, total);
        if (!stop) this.walk(to, length + 1, total);
      } else {
        this.walk(to, length + 1, total);
      }
      visited[to] = 0;
      if (capture) occ[over] = ENEMY;
    }
    // A capturing chain that must continue ends here only when no jump went on.
    if (!continued && caps > 0 && rules.mustContinue) this.report(length, caps);
  }
}

/**
 * One-off form of {@link ChainWalker.run}: enumerates the chains of the piece on
 * `from`, with `scratch.occ` filled by the caller.
 *
 * @example
 * ```ts
 * const s = createChainScratch(board.size);
 * // fill s.occ from the mover's view, then:
 * jumpChains(board, s, from, dirs, rules, (c) => console.log(board.names[s.path[c.length - 1]]));
 * ```
 */
export function jumpChains(board: Board, scratch: ChainScratch, from: number, dirs: Int32Array, rules: ChainRules, emit: (chain: Chain) => void): void {
  new ChainWalker(board, rules, emit, scratch).run(from, dirs);
}
