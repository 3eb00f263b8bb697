/**
 * The variant contract: what every game plugin provides. Positions and moves
 * are readonly plain (JSON-able) data; behaviour lives in the variant object.
 */
import type { Board } from './graph.js';
import type { Result } from './errors.js';
import type { PlayOptions } from './strict.js';
import type { GameLook } from './look.js';

/**
 * The `from` of a move that starts off the board: a piece put on the board from a player's hand
 * (a crazyhouse drop, `kind: 'drop'`). It names no node: `movesFrom(position, DROP_FROM)` lists
 * the drops (a node's `movesFrom` never does), `destinations` has them under this key, and tools
 * that look `from` up on the board (renderers, highlights) skip it.
 *
 * @example
 * ```ts
 * moves.filter((m) => m.from === DROP_FROM) // the drops
 * ```
 */
export const DROP_FROM = '@';

/** A move as users see it: plain, JSON-able data. */
export interface Move {
  /**
   * Node name the piece starts on (for actions that move no piece, the node they concern), or
   * {@link DROP_FROM} (`'@'`) for a piece that enters from off the board (a drop).
   */
  readonly from: string;
  /** Node name the piece ends on. */
  readonly to: string;
  /** Names of the nodes whose pieces the move removes, in order; empty when none. */
  readonly captures: readonly string[];
  /** The game's standard move text (SAN, PDN, …). */
  readonly notation: string;
  /** Names a special action or move type (`huff`, `insist`, `castle`, `swap`, …); absent for an ordinary move. */
  readonly kind?: string;
  // What a UI shows. Every shipped game fills `player`, `piece` and `capturedKinds`; the game's move type says which it guarantees.
  /** The player making the move (a player id; chess.js `color`). */
  readonly player?: string;
  /** Kind of the moving piece: one upper-case letter, or `+` and one for a piece promoted in place (see {@link Piece}). */
  readonly piece?: string;
  /** Kinds of the removed pieces (see {@link Piece}), in the order of `captures` (chess.js `captured`). */
  readonly capturedKinds?: readonly string[];
  /** The kind the moving piece becomes (promotion, crowning; a shogi pawn promoting `+P`), see {@link Piece}. */
  readonly promotion?: string;
  /** Games with check: the move gives check. */
  readonly check?: boolean;
  /** Games with check: the move gives checkmate. */
  readonly checkmate?: boolean;
}

/**
 * A move named by its squares: the shape board UIs hand over (chessground's `move` event
 * `orig, dest`, react-chessboard's `onPieceDrop(source, target)`, chess.js `move({ from, to,
 * promotion })`). Games that read it (chess and its variants) say so in their move-input type
 * (`ChessMoveInput`); a game whose `play` takes only listed moves and text types its input as
 * `M | string`.
 *
 * @example
 * ```ts
 * chess.play(chess.setup(), { from: 'e2', to: 'e4' })
 * ```
 */
export interface SquareMove {
  /** Node the piece starts on. */
  readonly from: string;
  /** Node the piece ends on. */
  readonly to: string;
  /** The piece a promoting piece becomes, one letter in either case (`q` or `Q`); absent for other moves. */
  readonly promotion?: string;
}

/**
 * A move named by some of the fields of the listed move it means, as the games on the generic
 * engines read it (the fairy games, shogi and xiangqi with their texts, `defineGame` games):
 * `{ from, to }`, `{ from, to, promotion }`, a drop `{ piece, to }` (the shape crazyhouse takes), or
 * any part of a listed move that tells it from the others (`{ uci }`, `{ from, to, kind: 'castle' }`).
 * Every field given must be the listed move's (kinds in either case); `null` for `promotion` or `kind`
 * asks for a move without one (`promotion: null`: a shogi piece that may promote and does not).
 * A wrong type is `INVALID_ARGUMENT`, no fitting move `ILLEGAL_MOVE`, several `AMBIGUOUS_MOVE`.
 *
 * @example
 * ```ts
 * shogi.play(p, { from: '7g', to: '7f' });
 * shogi.play(p, { from: '8h', to: '2b', promotion: '+B' });
 * shogi.play(p, { piece: 'P', to: '5e' }); // a drop
 * ```
 */
