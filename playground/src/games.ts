/**
 * The games the page offers: every game of the package (`variants`, so a game
 * added there appears by itself), then a few games defined as data from
 * `boardwright/fairy` whose ids the package's own games do not use.
 */
import { variants, type AnyVariant } from 'boardwright';
import {
  amazons, ataxx, capablanca, connectfour, duck, flipello, gomoku, isolation, janggi, joust, makruk, shogi, snailtrail, tictactoe, xiangqi,
} from 'boardwright/fairy';

// Shogi waits for its pictures to name each board piece's kind (data-kind), which the browser test reads.
// The walling games take a third click for the wall; Connect Four a click in the column; the stone games
// (tic-tac-toe, Gomoku, Othello) a click on the empty cell, as a drop of their only kind in hand.
const FAIRY = [
  xiangqi, shogi, capablanca, makruk, janggi, duck, amazons, isolation, snailtrail, joust, connectfour, tictactoe, gomoku, flipello, ataxx,
] as unknown as readonly AnyVariant[];

/** The games in the page's list, in order. */
export const games: readonly AnyVariant[] = [...variants, ...FAIRY.filter((f) => !variants.some((v) => v.id === f.id))];
