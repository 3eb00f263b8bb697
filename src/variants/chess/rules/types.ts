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
 * The fields every chess-variant position may have: every field of {@link ChessPosition}, the
 * variant's id, and the optional fields some variants add. A variant's own position type
 * ({@link ChessVariantPosition}) says which of them it always has.
 *
 * @example
 * ```ts
 * const p = threeCheck.setup();
 * p.variant // 'three-check'
 * p.remainingChecks // { white: 3, black: 3 }
 * ```
 */
export interface ChessVariantPositionBase<V extends ChessVariantId = ChessVariantId> extends Omit<ChessPosition, 'variant'> {
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

/** The three-check counters: the checks each side still has to give to win. */
export interface RemainingChecks {
  readonly white: number;
  readonly black: number;
}

/** A three-check position: it always has its counters. */
export interface ThreeCheckPosition extends ChessVariantPositionBase<'three-check'> {
  /** The checks each side still has to give to win, 3 each at the start (lichess FEN `3+3`). */
  readonly remainingChecks: RemainingChecks;
}

/** A crazyhouse position: it always has its pockets and its promoted marks. */
export interface CrazyhousePosition extends ChessVariantPositionBase<'crazyhouse'> {
  /** The pieces each side has captured and may drop (FEN `[Nn]`); all 0 at the start. */
  readonly pockets: { readonly white: CrazyhousePocket; readonly black: CrazyhousePocket };
  /** Squares of pieces promoted from pawns (FEN `Q~`), which go to the pocket as pawns when captured. */
  readonly promoted: readonly string[];
}

/**
 * The position type of each chess variant, by id: what that variant's positions always have
 * (`threeCheck` positions their `remainingChecks`, `crazyhouse` positions their `pockets` and
 * `promoted`), the others a {@link ChessVariantPositionBase} with their id.
 */
export interface ChessVariantPositions {
  readonly chess960: ChessVariantPositionBase<'chess960'>;
  readonly 'three-check': ThreeCheckPosition;
  readonly 'king-of-the-hill': ChessVariantPositionBase<'king-of-the-hill'>;
  readonly 'racing-kings': ChessVariantPositionBase<'racing-kings'>;
  readonly antichess: ChessVariantPositionBase<'antichess'>;
  readonly horde: ChessVariantPositionBase<'horde'>;
  readonly atomic: ChessVariantPositionBase<'atomic'>;
  readonly crazyhouse: CrazyhousePosition;
}

/**
 * A legal move of a chess variant: the chess move object. In Chess960 `uci` writes castling as
 * the king taking its own rook (`e1h1`), `to` is the king's destination.
 */
export type ChessVariantMove = ChessMove;

/**
 * A position of chess variant `V` (by default any of them): `ChessVariantPosition<'crazyhouse'>`
 * is a {@link CrazyhousePosition}, whose `pockets` are always there.
 *
 * @example
 * ```ts
 * const p: ChessVariantPosition<'three-check'> = threeCheck.setup();
 * p.remainingChecks.white // 3
 * ```
 */
export type ChessVariantPosition<V extends ChessVariantId = ChessVariantId> = ChessVariantPositions[V];
