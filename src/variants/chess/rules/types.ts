/**
 * Positions and moves of the chess variants played on the chess engine (Chess960 and the lichess
 * variants): chess positions with the variant's id and the few fields a variant adds.
 */
import type { ChessMove, ChessPosition } from '../types.js';

/** Ids of the chess variants built as rule hooks on the chess engine. */
export type ChessVariantId = 'chess960' | 'three-check' | 'king-of-the-hill' | 'racing-kings' | 'antichess' | 'horde' | 'atomic';

/**
 * A position of a chess variant: every field of {@link ChessPosition}, the variant's id, and
 * what the variant adds.
 *
 * @example
 * ```ts
 * const p = threeCheck.setup();
 * p.variant // 'three-check'
 * p.remainingChecks // { white: 3, black: 3 }
 * ```
 */
export interface ChessVariantPosition<V extends ChessVariantId = ChessVariantId> extends Omit<ChessPosition, 'variant'> {
  readonly variant: V;
  /**
   * Chess960: castling rights in X-FEN (`KQkq` when the castling rook is the outermost one on its
   * side, else its file letter, e.g. `Bb`); other variants: as in chess.
   */
  readonly castling: string;
  /** Three-check only: the checks each side still has to give to win (lichess FEN `3+3`). */
  readonly remainingChecks?: { readonly white: number; readonly black: number };
}

/**
 * A legal move of a chess variant: the chess move object. In Chess960 `uci` writes castling as
 * the king taking its own rook (`e1h1`), `to` is the king's destination.
 */
export type ChessVariantMove = ChessMove;
