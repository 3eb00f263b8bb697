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
 * - `king-order`: the captured kings met earliest in the sequence (Italian);
 * - `value`: most value, a king counting more than one man and less than two
 *   (men + 2 × kings, then fewer kings; Frisian).
 */
export type PrecedenceRule = 'count' | 'with-king' | 'kings' | 'king-order' | 'value';

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
  /**
   * Men and kings capture along rows and columns as well as diagonals (Frisian):
   * over the next square of the same colour, two files or two ranks away. Moves
   * stay diagonal. Default false.
   */
  readonly orthogonalCaptures?: boolean;
  /**
   * A side with both men and kings may make at most this many non-capturing
   * moves in a row with the same king (Frisian: 3); absent for no limit.
   */
  readonly kingMoveLimit?: number;
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
  /**
   * How squares are written: `numeric` PDN numbers (default; `32-28`, `19x30`,
   * FEN `W:W31-50:B1-20`) or `algebraic` names (Russian, Czech: `c3-d4`,
   * `c3:e5`, FEN `W:Wa1,c1:Bb8`). Moves and positions are read in either form.
   */
  readonly notation?: 'numeric' | 'algebraic';
  /** The federation's draw rules (each can be turned off). */
  readonly draw: DrawRules;
}

/**
 * Draw rules as data. A number of 0 turns its rule off; `endgames` absent or
 * empty means no endgame move limits.
 *
 * @example
 * ```ts
 * // FMJD art. 6: threefold repetition; 25 moves each of kings only; 16 and 5 moves in the small endgames.
 * const draw: DrawRules = { repetitions: 3, quietPlies: 50, endgames: [
 *   { article: 'FMJD 6.3', when: 'lone-king', pieces: [3, 3], plies: 32 },
 *   { article: 'FMJD 6.4', when: 'lone-king', pieces: [1, 2], plies: 10 },
 * ] };
 * ```
 */
export interface DrawRules {
  /** The position's n-th occurrence (same player to move) draws; 0: no repetition draw. */
  readonly repetitions: number;
  /** Plies in a row without a capture or a man move (only kings moving) that draw; 0: no such draw. */
  readonly quietPlies: number;
  /** Endgame move limits, each checked on its own; absent or empty: none. */
  readonly endgames?: readonly EndgameDraw[];
}

/**
 * An endgame move limit: once the material matches, the game is drawn when
 * `plies` more plies have been played without the material changing (a
 * capture, or a crowning that leaves the material class or that
 * `crowningRestarts`, starts the count again).
 */
export interface EndgameDraw {
  /** The article implemented, for documentation (`'FMJD 6.3'`). */
  readonly article: string;
  /**
   * `lone-king`: one side has a single king and nothing else, the other side
   * `pieces` pieces with at least one king (all kings with `kingsOnly`);
   * `both-kings`: each side has a king and the board holds `pieces` pieces.
   */
  readonly when: 'lone-king' | 'both-kings';
  /** Fewest and most pieces: of the side against the lone king, or on the whole board. */
  readonly pieces: readonly [number, number];
  /** `lone-king` only: the other side has kings only (Russian 7.2.4). */
  readonly kingsOnly?: boolean;
  /** `lone-king` only: the limit applies while the lone king stands on the long diagonal (Russian 7.2.7). */
  readonly longDiagonal?: boolean;
  /** Plies (two per move of each player) after which the game is drawn. */
  readonly plies: number;
  /** A crowning restarts the count (Russian 7.2.6: the balance of forces changed). */
  readonly crowningRestarts?: boolean;
}

/** Why a family game ends (a closed union). */
export type FamilyEndReason =
  | 'no-pieces'
  | 'no-moves'
  | 'threefold-repetition'
  | 'repetition'
  | 'draw-after-plies'
  | 'endgame-move-limit';

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
  /** Plies since the endgame material of the rules' `draw.endgames` arose (absent: 0). */
  readonly endgamePlies?: number;
  /**
   * Rules with `kingMoveLimit`: per side, the king that made the last
   * non-capturing moves in a row and how many (absent: none yet).
   */
  readonly kingRuns?: { readonly black?: KingRun; readonly white?: KingRun };
}

/** A king's run of non-capturing moves (the `kingMoveLimit` rule): its square and the moves made. */
export interface KingRun {
  readonly square: string;
  readonly moves: number;
}

/** A family move: squares are named in the rules' notation; `path` lists every landing square in order (one square for a step). */
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
