/**
 * Antichess: the game is drawn by insufficient material when neither side can ever lose all its
 * pieces, as lichess's move generators shakmaty and chessops decide it: every piece left is a
 * bishop, and each side's bishops stand on the squares of one colour, the other side's on the
 * other colour, so no capture can ever happen again. (A knight against a knight is not a draw:
 * one side can always win it, which side depends on the position.)
 *
 * Not counted here (scalachess adds them): such bishops with pawns that can never move.
 */
import { bishopsOnOppositeColours, material } from './material.js';

/** True when neither side can ever win this antichess position. */
export function antichessInsufficientMaterial(board: string): boolean {
  const [white, black] = material(board);
  return bishopsOnOppositeColours(white, black, false);
}
