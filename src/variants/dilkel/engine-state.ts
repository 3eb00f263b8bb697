/**
 * The engine as the rule modules see it (attacks, castling, en passant, pawns, promotion,
 * elimination): the board, the rights and the state changes that keep the hash. The engine
 * implements it and imports those modules; they import only this, so no import circle ties them
 * to the engine.
 */
import type { DilkelTables } from './tables.js';

/** An elimination as the engine records it. */
export interface EngineElimination {
  readonly seat: number;
  readonly ply: number;
}

/** The engine's state and the changes the rule modules make through it. */
export interface DilkelState {
  readonly t: DilkelTables;
  readonly n: number;
  /** Piece code per square: `seat * 8 + kind`, 0 for empty. */
  readonly sq: Int8Array;
  /** King square per seat, -1 once eliminated. */
  readonly king: Int32Array;
  /** Bit mask of eliminated seats. */
  out: number;
  turn: number;
  /** Castling rights: bit `seat` short, bit `4 + seat` long. */
  castle: number;
  /** Per seat: the square its last double step passed over, or -1. */
  readonly ep: Int32Array;
  /** `captured[seat * 8 + kind]`: pieces of that kind captured and not brought back. */
  readonly captured: Int8Array;
  ply: number;
  readonly elims: EngineElimination[];
  /** XORs Zobrist feature `i` (every change of state passes here). */
  toggle(i: number): void;
  /** Puts a piece on an empty square. */
  put(square: number, code: number): void;
  /** Empties a square. */
  clear(square: number): void;
  /** Sets a seat's en passant square (-1 for none). */
  setEp(seat: number, square: number): void;
  /** Sets all castling rights. */
  setCastle(bits: number): void;
  /** Gives the turn to a seat. */
  setTurn(seat: number): void;
  /** Is `target` attacked by any piece not belonging to `seat`? */
  attacked(target: number, seat: number): boolean;
  /** Is `seat`'s king attacked? */
  inCheck(seat: number): boolean;
  /** Number of seats still in the game. */
  remaining(): number;
  /** Legal moves of `seat` (whatever the turn); with `first`, stops after one. */
  legal(seat: number, out: Int32Array, first: boolean): number;
  /** Records a piece removed by an elimination (undone by unmake). */
  pushRemoved(square: number, code: number): void;
}
