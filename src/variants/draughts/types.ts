/** Types of the English draughts variant: options, positions and moves. */
import type { Move, Position, RepetitionKeys } from '../../core/index.js';

/** Why an English draughts game ends (a closed union). */
export type DraughtsEndReason = 'no-pieces' | 'no-moves' | 'threefold-repetition' | 'draw-after-plies';

/** The two sides; Black moves first. */
export type DraughtsPlayer = 'black' | 'white';

/** How captures are enforced: `mandatory` (standard) or `huffing` (a missed capture may be punished). */
export type CaptureRule = 'mandatory' | 'huffing';

/** Options of the English draughts variant. */
export interface DraughtsOptions {
  /** Capture enforcement; default `'mandatory'`. */
  readonly capture?: CaptureRule;
  /** Plies without a capture or a man move after which the game is drawn; default 80; 0 turns the rule off. */
  readonly drawAfterPlies?: number;
}

/**
 * A move that ignored an available capture under `capture: 'huffing'`, waiting
 * for the opponent to huff, insist or ignore.
 */
export interface Offence {
  /** Square the offending piece moved from. */
  readonly from: string;
  /** Square it moved to. */
  readonly to: string;
  /** Whether the moving piece was already a king (otherwise a man that may have been crowned by the move). */
  readonly wasKing: boolean;
  /** Squares (after the move) of the offender's pieces that could have captured: the ones that may be huffed. */
  readonly offenders: readonly string[];
  /** The plies counter before the offending move (restored by an insist). */
  readonly quietPlies: number;
  /** The repetition memory before the offending move (restored by an insist). */
  readonly repetition: RepetitionKeys;
}

/**
 * An English draughts position: plain, readonly, JSON-able.
 *
 * `squares` has 32 characters, square 1 first: `b` black man, `B` black king,
 * `w` white man, `W` white king, `.` empty.
 */
export interface DraughtsPosition extends Position {
  readonly variant: 'draughts';
  readonly turn: DraughtsPlayer;
  readonly squares: string;
  readonly capture: CaptureRule;
  readonly drawAfterPlies: number;
  /** Plies since the last capture or man move. */
  readonly quietPlies: number;
  /** Hashes of earlier positions since the last irreversible move (for threefold repetition). */
  readonly repetition: RepetitionKeys;
  /** Huffing only: the previous move ignored a capture. */
  readonly offence?: Offence;
  /** Huffing only: the opponent insisted, so the side to move must capture. */
  readonly mustCapture?: boolean;
}

/**
 * A draughts move. Ordinary moves have `path` (every landing square, in order;
 * one square for a step); `kind: 'huff'` removes `captures[0]` and leaves the
 * same player to move; `kind: 'insist'` takes the opponent's offending move back.
 */
export interface DraughtsMove extends Move {
  /** Landing squares in order (the last is `to`); empty for huff and insist. */
  readonly path: readonly string[];
  /** True when a man is crowned by this move. */
  readonly crowns: boolean;
  readonly kind?: 'huff' | 'insist';
  /** The player moving (for a huff, the huffing player). */
  readonly player: DraughtsPlayer;
  /** Kind of the piece on `from`: `M` man or `K` king (for a huff, the huffed piece; for an insist, the offender). */
  readonly piece: 'M' | 'K';
  /** Kinds (`M`, `K`) of the removed pieces, in the order of `captures`. */
  readonly capturedKinds: readonly ('M' | 'K')[];
  /** `K` when the move crowns a man (the same as `crowns`). */
  readonly promotion?: 'K';
}
