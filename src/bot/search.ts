/**
 * The bot's search: iterative deepening over a paranoid alpha-beta on the
 * variant's make/unmake layer. With two players paranoid search is plain
 * minimax; with more (Dilkel) the bot assumes every other player plays
 * against it, which keeps alpha-beta pruning sound (max^n cannot prune).
 */
import type { Position } from '../core/variant.js';
import type { SearchState } from '../core/search.js';
import type { Status } from '../core/variant.js';
import type { Evaluation } from './evaluate.js';
import type { Budget } from './options.js';

/** Score of a won position (minus the plies to reach it, so a quicker win scores higher). */
export const WIN = 1_000_000;

/** What a search needs of the variant beyond its search state. */
export interface SearchRules {
  status(position: Position): Status;
  readonly evaluate: Evaluation;
}

/** A root move: its integer on the search state, and its score in the last finished iteration. */
export interface RootMove {
  readonly code: number;
  score: number;
}

/** Counts nodes and watches the clock; `stopped` once the budget is spent. */
class Meter {
  nodes = 0;
  stopped = false;
  private readonly deadline: number;
  constructor(private readonly budget: Budget) {
    this.deadline = budget.timeMs === Infinity ? Infinity : Date.now() + budget.timeMs;
  }
  /** Counts one node; reads the clock only every 256 nodes (cheap in a hot loop). */
  tick(): void {
    this.nodes++;
    if (this.nodes >= this.budget.maxNodes || ((this.nodes & 255) === 0 && this.deadline !== Infinity && Date.now() >= this.deadline)) this.stopped = true;
  }
}

/** Result of {@link searchRoot}: the root moves best first, the depth of the last finished iteration, nodes searched. */
export interface SearchResult {
  readonly order: readonly RootMove[];
  readonly depth: number;
  readonly nodes: number;
}

/**
 * Searches the root moves (already in the seeded random order that breaks ties) deeper and deeper
 * until the budget is spent; returns them sorted by the last finished iteration (stable, so ties keep
 * the random order). An iteration cut short only reorders when its first, previously best move was
 * searched: the partial scores of the rest would be cut off by alpha-beta bounds.
 */
export function searchRoot(state: SearchState, root: readonly RootMove[], player: string, rules: SearchRules, budget: Budget): SearchResult {
  const meter = new Meter(budget);
  const buffers: Int32Array[] = [];
  const buffer = (ply: number): Int32Array => (buffers[ply] ??= new Int32Array(state.maxMoves));

  /** Minimax value of the current state for `player`, `depth` plies deep, within (alpha, beta). */
  const value = (depth: number, ply: number, alpha: number, beta: number): number => {
    const position = state.position();
    const moves = buffer(ply);
    const count = state.generate(moves);
    if (count === 0) return terminal(rules.status(position), ply);
    if (depth === 0) return rules.evaluate(position, player);
    const maximizing = position.turn === player;
    let best = maximizing ? -Infinity : Infinity;
    for (let i = 0; i < count; i++) {
      state.make(moves[i] as number);
      meter.tick();
      const v = meter.stopped ? 0 : value(depth - 1, ply + 1, alpha, beta);
      state.unmake();
      if (meter.stopped) return 0;
      if (maximizing) {
        if (v > best) best = v;
        if (best > alpha) alpha = best;
      } else {
        if (v < best) best = v;
        if (best < beta) beta = best;
      }
      if (alpha >= beta) break;
    }
    return best;
  };

  const terminal = (status: Status, ply: number): number => {
    if (!status.over || status.winner === undefined) return 0; // drawn (or stuck without a result): neutral
    return status.winner === player ? WIN - ply : -WIN + ply;
  };

  let order = root.slice();
  let depth = 0;
  for (let d = 1; d <= budget.maxDepth && !meter.stopped; d++) {
    let alpha = -Infinity;
    let finished = 0;
    for (const move of order) {
      state.make(move.code);
      meter.tick();
      // At depth 1 the budget's last node is still scored (a leaf costs no further node).
      const v = meter.stopped && d > 1 ? 0 : value(d - 1, 1, alpha, Infinity);
      state.unmake();
      if (meter.stopped && d > 1) break;
      move.score = v;
      finished++;
      if (v > alpha) alpha = v;
      if (meter.stopped) break;
    }
    if (finished === order.length || d === 1 || (finished > 0 && (order[0] as RootMove).score < alpha)) {
      // Stable sort: equal scores keep the seeded order. A cut-short iteration sorts only its searched prefix.
      const done = order.slice(0, finished).sort((a, b) => b.score - a.score);
      order = [...done, ...order.slice(finished)];
      if (finished === order.length) depth = d;
    }
    // A forced result needs no deeper look.
    if (Math.abs((order[0] as RootMove).score) >= WIN - 1000 && finished === order.length) break;
  }
  return { order, depth, nodes: meter.nodes };
}
