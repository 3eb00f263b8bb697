/**
 * Jump chains for games where one piece jumps several times in one move — the
 * one jump-chain mechanism of the core, behind English draughts and the
 * Diamond games: captures that chain, captured pieces that vanish at once or
 * stay until the move ends, jumps over one's own pieces (which stay), nodes
 * where a chain must stop (corners, a man's crowning row), "never land twice
 * on one node", and whether the first jump was a capture ("direct") or not
 * ("indirect"). Game-agnostic: the caller describes the board from the mover's
 * point of view in an occupancy array and the rules as flags; every finished
 * chain is reported to a callback with reused scratch buffers (no allocation
 * per chain). Every route is its own chain: two routes over the same pieces
 * are reported twice.
 */
import { fail } from './errors.js';
import { NONE, type Board } from './graph.js';

/** Occupancy code of {@link ChainScratch.occ}: a vacant node (a piece may land on it). */
export const CHAIN_EMPTY = 0;
/** Occupancy code: a piece of the mover's side (may be jumped only if {@link ChainRules.ownJumps}). */
export const CHAIN_OWN = 1;
/** Occupancy code: a piece of another side (jumping it captures it). */
export const CHAIN_ENEMY = 2;
/**
 * Occupancy code set by the walker itself while a chain is under way: a captured
 * piece that stays on the board until the move ends ({@link ChainRules.removeAtOnce}
 * false) — it cannot be jumped again and cannot be landed on.
 */
export const CHAIN_DEAD = 3;

/**
 * How chains behave. Games whose pieces move differently (men and kings) use one
 * rules object, and one {@link ChainWalker}, per kind of piece.
 *
 * @example
 * ```ts
 * // English draughts: only enemies are jumped, the chain must be completed, jumped
 * // pieces stay until the move ends, a king may come back to its start square,
 * // and a man stops on its crowning row.
 * const man: ChainRules = { ownJumps: false, ownJumpsAfterCapture: false, mustContinue: true,
 *   removeAtOnce: false, noRevisit: false, ownJumpMoves: false, stops: crowningRow };
 * ```
 */
export interface ChainRules {
  /** The mover may jump over its own pieces (they are not disturbed). Needs {@link ChainRules.noRevisit}, or a chain could loop forever. */
  readonly ownJumps: boolean;
  /** …and still after the chain has captured (false: "no own-jumps after a capture"). */
  readonly ownJumpsAfterCapture: boolean;
  /** A chain that has captured must go on while a further jump exists (false: it may stop after any capture). */
  readonly mustContinue: boolean;
  /** Captured pieces vanish as they are jumped (true) or stay as {@link CHAIN_DEAD} until the move ends (false). */
  readonly removeAtOnce: boolean;
  /** A chain never lands twice on one node, and never on the node it started from (false: the start node counts as vacant once the piece has left it). */
  readonly noRevisit: boolean;
  /**
   * With {@link ChainRules.noRevisit}: capturing jumps may still land on a node the chain visited
   * before and on the node it started from (when vacant); only jumps over own pieces are kept from
   * revisiting. Each capture removes a piece, so a chain still ends. Default false.
   */
  readonly revisitOnCapture?: boolean;
  /** Every landing of a chain that has not captured yet is a move of its own (own-jump moves). */
  readonly ownJumpMoves: boolean;
  /** `stops[node] !== 0`: landing there ends the chain (e.g. corners, a man's crowning row); one entry per node. */
  readonly stops?: Uint8Array;
}

/** Reused buffers; create once with {@link createChainScratch} and pass to every call. */
export interface ChainScratch {
  /** Occupancy by node from the mover's view ({@link CHAIN_EMPTY}, {@link CHAIN_OWN}, {@link CHAIN_ENEMY}); the caller fills it and must not count the moving piece itself. */
  readonly occ: Uint8Array;
  /** Landings of the current chain, first jump first (the last is where the piece ends). */
  readonly path: Int32Array;
  /** Node jumped over by each jump of the current chain. */
  readonly over: Int32Array;
  /** 1 where that jump captured, 0 where it jumped an own piece. */
  readonly captured: Uint8Array;
  /** How many times the current chain stands on each node (its start counts once), for {@link ChainRules.noRevisit}. */
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
    if (over === NONE || occ[over] !== CHAIN_ENEMY) continue;
    const to = board.next[d + over] as number;
    if (to !== NONE && occ[to] === CHAIN_EMPTY) return true;
  }
  return false;
}

/**
 * A reusable chain enumerator: build once per board, rules and callback, then
 * call {@link ChainWalker.run} for each piece (no allocation per call). Walkers
 * for different kinds of piece (different rules) may share one scratch.
 *
 * @example
 * ```ts
 * const kings = new ChainWalker(board, kingRules, (c) => {
 *   const landings = Array.from(c.scratch.path.subarray(0, c.length), (n) => board.names[n]);
 *   console.log(landings.join('x'), 'captures', c.captures);
 * });
 * const men = new ChainWalker(board, manRules, report, kings.scratch); // same buffers
 * kings.scratch.occ.fill(CHAIN_EMPTY);
 * kings.scratch.occ[enemyNode] = CHAIN_ENEMY; // …every piece but the mover
 * kings.run(from, Int32Array.of(board.dirIndex('ne'), board.dirIndex('nw')));
 * ```
 */
export class ChainWalker {
  /** The scratch buffers; fill `scratch.occ` before each {@link ChainWalker.run}. */
  readonly scratch: ChainScratch;
  private readonly chain: { length: number; captures: number; direct: boolean; scratch: ChainScratch };
  private dirs: Int32Array = new Int32Array(0);

  constructor(readonly board: Board, readonly rules: ChainRules, private readonly emit: (chain: Chain) => void, scratch?: ChainScratch) {
    // Own pieces are never removed, so without noRevisit a piece could jump back and forth over one for ever.
    if (rules.ownJumps && !rules.noRevisit) fail('INVALID_ARGUMENT', 'Chain rules: ownJumps needs noRevisit (a chain over own pieces could loop forever)');
    if (rules.stops !== undefined && rules.stops.length < board.size) fail('INVALID_ARGUMENT', `Chain rules: stops has ${rules.stops.length} entries, the board ${board.size} nodes`);
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
      if (o === CHAIN_OWN) {
        if (!rules.ownJumps || (caps > 0 && !rules.ownJumpsAfterCapture)) continue;
      } else if (o !== CHAIN_ENEMY) continue;
      const to = next[d + over] as number;
      if (to === NONE || occ[to] !== CHAIN_EMPTY) continue;
      const capture = o === CHAIN_ENEMY;
      if (rules.noRevisit && visited[to] !== 0 && !(capture && rules.revisitOnCapture)) continue;
      continued = true;
      path[length] = to;
      overs[length] = over;
      captured[length] = capture ? 1 : 0;
      if (capture) occ[over] = rules.removeAtOnce ? CHAIN_EMPTY : CHAIN_DEAD;
      // A count, not a flag: with revisitOnCapture a chain may stand on one node several times.
      visited[to]!++;
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
      visited[to]!--;
      if (capture) occ[over] = CHAIN_ENEMY;
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
