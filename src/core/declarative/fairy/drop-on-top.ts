/**
 * `enclosingDrop = top` (Fairy-Stockfish position.h drop_region, TOP; Connect Four): a disc falls
 * down its column, so a drop lands only on the first rank or right above a piece. Walls are not
 * pieces there (pieces() leaves them out), so a wall holds nothing up.
 */
import type { BoardCells } from './board-cells.js';

/** May a drop land on the empty square `sq`: first rank, or a piece (of either side) below it? */
export function onTop(s: BoardCells, sq: number): boolean {
  const below = sq - s.c.files;
  return below < 0 || (s.cells[below] as number) >= 2;
}
