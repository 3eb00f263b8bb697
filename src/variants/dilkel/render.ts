/**
 * Plain-text drawing of the cross board with the core's renderer.
 */
import { renderBoard } from '../../core/render.js';
import { fromEngine, toEngine, type DilkelPosition } from './position.js';
import { dilkelTables } from './tables.js';

/** Draws a position: `rK` style pieces, `.` for empty squares, ranks and files labelled. */
export function renderPosition(position: DilkelPosition): string {
  const { pieces } = fromEngine(toEngine(position)); // a malformed object is refused, not half drawn
  const { board } = dilkelTables();
  return renderBoard(board, {
    cell: (n) => pieces[board.names[n] as string] ?? '.',
    width: 3,
    rowLabel: (y) => String(y + 1),
    columnLabel: (x) => String.fromCharCode(97 + x),
  });
}
