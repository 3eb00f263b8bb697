/** Text diagram of a position with the core renderer (White at the bottom). */
import { renderBoard } from '../../core/index.js';
import { englishContext } from './english-engine.js';
import type { DraughtsPosition } from './types.js';

const GLYPH: Readonly<Record<string, string>> = { b: 'b', B: 'B', w: 'w', W: 'W', '.': '.' };

/** Draws the 8x8 pattern: `b`/`w` men, `B`/`W` kings, `.` empty playing squares, files and ranks labelled. */
export function renderDraughts(position: DraughtsPosition): string {
  return renderBoard(englishContext().board, {
    cell: (n) => GLYPH[position.squares[n] as string] ?? '?',
    width: 2,
    rowLabel: (y) => String(y + 1),
    columnLabel: (x) => String.fromCharCode(97 + x),
  });
}
