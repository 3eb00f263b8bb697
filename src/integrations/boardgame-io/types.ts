/**
 * The shapes the boardgame.io adapter hands to boardgame.io and reads back, written out here so that
 * the adapter imports nothing from boardgame.io: a boardgame.io `Game` is plain data and functions,
 * and these types are the part of it the adapter fills in (each assignable to boardgame.io 0.50's own).
 */
import type { Result } from '../../core/errors.js';
import type { Move, Position, Status } from '../../core/variant.js';
import type { PlayOptions } from '../../core/strict.js';

/**
 * What a boardgame.io move returns to refuse the action: boardgame.io's own `INVALID_MOVE` constant
 * (`import { INVALID_MOVE } from 'boardgame.io/core'`) is this same string, so the adapter returns it
 * without depending on boardgame.io. boardgame.io then leaves the state as it was and logs the refusal.
 * @example
 * ```ts
 * game.moves.play(context, 'Ke3') === INVALID_MOVE // an illegal move is refused
 * ```
 */
export const INVALID_MOVE = 'INVALID_MOVE';

/**
 * boardgame.io's `G` for a boardwright game: plain JSON, which boardgame.io copies, stores and sends
 * to its clients as it is.
 *
 * `position` is the game's own position object (what `variant.status`, `legalMoves`, `format` and
 * `renderSvg(variant, position)` of `boardwright/svg` take), kept as plain JSON rather than as position text because the object also holds what
 * the text leaves out — the repetition history a repetition draw is counted from. `moves` is the
 * game so far in the game's canonical notation (SAN, PDN, …), first move first.
 */
export interface BoardgameState<P extends Position = Position> {
  /** The position after the moves, as plain JSON (`variant.format(G.position)` gives its text). */
  readonly position: P;
  /** Moves played since the start, in canonical notation. */
  readonly moves: readonly string[];
}

/** The fields of boardgame.io's `ctx` the adapter reads. */
export interface BoardgameCtx {
  /** Seats in the match (`numPlayers` given to boardgame.io's `Client` or lobby). */
  readonly numPlayers: number;
  /** The playerIDs in boardgame.io's turn cycle (`['0', '1', …]` unless changed). */
  readonly playOrder: readonly string[];
  /** The playerID whose turn it is. */
  readonly currentPlayer: string;
}

/**
 * What boardgame.io puts in `ctx.gameover` when a boardwright game ends: `winner` is the winner's
 * playerID; a drawn game has `draw: true`. `reason` is the game's end reason (`checkmate`,
 * `no-pieces`, `stalemate`, `last-player-standing`, …).
 */
export type BoardgameGameover = { readonly winner: string; readonly reason: string } | { readonly draw: true; readonly reason: string };

/** One action `ai.enumerate` lists: the adapter's one move, `play`, with a legal move's notation. */
export interface BoardgameAction {
  readonly move: 'play';
  readonly args: [string];
}

/**
 * The parts of a boardwright game the adapter uses: every game object (`chess`, `international`,
 * `dilkel`, a `defineGame` or `defineFairy` game, an entry of `variants`) is one. `P` is the game's
 * position type, `O` its options, `M` its move type.
 */
export interface BoardgameVariant<P extends Position = Position, O = never, M extends Move = Move> {
  readonly id: string;
  readonly name: string;
  readonly players: readonly P['turn'][];
  setup(options?: O): P;
  parse(text: string, options?: O): P;
  tryParse(text: string, options?: O): Result<P>;
  format(position: P): string;
  legalMoves(position: P): readonly M[];
  // `M` hidden from inference (TypeScript 5.0's spelling of `NoInfer<M>`): it is read from `legalMoves`.
  play(position: P, move: [M][M extends unknown ? 0 : never]): P;
  tryPlay(position: P, move: string, options?: PlayOptions): Result<P>;
  status(position: P): Status<P['turn'], string>;
}

