/**
 * Jump chains with paths: a piece jumps over an adjacent piece to the node just
 * beyond, then may or must jump again from there, and so on. The readable,
 * game-agnostic enumerator behind draughts-like captures (English draughts,
 * Diamond games). Games say what may be jumped and where a piece may land;
 * this module walks the graph and returns every chain with its full path, so
 * two routes over the same pieces stay two chains.
 *
 * Speed-critical variants may keep their own bitboard generator and use this
 * one for the immutable, notation-building layer.
 */
import { NONE, type Board } from './graph.js';

/** A chain under construction, as passed to the callbacks of {@link JumpChainSpec}. */
export interface JumpContext {
  /** Node the piece started on. */
  readonly from: number;
  /** Landing nodes so far, in order (empty before the first jump). */
  readonly path: readonly number[];
  /** Jumped nodes so far, in order. */
  readonly over: readonly number[];
}

/** The rules of one piece's jump chain. */
export interface JumpChainSpec {
  /** Direction indices (of the board) along which the piece may jump. */
  readonly dirs: ArrayLike<number>;
  /**
   * Whether the piece standing on `over` may be jumped (an enemy, or an ally in
   * games that allow it). An empty node is never jumped; callers need not check it.
   */
  canJumpOver(over: number, chain: JumpContext): boolean;
  /**
   * Whether the piece may land on `to`. Usually "the node is empty"; note that
   * the start node is empty once the piece has left it.
   */
  canLand(to: number, chain: JumpContext): boolean;
  /** Whether the chain must stop on landing at `to` (e.g. a man crowned). Default: never. */
  endsAt?(to: number, chain: JumpContext): boolean;
  /** Whether the same node may be jumped twice in one chain. Default false ("a piece can be jumped only once"). */
  readonly rejump?: boolean;
  /**
   * Whether a chain may stop while a further jump is available. Default false:
   * only maximal chains are returned (the move must be completed). When true,
   * every prefix of at least one jump is returned as well.
   */
  readonly mayStop?: boolean;
}

/** One complete jump chain. */
export interface JumpChain {
  readonly from: number;
  /** Landing nodes in order; the last is where the piece ends. */
  readonly path: readonly number[];
  /** Jumped nodes in order (same length as `path`). */
  readonly over: readonly number[];
  /** True when the chain stopped because {@link JumpChainSpec.endsAt} said so. */
  readonly ended: boolean;
}

/**
 * Every jump chain of the piece on `from`, depth first, in direction order.
 *
 * @example
 * ```ts
 * // A man on node m jumps enemies forward; a captured piece stays on the board until the move ends.
 * const chains = jumpChains(board, m, {
 *   dirs: [board.dirIndex('ne'), board.dirIndex('nw')],
 *   canJumpOver: (n) => isEnemy(n),
 *   canLand: (n) => n === m || isEmpty(n),
 *   endsAt: (n) => isLastRow(n),
 * });
 * chains.map((c) => c.path) // e.g. [[to1], [to2, to3]]
 * ```
 */
export function jumpChains(board: Board, from: number, spec: JumpChainSpec): JumpChain[] {
  const out: JumpChain[] = [];
  const path: number[] = [];
  const over: number[] = [];
  const context: JumpContext = { from, path, over };
  const { next, size } = board;
  const dirs = Array.from(spec.dirs);

  const walk = (at: number): void => {
    let extended = false;
    for (const dir of dirs) {
      const mid = next[dir * size + at] as number;
      if (mid === NONE) continue;
      if (!spec.rejump && over.includes(mid)) continue;
      if (!spec.canJumpOver(mid, context)) continue;
      const to = next[dir * size + mid] as number;
      if (to === NONE || !spec.canLand(to, context)) continue;
      extended = true;
      path.push(to);
      over.push(mid);
      if (spec.endsAt?.(to, context)) {
        out.push({ from, path: [...path], over: [...over], ended: true });
      } else {
        if (spec.mayStop) out.push({ from, path: [...path], over: [...over], ended: false });
        walk(to);
      }
      path.pop();
      over.pop();
    }
    if (!extended && path.length > 0 && !spec.mayStop) out.push({ from, path: [...path], over: [...over], ended: false });
  };
  walk(from);
  return out;
}
