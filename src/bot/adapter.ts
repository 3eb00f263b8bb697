/**
 * What the search asks of a game beyond its search state: whose side is to move, a static score,
 * rule draws, the result when no move is left, and which moves are captures. Chess and the chess
 * variants answer from the search state's own arrays (`chess-adapter.ts`); every other game through
 * `position()` snapshots (`generic-adapter.ts`).
 *
 * Scores are integers in centi-units (a chess pawn or a draughts man is 100), for the *team* to
 * move: team 0 is the bot's player, team 1 everyone else (paranoid search: with two players, simply
 * the opponent).
 *
 * The search reads each function once and calls it without `this`: write them as closures (arrow
 * functions or methods that do not use `this`).
 */

/** Score of a won position (minus the plies to reach it, so a quicker win scores higher). */
export const WIN = 1_000_000;
/** Scores at least this far from 0 are forced wins or losses. */
export const WON = WIN - 10_000;

/** How the search may extend past its horizon. */
export type Quiescence =
  /** Search captures (and promotions) with a stand-pat score: chess. */
  | 'captures'
  /** Captures are compulsory: search a position whose moves capture, score one whose moves do not (draughts). */
  | 'forced'
  /** No capture information: score the horizon position as it is. */
  | 'none';

/** The game-specific side of the search. `ply` is the distance from the root; `enter(ply)` is called at every node first. */
export interface SearchAdapter {
  readonly quiescence: Quiescence;
  /** Static evaluation needs the move count of the node (mobility): the search generates before scoring. */
  readonly needsCount: boolean;
  /** Optional: told of move `m` of the node at `ply` just before it is made (for an evaluation kept up to date move by move). */
  beforeMake?(m: number, ply: number): void;
  /** Called on arriving at a node (after `make`, and at the root). */
  enter(ply: number): void;
  /** The team to move at the current node (0: the bot's player). */
  team(ply: number): number;
  /** A draw by the game's rules other than repetition (move-count rule, dead position). */
  ruleDraw(ply: number): boolean;
  /** Optional: plies since the last capture or pawn move (no earlier position can recur), to shorten the repetition test. */
  sinceIrreversible?(): number;
  /** Static score for the team to move; `count` is the number of legal moves when `needsCount`. */
  evaluate(ply: number, count: number): number;
  /**
   * Optional, for speed: {@link SearchAdapter.evaluate} for a node whose score matters only against
   * the window `alpha`..`beta` (the stand-pat of the quiescence search, the pruning tests). It may
   * skip the costly terms and answer the cheap part alone when that is so far outside the window
   * that those terms are not expected to bring it back in (lazy evaluation).
   */
  evaluateWithin?(ply: number, alpha: number, beta: number): number;
  /** Score when `generate` found no move (mate, stalemate, a game won or lost by its own rule). */
  noMoves(ply: number): number;
  /** Is the side to move in check (chess-like games; false elsewhere)? */
  inCheck(ply: number): boolean;
  /** Ordering score of move `m` of the current node before it is made: above 0 for captures and promotions (most valuable victim, least valuable attacker), 0 for quiet moves. */
  tactical(m: number): number;
  /**
   * Optional, for speed: writes the captures and queen promotions of the side to move into `out`
   * (cheaper than a full `generate`), for a node not in check: the quiescence search searches only
   * these. Without {@link SearchAdapter.legal} they must be legal moves, each one `generate` would
   * write, and the search also tries them first at interior nodes, before generating the rest.
   */
  captures?(out: Int32Array, ply: number): number;
  /**
   * Optional: after `make` of a move from {@link SearchAdapter.captures}, is the mover's king safe?
   * Given when `captures` writes moves without testing whether they leave the king attacked
   * (then the captures are used in the quiescence search only).
   */
  legal?(): boolean;
  /**
   * Optional, for speed: may move `m`, stored in the transposition table for a position with the
   * current position's hash, be made before the node's moves are generated? (The search then
   * generates only when that move does not cut off.) Answer false for anything that does not look
   * like a move of this position (a hash collision), since `make` trusts its move.
   */
  tableMove?(m: number): boolean;
  /**
   * Optional, for speed: is `m` (a killer move remembered from another node at this ply) a legal
   * move here that captures and promotes nothing? Asked only when the side to move is not in check;
   * the search then tries it before generating. Answer false when unsure.
   */
  quietMove?(m: number): boolean;
  /**
   * Optional, for speed (`forced` and `none` quiescence): the number of legal moves at the node at
   * `ply` when none of them captures, so that the node is scored as a leaf without generating its
   * moves; 0 or -1 when it must be generated (it captures, has no move, or the game cannot tell).
   */
  leafCount?(ply: number): number;
  /**
   * Optional (null-move pruning): passes the turn at the node at `ply` (not in check), so the search
   * arrives at ply + 1 with the other side to move, and returns true; returns false and changes
   * nothing where a pass would mislead — the side to move has only its king and pawns, where being
   * forced to move (zugzwang) is common and passing would hide it.
   */
  nullMove?(ply: number): boolean;
  /**
   * Optional: does capture `m` (from {@link SearchAdapter.captures}, not yet made) of the node at
   * `ply` lose material once the exchange on its square is played out? The quiescence search then leaves it out.
   */
  losingCapture?(m: number, ply: number): boolean;
  /**
   * Optional: prune harder near the horizon — futility and late-move pruning of quiet moves,
   * reductions growing with depth and move number, internal iterative reduction, aspiration windows
   * at the root. Measured in chess self-play only; games without it keep the plainer search.
   */
  readonly prunes?: boolean;
  /** Optional, for speed: does quiet move `m` of the current node (not yet made) give check? Without it the search makes the move to ask {@link SearchAdapter.inCheck}. */
  givesCheck?(m: number): boolean;
  /** Takes back {@link SearchAdapter.nullMove}. */
  unmakeNull?(): void;
  /** Do the `count` moves in `moves` capture (for `forced`: all moves of a node capture or none do)? */
  captureNode(ply: number, moves: Int32Array, count: number): boolean;
}