/** The second argument of `boardgameGame`. */
export interface BoardgameOptions<P extends Position = Position, O = never> {
  /**
   * The game's players in playerID order: `seats[0]` plays as playerID `'0'`, `seats[1]` as `'1'`, ….
   * Default: the game's `players`, which list the seats in playing order (chess `white, black`,
   * English draughts `black, white`, Dilkel `red, blue, yellow, green`). Must name each player once.
   */
  readonly seats?: readonly P['turn'][];
  /** Start from this position text (FEN, PDN FEN, …) instead of the game's start. */
  readonly position?: string;
  /** The game's own options, given to its `setup` and `parse` (English draughts `{ capture: 'huffing' }`, …). */
  readonly setupOptions?: O;
  /**
   * Read move text strictly (default `true`): only a legal move's canonical notation — what
   * `ai.enumerate` sends and `G.moves` records — and UCI in chess. `false` reads move text
   * tolerantly, as the game's `play` does by default.
   */
  readonly strict?: boolean;
  /** boardgame.io's game name (the server's `/games/<name>` path). Default: the game's `id`. */
  readonly name?: string;
  /**
   * Take a draw claim for the player to move (default `true`): when the position offers one
   * (`status(position).claimableDraw`: threefold repetition, the fifty-move rule, a fairy game's
   * n-move rule), `endIf` ends the match `{ draw: true, reason }` with the claim's reason. The rules
   * keep the claim a claim (as Fairy-Stockfish does); a boardgame.io match has no move to claim it
   * with, and without this a fairy game where nobody can win would never end. `false` plays on: chess
   * still ends by its automatic draws (fivefold repetition, the 75-move rule), a fairy game may not.
   */
  readonly claimDraws?: boolean;
}

/**
 * What a boardgame.io match may be created with (`setupData`, from the lobby or a `Client`):
 * a position text to start from. Checked by `validateSetupData` before the match is made.
 */
export interface BoardgameSetupData {
  /** Position text in the game's notation (FEN, PDN FEN, …). */
  readonly position?: string;
}

/**
 * A boardgame.io plugin (`Game.plugins`): the adapter installs one, which notes the state boardgame.io
 * stored before it hands a move its immer draft, so that the game's own positions behind `G` are
 * found again and a move costs the same late in a long game as early on.
 */
export interface BoardgamePlugin {
  readonly name: string;
  /** Wraps each move (and boardgame.io hook) boardgame.io runs; `methodType` is boardgame.io's `GameMethod`. */
  fnWrap<F extends (...args: never[]) => unknown>(method: F, methodType: string): F;
}

/** The context boardgame.io gives a move. */
export interface BoardgameMoveContext<P extends Position> {
  readonly G: BoardgameState<P>;
  readonly ctx: BoardgameCtx;
  readonly playerID?: string | null | undefined;
}

/**
 * A boardgame.io `Game` for a boardwright game (what `boardgameGame` returns): hand it to
 * boardgame.io's `Client`, `Server` or bots as it is. Besides boardgame.io's fields it carries
 * `seats`, the game's player for each playerID.
 */
export interface BoardgameGame<P extends Position = Position> {
  /** boardgame.io's game name. */
  readonly name: string;
  /** The game's player for each playerID: `seats[Number(playerID)]`. */
  readonly seats: readonly P['turn'][];
  /** The number of seats (boardgame.io's lobby offers exactly this many). */
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Undo and redo are off: a move played stays played, as in the game's rules. */
  readonly disableUndo: true;
  /** The adapter's plugin: see {@link BoardgamePlugin}. */
  readonly plugins: BoardgamePlugin[];
  /** No client event: turns and the end of the game come from the position. */
  readonly events: {
    readonly endGame: false;
    readonly endPhase: false;
    readonly endTurn: false;
    readonly setPhase: false;
    readonly endStage: false;
    readonly setStage: false;
    readonly pass: false;
    readonly setActivePlayers: false;
  };
  /** The start: the game's start position, or `options.position`, or `setupData.position`. */
  setup(context: { readonly ctx: Pick<BoardgameCtx, 'numPlayers'> }, setupData?: unknown): BoardgameState<P>;
  /** Why `setupData` or the number of players cannot make a match, or `undefined` when they can. */
  validateSetupData(setupData: unknown, numPlayers: number): string | undefined;
  /** The one move: `play(moveText)`. An illegal move, a move out of turn or a second argument returns {@link INVALID_MOVE}. */
  readonly moves: {
    play(context: BoardgameMoveContext<P>, moveText: unknown, ...extra: unknown[]): BoardgameState<P> | typeof INVALID_MOVE;
  };
  /** One move per turn; whose turn comes from the position (so passes and eliminated seats are followed). */
  readonly turn: {
    readonly minMoves: 1;
    readonly maxMoves: 1;
    readonly order: {
      first(context: { readonly G: BoardgameState<P>; readonly ctx: BoardgameCtx }): number;
      next(context: { readonly G: BoardgameState<P>; readonly ctx: BoardgameCtx }): number;
    };
  };
  /** The game's `status`: `{ winner: playerID, reason }` or `{ draw: true, reason }` once it is over. */
  endIf(context: { readonly G: BoardgameState<P> }): BoardgameGameover | undefined;
  /** For boardgame.io's bots (`MCTSBot`, `RandomBot`): every legal move of the player to move. */
  readonly ai: {
    enumerate(G: BoardgameState<P>, ctx: BoardgameCtx, playerID: string): BoardgameAction[];
  };
}
