/**
 * Insufficient material, a chess rule of its own.
 *
 * Rulebook (FIDE 5.2.2 / 9.6.2): "The game is drawn when a position has arisen
 * in which neither player can checkmate the opponent's king with any series
 * of legal moves." Detected as the dead positions every engine recognises:
 * K v K, K+N v K, and kings with any bishops that all stand on squares of one
 * colour (which covers K+B v K and K+B v K+B with same-coloured bishops).
 */

/** True when neither side can ever checkmate (board text from a1, as in positions). */
export function insufficientMaterial(board: string): boolean {
  let knights = 0;
  let light = 0;
  let dark = 0;
  for (let i = 0; i < 64; i++) {
    switch (board[i]) {
      case 'P': case 'p': case 'R': case 'r': case 'Q': case 'q': return false;
      case 'N': case 'n': knights++; break;
      case 'B': case 'b':
        // a1 (file 0, rank 0) is a dark square: file + rank even means dark.
        if (((i & 7) + (i >> 3)) % 2 === 0) dark++;
        else light++;
        break;
      default: break;
    }
  }
  if (knights === 0) return light === 0 || dark === 0;
  return knights === 1 && light + dark === 0;
}
