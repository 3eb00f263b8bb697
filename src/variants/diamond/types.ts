/**
 * The plain data of the three Diamond games: positions, moves and options.
 */
import type { Move, Position } from '../../core/variant.js';
import type { RepetitionKeys } from '../../core/repetition.js';
import type { DiamondPlayer } from './board.js';

/** Why a Diamond game ends (a closed union). */
export type DiamondEndReason = 'no-pieces' | 'no-moves' | 'threefold-repetition' | 'draw-after-plies';

/**
 * When a side must jump:
 * - `'mandatory'` (default): a side that can jump must jump (Diamond Kings and Queens: when it has a *direct* jump; it may then make any capturing move);
 * - `'on-demand'`: the rulebook's letter; after a move that ignored a jump (a direct jump in Kings and Queens) the opponent may play `insist`: the move is taken back and the offender must jump;
 * - `'optional'`: jumping is never compulsory.
 */
export type CaptureRule = 'mandatory' | 'on-demand' | 'optional';

/** Options of `setup` and `parse`. */
export interface DiamondOptions {
  /** Capture enforcement; default `'mandatory'`. */
  readonly capture?: CaptureRule;
  /** Who moves first in `setup`; default `'a'` (the rulebook does not say). */
  readonly firstPlayer?: DiamondPlayer;
  /** Draw after this many plies without a capture or a promotion; default 200; 0 turns the rule off. */
  readonly drawAfterPlies?: number;
  /** Draw on the third occurrence of a position; default true. */
  readonly repetition?: boolean;
}

/**
 * A move that ignored a jump, kept so that the opponent may insist
 * (capture rule `'on-demand'`). It holds exactly what is needed to take the
 * move back.
 */
export interface PendingInsist {
  /** Where the offending move started. */
  readonly from: string;
  /** Where it ended. */
  readonly to: string;
  /** Men moved (Diamond Queens; 1 otherwise). */
  readonly count: number;
  /** Rank of the moved man before the move (Diamond Checkers: `'man'`, `'king'` or `'diamond-king'`; others `'diamond-king'`). */
  readonly rank: DiamondRank;
  /** The ply counter before the move. */
  readonly plies: number;
}

/** Rank of a man. In Diamond Kings and Diamond Queens every man is a Diamond King. */
export type DiamondRank = 'man' | 'king' | 'diamond-king';

/**
 * A Diamond position: plain, readonly, JSON-able.
 *
 * `cells[id]` describes board node `id` (ids as in `board.names`): 0 empty,
 * positive for A's men, negative for B's. The magnitude is the rank in
 * Diamond Checkers (1 man, 2 King, 3 Diamond King), 1 in Diamond Kings, and
 * the number of men in the stack in Diamond Queens.
 */
export interface DiamondPosition extends Position {
  readonly variant: 'diamond-checkers' | 'diamond-kings' | 'diamond-queens';
  readonly turn: DiamondPlayer;
  readonly cells: readonly number[];
  /** Plies since the last capture or promotion. */
  readonly plies: number;
  /** Hashes of earlier positions that may still repeat. */
  readonly keys: RepetitionKeys;
  readonly capture: CaptureRule;
  /** 0: no ply-counter draw. */
  readonly drawAfterPlies: number;
  readonly repetition: boolean;
  /** Set when the opponent's last move ignored a jump and the side to move may insist (`'on-demand'` only). */
  readonly insist?: PendingInsist;
  /** Set after an insist: the side to move must make a capturing move. */
  readonly mustJump?: boolean;
}

/** A Diamond move. `kind` is `'insist'` for the on-demand insist action. */
export interface DiamondMove extends Move {
  /** Men moved (Diamond Queens stacks; 1 otherwise; 0 for an insist). */
  readonly count: number;
  /** Every landing position, in order (a step has one). */
  readonly path: readonly string[];
  readonly kind?: 'insist';
  /** The player moving. */
  readonly player: DiamondPlayer;
  /** Kind of the moving piece: `M` man, `K` King, `D` Diamond King (for an insist, the offender's). */
  readonly piece: 'M' | 'K' | 'D';
  /** Kinds of the removed men, in the order of `captures` (a whole stack in Queens counts as one). */
  readonly capturedKinds: readonly ('M' | 'K' | 'D')[];
}
