/**
 * Positions and moves of the chess variants played on the chess engine (Chess960 and the lichess
 * variants): chess positions with the variant's id and the few fields a variant adds.
 */
import type { ChessMove, ChessPosition } from '../types.js';

/** Ids of the chess variants built as rule hooks on the chess engine. */
export type ChessVariantId = 'chess960' | 'three-check' | 'king-of-the-hill' | 'racing-kings' | 'antichess' | 'horde' | 'atomic' | 'crazyhouse';

/** Crazyhouse: the pieces one side holds in hand, by kind (kings are never captured). */
export interface CrazyhousePocket {
  readonly P: number;
  readonly N: number;
  readonly B: number;
  readonly R: number;
  readonly Q: number;
}

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
  /**
   * Crazyhouse only: the pieces each side has captured and may drop (in the capturer's colour;
   * FEN `[Nn]`). The start position has all counts 0.
   */
  readonly pockets?: { readonly white: CrazyhousePocket; readonly black: CrazyhousePocket };
  /**
   * Crazyhouse only: the squares (a1 … h8 order) of pieces that were promoted from pawns (FEN
   * `Q~`): captured, they go to the pocket as pawns.
   */
  readonly promoted?: readonly string[];
}

/**
 * A legal move of a chess variant: the chess move object. In Chess960 `uci` writes castling as
 * the king taking its own rook (`e1h1`), `to` is the king's destination.
 */
export type ChessVariantMove = ChessMove;
