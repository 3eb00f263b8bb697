/**
 * `connectNxN` (Fairy-Stockfish, teeko): the mover's counting pieces fill an N by N square of the
 * board. Tried from each square as the block's lower-left corner.
 */
import { counts, type ConnectRules } from './connect-lines.js';

export function squareBlock(rules: ConnectRules, cells: Uint8Array, side: number): boolean {
  const size = rules.nxn, files = rules.files, ranks = cells.length / files;
  for (let r = 0; r + size <= ranks; r++) {
    for (let f = 0; f + size <= files; f++) {
      let full = true;
      for (let i = 0; i < size && full; i++) for (let j = 0; j < size && full; j++) full = counts(rules, cells[(r + i) * files + f + j] as number, side);
      if (full) return true;
    }
  }
  return false;
}
