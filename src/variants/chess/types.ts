/**
 * Chess positions and moves as plain, readonly, JSON-able data.
 */
import type { CheckingMove, DROP_FROM, Position, SquareMove } from '../../core/variant.js';
import type { RepetitionKeys } from '../../core/repetition.js';

/** Why a chess game ends or may end (a closed union: `status(p).reason`, `draw`, `claimableDraw`). */
export type ChessEndReason = 'checkmate' | 'stalemate' | 'insufficient-material' | 'threefold-repetition' | 'fivefold-repetition' | 'fifty-move-rule' | 'seventy-five-move-rule';

/** A chess side. */
export type ChessColor = 'white' | 'black';

/** Promotion piece, upper case like every piece kind in the package (UCI writes it lower case: `e7e8q`); `K` only in antichess. */
export type PromotionPiece = 'Q' | 'R' | 'B' | 'N' | 'K';

/** A promotion piece as board UIs and chess.js write it: one letter, either case (`q` or `Q`); `k`/`K` only in antichess. */
export type PromotionLetter = 'q' | 'r' | 'b' | 'n' | 'k' | 'Q' | 'R' | 'B' | 'N' | 'K';

/**
 * A chess move named by its squares, as chessground, react-chessboard and chess.js hold it:
 * `{ from: 'e2', to: 'e4' }`, `{ from: 'e7', to: 'e8', promotion: 'q' }`. A pawn reaching the last
 * rank without `promotion` is `AMBIGUOUS_MOVE` listing the choices. Chess960 castling may name the
 * king's square and either the king's destination or the rook's square (`e1`→`g1` or `e1`→`h1`).
 * Drops (crazyhouse) are played as text (`N@f3`) or as a listed move.
 */
export interface ChessSquareMove extends SquareMove {
  /**
   * The promotion piece, one letter in either case (`q` or `Q`; see {@link PromotionLetter}).
   * Typed open (`string`) so that every game object stays assignable to the generic `Variant`
   * that tools such as `GameRecord` and the bot take; another letter is `INVALID_ARGUMENT`.
   */
  readonly promotion?: PromotionLetter | (string & {});
}

/**
 * What `play` / `tryPlay` of chess and of every chess variant accept: move text (SAN in any common
 * spelling, or UCI), a move object `legalMoves` listed, or a {@link ChessSquareMove}.
 *
 * @example
 * ```ts
 * chess.play(p, 'e4'); chess.play(p, 'e2e4'); chess.play(p, { from: 'e2', to: 'e4' });
 * chess.play(p, chess.legalMoves(p)[0]!);
 * ```
 */
export type ChessMoveInput = string | ChessMove | ChessSquareMove | ChessDropMove;

/**
 * A crazyhouse drop named by its piece (the shape every fairy game takes too): `{ piece: 'N', to: 'e4' }`,
 * or with `from: '@'`. A chess variant without drops lists none, so it is `ILLEGAL_MOVE` there.
 */
export interface ChessDropMove {
  /** The dropped piece's letter, either case. */
  readonly piece: string;
  readonly to: string;
  readonly from?: '@';
}

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
