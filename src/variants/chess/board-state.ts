/**
 * The chess state as the rule modules see it (castling, en passant, single moves, SAN, the
 * move-count and repetition rules): the board, the rights and the few operations they call.
 * `ChessState` implements it and imports those modules; they import only this, so no import
 * circle ties them to the state.
 */
import type { ChessTables } from './board.js';

/** What a rule module may read and call on the chess state. */
export interface ChessBoard {
  /** Piece code per square (0 empty, colour | type). */
  readonly sq: Int8Array;
  /** Side to move: 0 white, 8 black. */
  turn: number;
  /** Castling-right bits (K 1, Q 2, k 4, q 8). */
  castling: number;
  /** En passant target square when a legal capture onto it exists, else -1. */
  ep: number;
  halfmove: number;
  fullmove: number;
  /** King squares, by colour (index `turn >> 3`). */
  readonly kingSq: Int32Array;
  /** Number of pieces giving check, found by the last `generate`. */
  checkers: number;
  /** Compiled movement tables. */
  readonly tables: ChessTables;
  /** The rook square of each castling right (K, Q, k, q). */
  readonly castleRook: Int8Array;
  /** Per square, the castling rights that survive a move from or to it. */
  readonly keep: Uint8Array;
  /** Castling by the Chess960 rule. */
  castles960: boolean;
  /** Kings are royal (off for antichess). */
  royal: boolean;
  /** An en passant square is recorded whenever a pawn could capture onto it. */
  epByMovement: boolean;
  /** Is square `s` attacked by the side `by`? */
  attacked(s: number, by: number): boolean;
  /** Is the side to move in check? */
  inCheck(): boolean;
  /** Writes the legal moves into `out`; returns their number. */
  generate(out: Int32Array): number;
  /** Makes an encoded move. */
  make(m: number): void;
  /** Takes the last move back. */
  unmake(): void;
  /** The position's hash. */
  hash(): number;
}
