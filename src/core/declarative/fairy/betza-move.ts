/**
 * One move of a piece as Betza notation describes it: the shape both the Betza reader (betza.ts)
 * and Fairy-Stockfish's move-table rules (betza-tables.ts) work on, in a file of its own so neither
 * imports the other for it.
 */

/** One move direction of a piece, from White's side. */
export interface BetzaMove {
  /** Ranks forward. */
  readonly dr: number;
  /** Files to the right. */
  readonly df: number;
  /** `step` a leap, `lame` a leap whose path must be empty, `slide` a rider, `hop` a hopper. */
  readonly kind: 'step' | 'lame' | 'slide' | 'hop';
  /** Riders: the most squares (0 none); hoppers: 0 any, 1 a grasshopper, more the most squares from its own square, the hurdle's included. */
  readonly limit: number;
  readonly quiet: boolean;
  readonly capture: boolean;
  /** Only from the double-step region (quiet only). */
  readonly initial: boolean;
}