export interface MoveFields {
  /** Node the piece starts on ({@link DROP_FROM} for a drop; left out, a `piece` names a drop). */
  readonly from?: string;
  /** Node the piece ends on. */
  readonly to?: string;
  /** Kind of the moving (or dropped) piece. */
  readonly piece?: string;
  /** The kind the piece becomes (`+P`, `Q`), or `null` for a move that does not promote. */
  readonly promotion?: string | null;
  /** The listed move's `kind` (`drop`, `castle`, `pass`), or `null` for an ordinary move. */
  readonly kind?: string | null;
  /** The listed move's texts, where its game writes them. */
  readonly notation?: string;
  readonly uci?: string;
  readonly usi?: string;
  readonly san?: string;
  readonly iccs?: string;
}

/**
 * What stands on one node, as every game reports it (`pieceAt`, `pieces`).
 *
 * Letter case, one convention across the package: a piece `kind` is always ONE
 * UPPER-CASE letter, or `+` and one upper-case letter for a piece promoted in
 * place (a shogi tokin `+P`, horse `+B`, dragon `+R`: the piece it was, as
 * Fairy-Stockfish's FEN and SFEN write it), whoever owns it (the owner is
 * `player`): chess and Dilkel `P N B R Q K`, Chess4 its letters (`L T P Y K S`),
 * draughts `M` (man) and `K` (king), Diamond `M` (man), `K` (King) and `D`
 * (Diamond King). The same kinds name pieces on moves (`piece`, `promotion`,
 * `capturedKinds`).
 *
 * @example
 * ```ts
 * chess.pieceAt(chess.setup(), 'e1') // { player: 'white', kind: 'K' }
 * ```
 */
export interface Piece<Player extends string = string> {
  /** The owner's player id. */
  readonly player: Player;
  /** The piece's kind: one upper-case letter, or `+` and one for a piece promoted in place (see above). */
  readonly kind: string;
  /** Men in the stack, in games with stacks (Diamond Queens); absent elsewhere. */
  readonly count?: number;
}

/** A {@link Piece} with the node it stands on (an entry of `pieces(position)`). */
export interface PlacedPiece<Player extends string = string> extends Piece<Player> {
  /** Node name. */
  readonly node: string;
}

/**
 * A move of a game with check and castling (chess, Dilkel): the UI fields are
 * always there. `Player` is the game's player ids.
 */
export interface CheckingMove<Player extends string = string> extends Move {
  /** The player moving. */
  readonly player: Player;
  /** Kind of the moving piece, upper case (`K` for castling). */
  readonly piece: string;
  /** Kinds of the captured pieces, upper case, in the order of `captures`. */
  readonly capturedKinds: readonly string[];
  /** The move gives check. */
  readonly check: boolean;
  /** The move gives checkmate. */
  readonly checkmate: boolean;
  /** Castling only: `short` (O-O) or `long` (O-O-O). */
  readonly castle?: 'short' | 'long';
  /** Castling only: where the rook starts and ends (`h1` → `f1`). */
  readonly rookFrom?: string;
  readonly rookTo?: string;
}

/** The least every position has. Variants extend it with their own readonly fields. */
export interface Position {
  /** Variant id, so a position cannot silently be given to the wrong game. */
  readonly variant: string;
  /** Player id to move. */
  readonly turn: string;
}

/** Why a game ended or may end. */
export type EndReason =
  | 'checkmate'
  | 'stalemate'
  | 'insufficient-material'
  | 'threefold-repetition'
  | 'fourfold-repetition'
  | 'fivefold-repetition'
  /** An n-fold repetition of another count (data-defined games, `nFoldRule`). */
  | 'repetition'
  /** In a repetition, the side that gave check with every move lost (xiangqi, janggi, shogi's sennichite). */
  | 'perpetual-check'
  /** Modern janggi: the side that moved one piece back and forth lost (`moveRepetitionIllegal`). */
  | 'move-repetition'
  | 'fifty-move-rule'
  | 'seventy-five-move-rule'
  | 'no-pieces'
  | 'no-moves'
  | 'draw-after-plies'
  | 'royal-captured'
  | 'last-player-standing'
  | (string & {});

/** An elimination in a game with more than two players. */
export interface Elimination<Player extends string = string, Reason extends string = EndReason> {
  readonly player: Player;
  /** Ply (0-based count of moves played from the start) at which it happened. */
  readonly ply: number;
  readonly reason: Reason;
}

