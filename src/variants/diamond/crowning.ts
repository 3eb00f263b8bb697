/**
 * Diamond Checkers crowning, which takes effect when the move ends.
 *
 * "A man may become a King by moving into one of the four King positions on
 * his opponent's side of the board, positions 2, 4, 5, and 9." "A man may
 * become a Diamond King by moving into the Diamond King position on his
 * opponent's side" (the opponent's tip, 1). "It is not necessary for a man to
 * become a King before becoming a Diamond King."
 */
import { lazy } from '../../core/lazy.js';
import { named } from './board.js';

/** `crownTable()[side][node]`: rank a piece of `side` is crowned to on `node` (0: none). */
const crownTable = /* @__PURE__ */ lazy((): Uint8Array[] =>
  (['B', 'A'] as const).map((opponentHalf) => {
    const table = new Uint8Array(41);
    for (const id of named(opponentHalf, [2, 4, 5, 9])) table[id] = 2;
    for (const id of named(opponentHalf, [1])) table[id] = 3;
    return table;
  }),
);

/** The rank (1 man, 2 King, 3 Diamond King) of a piece of `side` (0 = A) with rank `rank` after a move ending on `to`. */
export function rankAfterMove(side: number, rank: number, to: number): number {
  const crown = (crownTable()[side] as Uint8Array)[to] as number;
  return crown > rank ? crown : rank;
}
