/** Piece letters in `DraughtsPosition.squares` and small helpers around them. */
import type { Piece } from '../../core/index.js';
import type { DraughtsPlayer } from './types.js';

/** Empty square. */
export const EMPTY = '.';

/** Owner of a piece letter, or undefined for an empty square. */
export function ownerOf(letter: string): DraughtsPlayer | undefined {
  if (letter === 'b' || letter === 'B') return 'black';
  if (letter === 'w' || letter === 'W') return 'white';
  return undefined;
}

/** Whether a piece letter is a king. */
export function isKing(letter: string): boolean {
  return letter === 'B' || letter === 'W';
}

/** The other side. */
export function opponent(player: DraughtsPlayer): DraughtsPlayer {
  return player === 'black' ? 'white' : 'black';
}

/** Square name of a 0-based id. */
export function squareName(id: number): string {
  return String(id + 1);
}

/**
 * A square letter as the piece a UI shows (`pieceAt`): kind `M` man or `K` king
 * (upper case, as every piece kind), owner `black` or `white`; `undefined` when empty.
 */
export function pieceOfLetter(letter: string): Piece<DraughtsPlayer> | undefined {
  const player = ownerOf(letter);
  return player === undefined ? undefined : { player, kind: isKing(letter) ? 'K' : 'M' };
}