/**
 * The state of play, typed by the game's player ids and end reasons (each game
 * exports its closed union: `ChessEndReason`, `DraughtsEndReason`, …). `reason`,
 * `winner` and `draw` can be read on either branch (`undefined` while the game
 * goes on), so `status(p).reason` compiles without narrowing on `over` first.
 * @example
 * ```ts
 * const s = chess.status(chess.setup());
 * if (!s.over) s.turn // 'white' | 'black'
 * s.reason // ChessEndReason | undefined
 * ```
 */
export type Status<Player extends string = string, Reason extends string = EndReason> =
  | {
      readonly over: false;
      readonly turn: Player;
      /** The player to move is in check (games with check). */
      readonly check?: boolean;
      /** Nodes of the royal pieces in check, to highlight (games with check; absent when none). */
      readonly checks?: readonly string[];
      /** A draw the player to move may claim (threefold repetition, fifty-move rule). */
      readonly claimableDraw?: Reason;
      readonly eliminated?: readonly Elimination<Player, Reason>[];
      /** The game goes on: no reason, no winner, no draw. */
      readonly reason?: never;
      readonly winner?: never;
      readonly draw?: never;
    }
  | {
      readonly over: true;
      readonly winner?: Player;
      /** Set when the game is drawn: the reason. */
      readonly draw?: Reason;
      /** Nodes of the royal pieces in check (a checkmated king), to highlight (games with check). */
      readonly checks?: readonly string[];
      readonly reason: Reason;
      readonly eliminated?: readonly Elimination<Player, Reason>[];
    };

/**
 * A mutable game state for search. Moves are opaque integers; {@link SearchState.move}
 * maps one back to the move object `legalMoves` lists.
 */
export interface SearchState<P extends Position = Position, M extends Move = Move> {
  /** Upper bound on the number of legal moves in any position (buffer size). */
  readonly maxMoves: number;
  /** Writes the legal moves into `out` from index 0 and returns how many. */
  generate(out: Int32Array): number;
  /** Plays a move from the last {@link SearchState.generate} of this state. */
  make(move: number): void;
  /** Takes back the last {@link SearchState.make}. */
  unmake(): void;
  /** Zobrist hash of the current state, kept incrementally. */
  hash(): number;
  /** An immutable snapshot of the current state. */
  position(): P;
  /**
   * The move object of integer move `m` of the current state: equal, field by
   * field, to the entry of `legalMoves(position())` it plays. Throws
   * `ILLEGAL_MOVE` when `m` is not a move {@link SearchState.generate} gives now.
   * Builds notation, so call it for the moves you report, not inside the search.
   * @example
   * ```ts
   * const state = chess.search(chess.setup());
   * const buf = new Int32Array(state.maxMoves);
   * state.generate(buf);
   * state.move(buf[0]).notation // 'a3' (the listing's first move)
   * ```
   */
  move(m: number): M;
  /**
   * Optional: a read-only view of the current board, for code that scores positions inside a
   * search (the reference bot) without building a {@link SearchState.position} snapshot per node.
   * Games whose search state keeps a board array give one; it follows every make and unmake.
   */
  readonly board?: SearchBoard;
}

/**
 * What stands where in a {@link SearchState} now, read without copying. Codes are the engine's own
 * small integers (from -128 to 127, 0 always empty); {@link SearchBoard.piece} names them.
 * @example
 * ```ts
 * const board = draughts.search(draughts.setup()).board;
 * board?.piece(board.pieceAt(0)) // { player: 'black', kind: 'M' } (square 1 holds a black man)
 * ```
 */
