/** Text diagram of a family position with the core renderer (White at the bottom). */
import { renderBoard } from '../../../core/index.js';
import type { FamilyContext } from './context.js';
import type { FamilyPosition } from './types.js';

/** Draws the board: `b`/`w` men, `B`/`W` kings, `.` empty playing squares, files and ranks labelled. */
export function renderFamily(ctx: FamilyContext, position: FamilyPosition): string {
  return renderBoard(ctx.board, {
    cell: (n) => position.squares[n] ?? '?',
    width: 2,
    rowLabel: (y) => String(y + 1),
    columnLabel: (x) => String.fromCharCode(97 + x),
  });
}
