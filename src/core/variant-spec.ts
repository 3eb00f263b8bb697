/**
 * What a game supplies to the core: {@link VariantSpec} for `defineVariant` (every optional hook has
 * a generic default), and {@link CompleteSpec} for the core's assembler, which the built-in games
 * call with every hook they use written out (no checks of the definition, no generic defaults).
 */
import type { Board } from './graph.js';
import type { SvgHand, SvgLook } from './look.js';
import type { MoveReading, MoveResolver } from './move-resolver.js';
import type { SearchState } from './search.js';
import type { PlayOptions } from './strict.js';
import type { EndReason, Move, Piece, Position, Status, Variant } from './variant.js';

/** What a game supplies to `defineVariant`. */
export interface VariantSpec<P extends Position, M extends Move, O, R extends string = EndReason, S extends SearchState<P, M> = SearchState<P, M>> {
  readonly id: string;
  readonly name: string;
  readonly players: readonly P['turn'][];
  /** Names of the options `setup` and `parse` take; any other name is `INVALID_OPTION` (docs/errors.md). Default: none. */
  readonly optionNames?: readonly string[];
  /** Builds the board; called once, on first use (nothing is built at import time). */
  createBoard(): Board;
  setup(options?: O): P;
  /** Parses position text that core `requireText` has already checked is a sane string. */
  parse(text: string, options?: O): P;
  format(position: P): string;
  legalMoves(position: P): readonly M[];
  /**
   * Plays a move taken from `legalMoves(position)`. Whether a finished game still lists moves is the game's choice (most list none; chess keeps listing them after automatic draws, as perft requires).
   * When a finished game lists none, `play` throws `GAME_OVER` before this is called.
   */
  apply(position: P, move: M): P;
  /**
   * Resolves move text to one of `legal`. Default: exact match on `notation`.
   * Throw `INVALID_MOVE_TEXT`, `ILLEGAL_MOVE` or `AMBIGUOUS_MOVE` as fits.
   */
  resolveMove?(position: P, text: string, legal: readonly M[]): M;
  /**
   * Resolves a move object that is no listed move (nor equal to one by notation, from, to and kind)
   * to one of `legal`: a game that reads `{ from, to }`, `{ from, to, promotion }` and drops
   * `{ piece, to }` passes core `moveByFields` here. Default: such an object is `ILLEGAL_MOVE`.
   * Throw `INVALID_ARGUMENT`, `ILLEGAL_MOVE` or `AMBIGUOUS_MOVE` as fits.
   */
  resolveMoveObject?(position: P, move: object, legal: readonly M[]): M;
  status(position: P): Status<P['turn'], R>;
  hash(position: P): number;
  render(position: P): string;
  /** How the game looks (squares, points, colours, seats, glyphs), as `renderSvg` of `boardwright/svg` draws it; default points joined by the graph's edges. */
  readonly svg?: SvgLook;
  /** Pieces each player holds off the board (crazyhouse pockets); `renderSvg` draws them beside the board. Default: none. Both go to the variant's `look`. */
  hands?(position: P): readonly SvgHand[];
  /** A fast make/unmake layer; default: core `immutableSearch` over this variant. */
  search?(position: P): S;
  /** A fast perft; default: core core `perft` over `search`. */
  perft?(position: P, depth: number): number;
  /**
   * Reads what stands where: checks the position once and returns a function
   * giving the piece on a node id (already checked to be on the board), or
   * `undefined`. `kind` is one upper-case letter, or `+` and one for a piece
   * promoted in place (see {@link Piece}). This one
   * hook gives the variant `pieceAt` and `pieces`; without it they throw `INVALID_STATE`.
   * @example
   * ```ts
   * pieceReader: (p) => (node) => p.cells[node] ? { player: p.cells[node] > 0 ? 'a' : 'b', kind: 'M' } : undefined
   * ```
   */
  pieceReader?(position: P): (node: number) => Piece<P['turn']> | undefined;
  /** A faster `movesFrom` (node id already checked); default: `legalMoves` filtered by `from`. */
  movesFrom?(position: P, node: number): readonly M[];
  /** A faster `destinations`; default: built from `legalMoves`. */
  destinations?(position: P): Map<string, string[]>;
  /** A static score for the reference bot (see {@link Variant.evaluate}); optional. */
  evaluate?(position: P, player: string): number;
}

/**
 * A definition with every hook the assembled variant calls (core assemble-variant.ts): a fast
 * search, perft, `movesFrom`, `destinations`, and either its own `play` or the generic resolver
 * (core move-resolver.ts). Internal: built-in games write it out so that their bundles carry
 * neither the definition checks nor the generic defaults they override.
 */
export interface CompleteSpec<P extends Position, M extends Move, O, R extends string = EndReason, S extends SearchState<P, M> = SearchState<P, M>>
  extends Omit<VariantSpec<P, M, O, R, S>, 'search' | 'perft' | 'movesFrom' | 'destinations'> {
  search(position: P): S;
  perft(position: P, depth: number): number;
  movesFrom(position: P, node: number): readonly M[];
  destinations(position: P): Map<string, string[]>;
  /** `play` as the game reads moves itself, checking the position and options itself (chess's fast play); it becomes the variant's `play`. */
  play?(position: P, move: unknown, options?: PlayOptions): P;
  /** Otherwise: the generic reader (core `moveResolver`), given the game's readers and its checked listing and status. */
  resolver?(reading: MoveReading<P, M>): MoveResolver<P, M>;
}
