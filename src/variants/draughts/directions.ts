/**
 * Which diagonals a piece may use. "The player whose turn it is moves one of
 * his/her draughtsmen forward one square in a diagonal direction"; "A king can
 * move or capture diagonally both forwards and backwards." Black sits at the
 * top (squares 1–12), so Black's forward is south, White's north.
 */
import { NE, NW, SE, SW } from './board.js';
import type { DraughtsPlayer } from './types.js';

const BLACK_MAN: readonly number[] = [SE, SW];
const WHITE_MAN: readonly number[] = [NE, NW];
const KING: readonly number[] = [NE, SE, SW, NW];

/** Direction indices a piece moves and jumps along: men forward only, kings both ways. */
export function pieceDirections(player: DraughtsPlayer, king: boolean): readonly number[] {
  if (king) return KING;
  return player === 'black' ? BLACK_MAN : WHITE_MAN;
}
