/**
 * The points of a xiangqi position read from the engine's own FEN (already checked by the engine):
 * one letter per point, upper case for Red (the first seat, `red`), '' for an empty point.
 */
import type { XiangqiDialect } from './dialect.js';

/** The board of a FEN, indexed `rank * files + file` (rank 0 is Red's back rank). Linear in the FEN's length. */
export function readBoard(d: XiangqiDialect, fen: string): string[] {
  const cells = new Array<string>(d.files * d.ranks).fill('');
  const end = fen.indexOf(' ');
  const placement = end < 0 ? fen : fen.slice(0, end);
  let rank = d.ranks - 1, file = 0, run = 0;
  for (const c of placement) {
    if (c >= '0' && c <= '9') { run = run * 10 + Number(c); continue; }
    file += run; run = 0;
    if (c === '/') { rank--; file = 0; continue; }
    if (c === '*') { file++; continue; }
    if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) {
      if (rank >= 0 && file < d.files) cells[rank * d.files + file] = c;
      file++;
    }
  }
  return cells;
}