export interface SearchBoard {
  /** Nodes of the board (the variant's `board.size`): {@link SearchBoard.pieceAt} takes 0 to size - 1. */
  readonly size: number;
  /** The code of the piece on board node `node` now (the variant's node index), 0 when it is empty. */
  pieceAt(node: number): number;
  /** The piece that code `code` stands for (the same every time), undefined for 0 (a code the game never uses may name anything). */
  piece(code: number): Piece | undefined;
  /** The player to move now (an id of the variant's `players`). */
  mover(): string;
  /**
   * Optional, for speed: does move `m` of the last {@link SearchState.generate} at the current
   * node take a piece off the board? (Where captures are compulsory, one move tells for the node,
   * without making it.)
   */
  isCapture?(m: number): boolean;
  /**
   * Optional: the code of the piece that move `m` of the last {@link SearchState.generate} at the
   * current node takes off the board, 0 when it takes none (a drop, a quiet move). With it a search
   * orders captures by the worth of what they take and searches them past its horizon.
   */
  captured?(m: number): number;
  /** Optional: is the side to move's king in check now (games with check; false elsewhere)? */
  inCheck?(): boolean;
  /**
   * Optional: what the game says the piece of code `code` is worth, in pawns (a fairy definition's
   * `pieceValues`, or Fairy-Stockfish's value of a built-in piece); undefined when it says nothing.
   * The reference bot's material count reads it.
   */
  worth?(code: number): number | undefined;
  /**
   * Optional: what the piece of code `code` gains (or loses) in pawns by standing on board node
   * `node`, on top of its {@link SearchBoard.worth} (a fairy game's centralisation, king shelter,
   * a soldier short of the river; derived from how its pieces move). The reference bot adds it.
   */
  placement?(code: number, node: number): number;
  /**
   * Optional, in games with hands: what a piece of code `code` in hand is worth in pawns on top of
   * its {@link SearchBoard.worth} (a drop can go anywhere). The reference bot adds it.
   */
  handBonus?(code: number): number;
  /**
   * Optional, for speed: the sum of `table[(code & 255) * size + node]` over the occupied nodes,
   * which a loop over {@link SearchBoard.pieceAt} adds up, without a call per node. `table` holds
   * a number per piece code and node (`256 * size` entries): a score kept by piece and square.
   */
  sum?(table: Int32Array): number;
  /**
   * Optional, for speed: plies since the last move no later position can undo (a capture, a man
   * or pawn move). No position older than that can recur, so a repetition test looks no further back.
   */
  sinceIrreversible?(): number;
  /**
   * In games with pieces in hand (drops), how many pieces of the player and kind that code `code`
   * names ({@link SearchBoard.piece}) that player holds in hand now. A view of such a game gives it:
   * a score from the board alone would miss the hands. Absent in games without hands.
   */
  inHand?(code: number): number;
  /**
   * Optional, for speed: the number of legal moves of the side to move when none of them captures,
   * counted without listing them (as perft counts its last ply); -1 when some do, or when the view
   * cannot tell without listing them (then `generate` does).
   */
  quietCount?(): number;
  /**
   * Optional, for speed: the game's status now, what the variant's `status` says of a
   * {@link SearchState.position} snapshot, without building one (the bot asks it where a search
   * finds no move: in some games that is every few plies).
   */
  status?(): Status;
  /**
   * Optional, for speed: how many pieces of code `code` stand on the board now (what a look at
   * every node counts), for a material count by kind instead of by node.
   */
  pieceCount?(code: number): number;
}

/**
 * A game plugin. `P` is its position type (its `turn` field types the player
 * ids everywhere: `status`, `pieceAt`, `players`), `M` its move type, `O` its
 * options, `R` its end reasons, `S` its search state (with the game's extras),
 * `I` what its `play` accepts: a listed move or move text (`M | string`, the
 * default), and in chess and its variants a {@link SquareMove} too
 * (`ChessMoveInput`).
 *
 * @example
 * ```ts
 * import { chess } from 'boardwright/chess';
 * let p = chess.setup();
 * p = chess.play(p, 'e4');
 * chess.legalMoves(p).length // 20
 * ```
 */
export interface Variant<
  P extends Position = Position,
  M extends Move = Move,
  O = Record<string, unknown>,
  R extends string = EndReason,
  S extends SearchState<P, M> = SearchState<P, M>,
  // `M` hidden from inference, as TypeScript 5.4's `NoInfer<M>` does, in a form TypeScript 5.0 consumers compile.
  I = [M][M extends unknown ? 0 : never] | string,
