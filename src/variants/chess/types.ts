/**
 * Chess positions and moves as plain, readonly, JSON-able data.
 */
import type { CheckingMove, DROP_FROM, Position } from '../../core/variant.js';
import type { RepetitionKeys } from '../../core/repetition.js';

/** Why a chess game ends or may end (a closed union: `status(p).reason`, `draw`, `claimableDraw`). */
export type ChessEndReason = 'checkmate' | 'stalemate' | 'insufficient-material' | 'threefold-repetition' | 'fivefold-repetition' | 'fifty-move-rule' | 'seventy-five-move-rule';

/** A chess side. */
export type ChessColor = 'white' | 'black';

/** Promotion piece, upper case like every piece kind in the package (UCI writes it lower case: `e7e8q`); `K` only in antichess. */
export type PromotionPiece = 'Q' | 'R' | 'B' | 'N' | 'K';

/**
 * A chess position.
 *
 * @example
 * ```ts
 * const p = chess.setup();
 * p.board.slice(0, 8) // 'RNBQKBNR' (a1 … h1)
 * p.turn // 'white'
 * ```
 */
export interface ChessPosition extends Position {
  readonly variant: 'chess';
  readonly turn: ChessColor;
  /**
   * 64 characters, one per square from a1, b1, … h1, a2, … to h8 (the node
   * ids of the board): `PNBRQK` white, `pnbrqk` black, `.` empty.
   */
  readonly board: string;
  /** Castling rights as in FEN (`KQkq`, a subset in that order, or `-`). */
  readonly castling: string;
  /**
   * En passant target square, set only when an en passant capture is legal
   * (FIDE: positions differ only if the capture is possible), else `null`.
   */
  readonly enPassant: string | null;
  /** Half-moves since the last capture or pawn move (50/75-move rules). */
  readonly halfmove: number;
  /** Move number, starting at 1, incremented after Black's move. */
  readonly fullmove: number;
  /** Hashes of the earlier positions since the last capture or pawn move (repetition). */
  readonly keys: RepetitionKeys;
}

/** A legal chess move. */
export interface ChessMove extends CheckingMove<ChessColor> {
  /** SAN, e.g. `Nf3`, `exd6`, `O-O`, `e8=Q+`. */
  readonly notation: string;
  /** UCI long algebraic, e.g. `e2e4`, `e7e8q`, `e1g1` (castling). */
  readonly uci: string;
  /** The moving piece, uppercase (`P`, `N`, `B`, `R`, `Q`, `K`). */
  readonly piece: 'P' | 'N' | 'B' | 'R' | 'Q' | 'K';
  /** The piece a pawn promotes to (upper case). */
  readonly promotion?: PromotionPiece;
  /**
   * `castle`, `en-passant`, `promotion`, or (crazyhouse) `drop`: a piece from the mover's pocket put
   * on the empty square `to`; its `from` is `'@'` ({@link DROP_FROM}) and `piece` the dropped kind.
   * Absent for other moves.
   */
  readonly kind?: 'castle' | 'en-passant' | 'promotion' | 'drop';
}
