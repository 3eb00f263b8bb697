/**
 * `enclosingDrop = anyside` (Fairy-Stockfish position.h drop_region, ANYSIDE; Zillions' "Connect
 * Four anyside"): a stone is pushed into a rank or file from one of its two ends, whose square must
 * be empty. The landing squares are computed as Fairy-Stockfish computes them, which is not always
 * where a sliding stone would stop: along each rank or file it takes the *lowest* empty square that
 * has, on the side away from the entry, a piece or the board's edge. From the west or the south
 * (entering at the low end) that is where the stone stops; from the east or the north it is the
 * lowest such square, below a gap if there is one. ffish 0.7.10 lists exactly these squares. The
 * drop region and the pawn-rank rules do not apply (drop_region starts this rule from no squares).
 * Walls are not pieces there, so they count as empty.
 */
import type { BoardCells } from './board-cells.js';

/** Marks in `out` (length n, cleared here) every square a drop may land on. */
export function anysideLandings(s: BoardCells, out: Uint8Array): void {
  const files = s.c.files, ranks = s.c.ranks, cells = s.cells;
  const piece = (f: number, r: number): boolean => (cells[r * files + f] as number) >= 2;
  out.fill(0);
  for (let r = 0; r < ranks; r++) {
    // From the west (a-file empty): the lowest empty file with a piece east of it, or the last file.
    if (!piece(0, r)) for (let f = 0; f < files; f++) if (!piece(f, r) && (f === files - 1 || piece(f + 1, r))) { out[r * files + f] = 1; break; }
    // From the east (last file empty): the lowest empty file with a piece west of it, or the a-file.
    if (!piece(files - 1, r)) for (let f = 0; f < files; f++) if (!piece(f, r) && (f === 0 || piece(f - 1, r))) { out[r * files + f] = 1; break; }
  }
  for (let f = 0; f < files; f++) {
    // From the south (first rank empty): the lowest empty rank with a piece above it, or the last rank.
    if (!piece(f, 0)) for (let r = 0; r < ranks; r++) if (!piece(f, r) && (r === ranks - 1 || piece(f, r + 1))) { out[r * files + f] = 1; break; }
    // From the north (last rank empty): the lowest empty rank with a piece below it, or the first rank.
    if (!piece(f, ranks - 1)) for (let r = 0; r < ranks; r++) if (!piece(f, r) && (r === 0 || piece(f, r - 1))) { out[r * files + f] = 1; break; }
  }
}
