/**
 * The rules object of the draughts family and the plain data of its positions
 * and moves. Every variant (`international`, `russian`, …) is one
 * {@link DraughtsRules} value handed to `defineDraughts`.
 */
import type { Move, Position, RepetitionKeys } from '../../../core/index.js';

/** How captures that remove the same pieces by different routes are listed. */
export type Duplicates = 'keep' | 'drop';

/**
 * One criterion of capture precedence, applied in order (each keeps only the
 * captures scoring highest on it):
 * - `count`: most pieces captured (majority rule);
 * - `with-king`: a capture made with a king before one made with a man;
 * - `kings`: most kings among the captured pieces;
 * - `king-order`: the captured kings met earliest in the sequence (Italian).
 */
export type PrecedenceRule = 'count' | 'with-king' | 'kings' | 'king-order';

/**
 * The rules of one draughts game as data.
 *
 * @example
 * ```ts
 * const rules: DraughtsRules = { id: 'brazilian', name: 'Brazilian draughts', width: 8, height: 8, rows: 3,
 *   first: 'white', menCaptureBackward: true, kings: 'flying', precedence: ['count'], crowning: 'at-end',
 *   duplicates: 'drop', draw: { repetitions: 3, quietPlies: 40 } };
 * ```
 */
export interface DraughtsRules {
  /** Variant id (`international`, …). */
  readonly id: string;
  /** Human name. */
  readonly name: string;
  /** Board files (columns). */
  readonly width: number;
  /** Board ranks (rows). */
  readonly height: number;
  /**
   * Which colour the playing squares are: `false` (default) when the lower-left
   * corner (a1, seen by White) is a playing square, `true` for the flipped
   * Italian/Spanish board whose lower-left corner is not played on.
   */
  readonly inverted?: boolean;
  /** Rows of men each side starts with, counted from its own edge. */
  readonly rows: number;
  /** Who moves first. */
  readonly first: 'white' | 'black';
  /** Whether men may capture backwards. */
  readonly menCaptureBackward: boolean;
  /** Whether men may capture kings (Italian: no). Default true. */
  readonly menCaptureKings?: boolean;
  /** Kings move and capture any distance (`flying`) or one square (`short`). */
  readonly kings: 'flying' | 'short';
  /**
   * Where a flying king lands after a capture: `any` empty square beyond (default);
   * `behind` the square directly behind the captured piece (Thai); `behind-king`
   * directly behind when the last piece it takes is a king (Killer).
   */
  readonly kingLanding?: 'any' | 'behind' | 'behind-king';
  /** Capture precedence criteria in order; empty for free choice. */
  readonly precedence: readonly PrecedenceRule[];
  /**
   * A man reaching the far row during a capture: `at-end` crowns it only if the
   * move ends there (it goes on capturing as a man); `passing` crowns it at once
   * and it goes on capturing as a king (Russian); `halts` ends the move there
   * with a crown (English).
   */
  readonly crowning: 'at-end' | 'passing' | 'halts';
  /**
   * When captured pieces leave the board: `end` of the move (the Turkish strike:
   * a jumped piece stays, blocks, and cannot be jumped twice; default) or
   * `immediate`ly as each is jumped (Thai).
   */
  readonly removal?: 'end' | 'immediate';
  /** The federation's convention for listing captures with the same pieces by different routes. */
  readonly duplicates: Duplicates;
  /** Draw rules: repetitions of the same position, and plies without a capture or a man move. */
  readonly draw: { readonly repetitions: number; readonly quietPlies: number };
}

/** Options of every family variant's `setup` and `parse`. */
export interface FamilyOptions {
  /** List captures by different routes over the same pieces once (`drop`) or each (`keep`); default: the federation's. */
  readonly duplicates?: Duplicates;
}

/**
 * A position of a family variant: plain, readonly, JSON-able. `squares` has one
 * character per playing square, square 1 first: `b` black man, `B` black king,
 * `w` white man, `W` white king, `.` empty.
 */
export interface FamilyPosition extends Position {
  readonly turn: 'black' | 'white';
  readonly squares: string;
  readonly duplicates: Duplicates;
  /** Plies since the last capture or man move. */
  readonly quietPlies: number;
  /** Hashes of earlier positions since the last irreversible move. */
  readonly repetition: RepetitionKeys;
}

/** A family move: `path` lists every landing square in order (one square for a step). */
export interface FamilyMove extends Move {
  readonly path: readonly string[];
  /** True when a man is crowned by this move. */
  readonly crowns: boolean;
  /** The player moving. */
  readonly player: 'black' | 'white';
  /** Kind of the moving piece: `M` man or `K` king. */
  readonly piece: 'M' | 'K';
  /** Kinds (`M`, `K`) of the captured pieces, in the order of `captures`. */
  readonly capturedKinds: readonly ('M' | 'K')[];
  /** `K` when the move crowns a man (the same as `crowns`). */
  readonly promotion?: 'K';
}
