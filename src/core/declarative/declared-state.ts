/** What the text and position layers of a declared game read from its search state. */
import type { SearchState } from '../search.js';
import type { Status } from '../variant.js';
import type { DeclarativeMove, DeclarativePosition } from './types.js';

/** A declared game's search state, the fairy engine's (fairy-machine.ts). */
export interface DeclaredState extends SearchState<DeclarativePosition, DeclarativeMove> {
  /** Piece codes by node (0 empty; see compile.ts). */
  readonly cells: ArrayLike<number>;
  /** The side to move (0 the first player of the definition's `players`). */
  readonly side: number;
  /** Per side: the pair key it swapped on its previous turn, or -1. */
  readonly lastSwap: ArrayLike<number>;
  /** The state of play: a captured last royal piece, no legal move, then the draws. */
  status(): Status;
  /** By the rules of movement alone (every outcome the atoms allow, no swap memory): can the piece on `from` reach `to`? */
  reaches(from: number, to: number): boolean;
  /** The move object of a move {@link DeclaredState.generate} just listed (not checked; see `move`). */
  listed(m: number): DeclarativeMove;
  /** The integer move from `from` to `to` (a move's two squares name it: there are no choices). */
  moveBetween(from: number, to: number): number;
  /** Leaf count of the legal-move tree to `depth` (checked by the caller). */
  perft(depth: number): number;
}
