/**
 * `chooseMove`: the reference bot. It lists the legal moves, searches them on
 * the variant's make/unmake layer and answers with one of the listed move
 * objects.
 */
import { createRng } from '../core/random.js';
import { uncheckedSearch } from '../core/search.js';
import { fail } from '../core/errors.js';
import type { Move, Position, Variant } from '../core/variant.js';
import { readBudget, type ChooseMoveOptions } from './options.js';
import { searchRoot, type RootMove } from './search.js';
import { WON } from './adapter.js';
import { chessAdapter, isChessState } from './chess-adapter.js';
import { genericAdapter } from './generic-adapter.js';
import { memoryTable } from './memory.js';

/** What {@link chooseMove} found, for callers that want more than the move (`analyse`). */
export interface BotAnalysis<M extends Move> {
  /** The chosen move: one of `variant.legalMoves(position)`, the same object. */
  readonly move: M;
  /** Its score for the player to move, in pawns (chess) or men (draughts), positional terms included; ±1 000 000 less the plies for a forced win or loss. */
  readonly score: number;
  /** Deepest iteration that finished (0 when the budget ran out during the first). */
  readonly depth: number;
  /** Positions searched. */
  readonly nodes: number;
}

/**
 * Picks a move for the player to move: one of `variant.legalMoves(position)` (the same object).
 * Works for every game: alpha-beta with iterative deepening for two players, paranoid alpha-beta
 * for more (Dilkel), on the game's `search` layer; evaluation by the game's `evaluate` hook or a
 * generic material count. Ties are broken by a random order drawn from `seed`, so the same position,
 * seed and `maxNodes` always give the same move; with `timeMs` the move depends on the machine.
 * Throws `GAME_OVER` when the game is over, `INVALID_OPTION` for bad options, the variant's error for
 * a bad position.
 *
 * @example
 * ```ts
 * import { chess } from 'boardwright/chess';
 * import { chooseMove } from 'boardwright/bot';
 * const move = chooseMove(chess, chess.setup(), { seed: 1, maxNodes: 5000 });
 * chess.legalMoves(chess.setup()).includes(move) // true
 * ```
 */
export function chooseMove<P extends Position, M extends Move>(variant: Variant<P, M, never>, position: P, options: ChooseMoveOptions): M {
  return analyse(variant, position, options).move;
}

/**
 * {@link chooseMove} with the score, depth and node count of the search.
 * @example
 * ```ts
 * analyse(chess, chess.parse('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1'), { seed: 1 }).move.notation // 'Ra8#'
 * ```
 */
export function analyse<P extends Position, M extends Move>(variant: Variant<P, M, never>, position: P, options: ChooseMoveOptions): BotAnalysis<M> {
  const started = Date.now(); // timeMs counts the listing and pairing of the root moves too
  const budget = readBudget(options);
  const status = variant.status(position);
  if (status.over) fail('GAME_OVER', `the game is over (${status.reason}${status.winner === undefined ? '' : `, ${status.winner} won`}); there is no move to choose`, { reason: status.reason, winner: status.winner });
  const legal = variant.legalMoves(position);
  if (legal.length === 0) fail('GAME_OVER', `${position.turn} has no legal move`);
  // The bot makes only moves the state generated: it needs none of the checks of the state `search` hands out.
  const checked = variant.search(position), state = uncheckedSearch(checked);
  const root = rootMoves(variant, position, legal, state);
  // Seeded shuffle: the order in which equal scores are met decides ties.
  const rng = createRng(budget.seed);
  for (let i = root.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [root[i], root[j]] = [root[j] as RootMove & { move: M }, root[i] as RootMove & { move: M }];
  }
  if (root.length === 1) return { move: (root[0] as { move: M }).move, score: 0, depth: 0, nodes: 0 };
  const adapter = isChessState(variant, state) ? chessAdapter(variant, state) : genericAdapter(variant, state, position.turn, checked.board);
  const kept = budget.memory === undefined ? undefined : memoryTable(budget.memory, variant);
  const result = searchRoot(state, root, adapter, budget, earlierPositions(position), started, kept);
  const best = result.order[0] as RootMove & { move: M };
  // `+ 0`: a draw found from the other side's view is -0; report it as 0.
  const score = (Math.abs(best.score) >= WON || best.score === -Infinity ? best.score : best.score / 100) + 0;
  return { move: best.move, score, depth: result.depth, nodes: result.nodes };
}

/**
 * Hashes of the game's earlier positions that a position carries for its repetition rule (chess
 * `keys`, draughts `repetition`): a return to one of them in the search is a draw. Anything else is
 * ignored (a hash that is not the search layer's simply never matches).
 */
function earlierPositions(position: Position): readonly number[] {
  const p = position as Position & { keys?: unknown; repetition?: unknown };
  const keys = Array.isArray(p.keys) ? p.keys : Array.isArray(p.repetition) ? p.repetition : [];
  return keys.filter((k): k is number => typeof k === 'number');
}

/**
 * The root moves of the search state, each paired with the listed move that reaches the same
 * position (compared by position text once per root move). Two listed moves reaching one position
 * (draughts routes over the same pieces) pair with the first. Why not trust the order: the search
 * layer's integers are opaque and need not follow `legalMoves` order.
 */
function rootMoves<P extends Position, M extends Move>(variant: Variant<P, M, never>, position: P, legal: readonly M[], state: ReturnType<Variant<P, M, never>['search']>): (RootMove & { move: M })[] {
  const byText = new Map<string, M>();
  for (const move of legal) {
    const text = variant.format(variant.play(position, move));
    if (!byText.has(text)) byText.set(text, move);
  }
  const codes = new Int32Array(state.maxMoves);
  const count = state.generate(codes);
  const root: (RootMove & { move: M })[] = [];
  const seen = new Set<M>();
  for (let i = 0; i < count; i++) {
    const code = codes[i] as number;
    state.make(code);
    const move = byText.get(variant.format(state.position()));
    state.unmake();
    if (move === undefined || seen.has(move)) continue; // a second route to one position: searched once
    seen.add(move);
    root.push({ code, move, score: -Infinity });
  }
  if (root.length === 0) fail('INVALID_STATE', `${variant.name}: the search layer's moves match none of the listed moves`);
  return root;
}
