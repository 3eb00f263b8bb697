/**
 * What an end of the game says, apart from the rules that find one (end.ts and the end rules it
 * calls, each in its own file), so that those rules need not import the file that calls them.
 */

/** How a game ended, for the side to move: 1 win, -1 loss, 0 draw. */
export interface FairyEnd {
  readonly value: number;
  readonly reason: string;
}
