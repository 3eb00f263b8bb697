/**
 * Atomic: the game is drawn by insufficient material when neither side can ever win, as lichess's
 * move generators shakmaty and chessops decide it (per side, then both):
 *
 * - a bare king can never win;
 * - against a bare king, a queen or a pawn (a future queen) can win, and so can any two pieces
 *   except two knights; one knight, bishop or rook alone cannot (the enemy king cannot be
 *   exploded, and a lone piece cannot mate: kings may stand next to each other in atomic);
 * - while both sides have pieces besides the king, either side may still explode something next
 *   to the other king, unless every piece left is a bishop and each side's bishops stand on the
 *   squares of one colour, the other side's on the other colour (no bishop can ever capture).
 *
 * Not counted here (scalachess adds them): closed pawn structures that no piece can break.
 */
import { bishopsOnOppositeColours, material, type Material } from './material.js';

/** Can a side with `m` (and its king) never win against a bare king? */
function cannotMateBareKing(m: Material): boolean {
  if (m.queens > 0 || m.pawns > 0) return false;
  const minorsAndRooks = m.knights + m.bishops + m.rooks;
  if (minorsAndRooks === 1) return true;
  return minorsAndRooks === m.knights && m.knights <= 2;
}

/** True when neither side can ever win this atomic position (both kings on the board). */
export function atomicInsufficientMaterial(board: string): boolean {
  const [white, black] = material(board);
  if (white.kings === 0 || black.kings === 0) return false; // a king exploded: the game is already won
  const whiteArmy = white.pieces - white.kings, blackArmy = black.pieces - black.kings;
  if (whiteArmy === 0 && blackArmy === 0) return true;
  if (whiteArmy > 0 && blackArmy > 0) return bishopsOnOppositeColours(white, black, true);
  return cannotMateBareKing(whiteArmy > 0 ? white : black);
}