> {
  /** Stable id (`chess`, `draughts`, `diamond-kings`, …). */
  readonly id: string;
  /** Human name. */
  readonly name: string;
  /** Player ids in seating / turn order. */
  readonly players: readonly P['turn'][];
  /** The board graph. */
  readonly board: Board;
  /** The start position. */
  setup(options?: O): P;
  /** Reads the game's position text; throws a `BoardwrightError`. */
  parse(text: string, options?: O): P;
  /** Non-throwing twin of {@link Variant.parse}. */
  tryParse(text: string, options?: O): Result<P>;
  /** Writes the game's position text. */
  format(position: P): string;
  /** All legal moves, with notation. */
  legalMoves(position: P): readonly M[];
  /**
   * Plays a move — a listed move object, move text, or (games whose input type `I` says so: chess and
   * its variants) a {@link SquareMove} `{ from, to, promotion? }` — and returns a new position, never
   * changes the input. Move text is
   * read tolerantly unless `options.strict` is set: then only the canonical notation of a listed move
   * (and UCI in chess) is accepted, and a move object only with fields of the listed move it names
   * (another field is `INVALID_ARGUMENT` naming it) — see `docs/validating-on-a-server.md` for which
   * error when.
   */
  play(position: P, move: I, options?: PlayOptions): P;
  /** Non-throwing twin of {@link Variant.play}. */
  tryPlay(position: P, move: I, options?: PlayOptions): Result<P>;
  /** Whether the game is over, and why. */
  status(position: P): Status<P['turn'], R>;
  /** Leaf count of the legal-move tree to `depth` (fast path, no notation built). */
  perft(position: P, depth: number): number;
  /** Zobrist hash of a position, computed from scratch. */
  hash(position: P): number;
  /** The mutable make/unmake layer for search and bots. */
  search(position: P): S;
  /** Draws the board as plain text. */
  render(position: P): string;
  /**
   * How the game looks, as data (its board style, what each piece shows, its
   * pieces in hand): read by `renderSvg` of `boardwright/svg`, which draws the
   * board. The variant itself draws nothing. Absent: drawn as points joined by
   * the board's lines.
   * @example
   * ```ts
   * import { renderSvg } from 'boardwright/svg';
   * writeFileSync('board.svg', renderSvg(chess, chess.setup(), { orientation: 'black' }));
   * ```
   */
  readonly look?: GameLook<P>;
  /**
   * The listed moves (same objects, same order as `legalMoves`) whose `from` is
   * `node`, special actions included (a draughts huff or insist names its node in
   * `from`). Several moves may reach one destination (promotion choices, capture
   * routes, stack sizes): `byDestination` groups them. `node` {@link DROP_FROM}
   * (`'@'`) gives the moves that start off the board (crazyhouse drops; none in
   * other games). Throws `UNKNOWN_NODE` for another name that is not on the board.
   * @example
   * ```ts
   * chess.movesFrom(chess.setup(), 'g1').map((m) => m.notation) // ['Nf3', 'Nh3']
   * ```
   */
  movesFrom(position: P, node: string): readonly M[];
  /**
   * Every node a listed move starts from, with the distinct nodes its moves reach,
   * in listing order: chessground's `dests` shape. A destination reached by
   * several moves (promotions, routes, stack sizes) appears once; ask
   * `movesFrom` for the choices. Drops (crazyhouse) are under the key
   * {@link DROP_FROM} (`'@'`).
   * @example
   * ```ts
   * chess.destinations(chess.setup()).get('g1') // ['f3', 'h3']
   * ```
   */
  destinations(position: P): Map<string, string[]>;
  /**
   * The piece on a node, or `undefined` when it is empty. Throws `UNKNOWN_NODE`
   * for a name that is not on the board.
   * @example
   * ```ts
   * draughts.pieceAt(draughts.setup(), '1') // { player: 'black', kind: 'M' }
   * ```
   */
  pieceAt(position: P, node: string): Piece<P['turn']> | undefined;
  /**
   * Every occupied node with its piece, in drawing order (`boardNodes`:
   * top row first, left to right).
   * @example
   * ```ts
   * chess.pieces(chess.setup()).length // 32
   * ```
   */
  pieces(position: P): readonly PlacedPiece<P['turn']>[];
  /**
   * Optional: a static score of `position` for `player` (higher is better for that player, in
   * material units), used by the reference bot (`boardwright/bot`). Games without it get the bot's
   * generic material count.
   * @example
   * ```ts
   * chess.evaluate?.(chess.parse('4k3/8/8/8/8/8/8/3QK3 w - - 0 1'), 'white') // 9
   * ```
   */
  evaluate?(position: P, player: string): number;
}

/**
 * Any variant, whatever its types (for lists such as `variants`), without `any`:
 * positions are {@link Position}, moves {@link Move}, reasons plain strings, move
 * input every shape some game reads (a game refuses a shape it does not read with
 * `ILLEGAL_MOVE`). Every game object is assignable to it; narrow with the game's own object for its types.
 * @example
 * ```ts
 * const all: readonly AnyVariant[] = [chess, draughts];
 * all[0].setup().turn // string
 * ```
 */
export type AnyVariant = Variant<Position, Move, unknown, string, SearchState<Position, Move>, Move | SquareMove | MoveFields | string>;
