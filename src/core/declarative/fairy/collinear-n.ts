/**
 * `collinearN` (Fairy-Stockfish, three musketeers): N of the mover's counting pieces stand on one
 * line of an allowed direction, whatever stands between them (position.cpp counts every such piece
 * along the whole line through a square).
 */
import { counts, type ConnectRules } from './connect-lines.js';

export function collinearEnd(rules: ConnectRules, cells: Uint8Array, side: number): boolean {
  const lines = rules.lines, want = rules.collinear;
  for (let i = 0; i < lines.length;) {
    const len = lines[i] as number;
    let on = 0;
    for (let j = 1; j <= len; j++) if (counts(rules, cells[lines[i + j] as number] as number, side)) on++;
    if (on >= want) return true;
    i += len + 1;
  }
  return false;
}
