/**
 * Who sits where: the seating, turn order and setup of Dilkel Checkmates as
 * data. The rulebook's Diagram 1 is lost; this is the reconstruction described
 * in docs/dilkel.md. A recovered diagram changes only this file.
 */
import type { Compass } from '../../core/directions.js';

/** The four players, in seating order (clockwise, which is also turn order). */
export const DILKEL_PLAYERS = ['red', 'blue', 'yellow', 'green'] as const;
/** A Dilkel player id. */
export type DilkelPlayer = (typeof DILKEL_PLAYERS)[number];

/** One seat at the board. */
export interface DilkelSeat {
  readonly player: DilkelPlayer;
  /** Colour prefix of its pieces in position text (`r`, `b`, `y`, `g`). */
  readonly letter: string;
  /** Its "forward": the compass direction its pawns move. */
  readonly forward: Compass;
  /** Its baseline, from the player's own left to its right (holds {@link DILKEL_BACK_RANK}). */
  readonly baseline: readonly string[];
  /** Its pawns' starting squares. */
  readonly pawns: readonly string[];
}

/**
 * "The Queen must always be positioned on the right hand side of the King":
 * the baseline, read from the player's own left.
 */
export const DILKEL_BACK_RANK = 'RNBKQBNR';

/**
 * The seats in turn order: "The game will then proceed in a clockwise order."
 * Red sits South, Blue West, Yellow North, Green East.
 */
export const DILKEL_SEATS: readonly DilkelSeat[] = [
  { player: 'red', letter: 'r', forward: 'n', baseline: ['d1', 'e1', 'f1', 'g1', 'h1', 'i1', 'j1', 'k1'], pawns: ['d2', 'e2', 'f2', 'g2', 'h2', 'i2', 'j2', 'k2'] },
  { player: 'blue', letter: 'b', forward: 'e', baseline: ['a11', 'a10', 'a9', 'a8', 'a7', 'a6', 'a5', 'a4'], pawns: ['b11', 'b10', 'b9', 'b8', 'b7', 'b6', 'b5', 'b4'] },
  { player: 'yellow', letter: 'y', forward: 's', baseline: ['k14', 'j14', 'i14', 'h14', 'g14', 'f14', 'e14', 'd14'], pawns: ['k13', 'j13', 'i13', 'h13', 'g13', 'f13', 'e13', 'd13'] },
  { player: 'green', letter: 'g', forward: 'w', baseline: ['n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'n10', 'n11'], pawns: ['m4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10', 'm11'] },
];

/** The first player when no option says otherwise (the rulebook draws it by lot). */
export const DILKEL_DEFAULT_FIRST: DilkelPlayer = 'red';
