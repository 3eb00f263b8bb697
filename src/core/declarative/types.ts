/**
 * The data a game is declared in ({@link GameDefinition}) and the plain data a
 * declared game produces (positions, moves, options).
 */
import type { Atom } from '../atoms.js';
import type { SvgLook } from '../svg/types.js';
import type { RepetitionKeys } from '../repetition.js';
import type { EndReason, Move, MoveFields, Position, Variant } from '../variant.js';
import type { SearchState } from '../search.js';

/** What a move does with the node it ends on: move to an empty node, capture an opponent, or swap with an ally. */
export type Outcome = 'move' | 'capture' | 'swap';

/** One kind of piece, as data. */
export interface PieceDefinition {
  /** Human name (used in messages and docs). */
  readonly name: string;
  /**
   * How it moves. Directions may be relative (`forward`, `forward-left`, …): they
   * turn with the seat, so one list serves both sides. Jumps may go over allies
   * only (`over: 'ally'`); the landing node then decides the outcome like any
   * other move. An atom's `mode` `'quiet'` allows moves and swaps, `'capture'`
   * only captures, `'both'` (the default) all three.
   */
  readonly atoms: readonly Atom[];
  /** Capturing a side's last royal piece wins the game. */
  readonly royal?: boolean;
  /** The outcomes this piece may move to; default all. `['capture', 'swap']` is a piece that never simply moves. */
  readonly outcomes?: readonly Outcome[];
  /** Letter (upper case) of the piece it becomes at once when it ends a move on its far row. */
  readonly promotesTo?: string;
}

/** A whole two-player game on a rectangular board, as data. */
export interface GameDefinition {
  /** Variant id (`chess4`). */
  readonly id: string;
  /** Human name. */
  readonly name: string;
  /** The two player ids, first player first. The first player sits at rank 1 facing north and its letters are upper case. */
  readonly players: readonly [string, string];
  /** Side letters used in position text; default the first letter of each player id, lower case. */
  readonly sideLetters?: readonly [string, string];
  /** Board width (files `a`…) and height (ranks `1`…). */
  readonly files: number;
  readonly ranks: number;
  /** Pieces by upper-case letter (the second player's pieces are written in lower case). */
  readonly pieces: Readonly<Record<string, PieceDefinition>>;
  /** Start placement in the position text's board form, top rank first: `yptl/3k/K3/LTPY`. */
  readonly setup: string;
  /** Which player moves first; default the first. */
  readonly firstPlayer?: string;
  /** Landing on an allied piece: `'block'` (not allowed, the default) or `'swap'` (the two pieces change places). */
  readonly allies?: 'block' | 'swap';
  /** With swaps: a side may not swap, on its next turn, the two pieces it swapped on its previous turn. */
  readonly noSwapBack?: boolean;
  /** Default of the `drawAfterPlies` option (plies without a capture; 0 turns it off); default 100. */
  readonly drawAfterPlies?: number;
  /** Name of the end reason when a royal piece is captured; default `'royal-captured'`. */
  readonly royalCaptureReason?: string;
  /** How `renderSvg` draws the game; default squares, the first player at the bottom, pieces as their letters. */
  readonly svg?: SvgLook;
}

/** Options of a data-defined game's `setup` and `parse`. */
export interface DeclarativeOptions {
  /** A draw after this many plies without a capture; `0` turns the rule off. Default from the definition (100). */
  readonly drawAfterPlies?: number;
  /** A draw when a position occurs the third time (same side to move, same swap memory); default `true`. */
  readonly threefold?: boolean;
}

/** A position of a data-defined game: plain, readonly, JSON-able. */
export interface DeclarativePosition extends Position {
  /** Pieces by node name: the piece letter, upper case for the first player. */
  readonly pieces: Readonly<Record<string, string>>;
  /** Per player id: the two nodes it swapped on its previous turn (`['a1', 'b1']`), or `null`. */
  readonly lastSwap: Readonly<Record<string, readonly [string, string] | null>>;
  /** Plies since the last capture. */
  readonly plies: number;
  /** Full-move number, starting at 1, incremented after the second player moves. */
  readonly moveNumber: number;
  /** Hashes of earlier positions that could still repeat (for threefold repetition). */
  readonly keys: RepetitionKeys;
  /** The draw options in force (see {@link DeclarativeOptions}). */
  readonly drawAfterPlies: number;
  readonly threefold: boolean;
}

/** A move of a data-defined game. `kind` is `'swap'` for a swap; a capture lists its node in `captures`. */
export interface DeclarativeMove extends Move {
  readonly kind?: 'swap';
  /** The player moving. */
  readonly player: string;
  /** Letter (upper case) of the moving piece. */
  readonly piece: string;
  /** Letters (upper case) of the captured pieces, in the order of `captures`. */
  readonly capturedKinds: readonly string[];
  /** The letter of the piece it becomes, when the move ends on its far row and it promotes. */
  readonly promotion?: string;
}

/** A variant built by {@link defineGame}. */
export type DeclarativeVariant = Variant<DeclarativePosition, DeclarativeMove, DeclarativeOptions, EndReason, SearchState<DeclarativePosition, DeclarativeMove>, DeclarativeMove | MoveFields | string>;
