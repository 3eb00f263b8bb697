/**
 * `enclosingDrop = snort` (Fairy-Stockfish position.h drop_region, SNORT; the game Snort, also
 * called Cats and Dogs): a drop may not land orthogonally next to one of the opponent's pieces.
 */
import type { BoardCells } from './board-cells.js';

/** Is the empty square `sq` free of the opponent's pieces on its four orthogonal neighbours? */
export function snortOk(s: BoardCells, sq: number, us: number): boolean {
  const files = s.c.files, n = s.c.n, f = sq % files, cells = s.cells;
  const theirs = (to: number): boolean => {
    const cell = cells[to] as number;
    return cell >= 2 && ((cell - 2) & 1) !== us;
  };
  return !((f > 0 && theirs(sq - 1)) || (f < files - 1 && theirs(sq + 1))
    || (sq >= files && theirs(sq - files)) || (sq + files < n && theirs(sq + files)));
}
