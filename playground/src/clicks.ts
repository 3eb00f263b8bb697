/**
 * Moves a click cannot say with "this piece to that node": a walling game's move also names its
 * wall (`{ from, to, wall }`, a third click), and Connect Four drops into a column, not onto a cell.
 */
import type { AnyVariant, Move } from 'boardwright';

/** The wall a two-part move places (duck, arrow, the square left), if any. */
export function wallOf(move: Move): string | undefined {
  return (move as Move & { wall?: string }).wall;
}

/** Whether every one of these moves waits for a wall: the click that names it is still to come. */
export function needWall(moves: readonly Move[]): boolean {
  return moves.length > 0 && moves.every((m) => wallOf(m) !== undefined);
}

/**
 * Stacking drops (Connect Four): when the side to move's drops fall at most one per column, a
 * click anywhere in a column means that column's drop; any other game gets none.
 */
export function columnDrop(v: AnyVariant, drops: readonly Move[], node: string): Move[] {
  const column = (n: string): number | undefined => v.board.coords[v.board.names.indexOf(n)]?.x;
  const columns = drops.map((m) => column(m.to));
  if (new Set(columns).size !== columns.length) return [];
  const x = column(node);
  return drops.filter((_, i) => columns[i] === x);
}
