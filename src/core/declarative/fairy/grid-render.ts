/**
 * `render()` of a game whose squares are named as a grid (`a1`: every game but the shogi family):
 * the core's text board with the ranks numbered and the files lettered. A view file
 * (view-files.ts), so a shogi app, which draws its own diagram (usi-render.ts), leaves it out.
 */
import type { Board } from '../../graph.js';
import { renderBoard } from '../../render.js';

/** The text board: `cell(node)` is a node's text (`.` empty, `*` a hole, the kind in its owner's case). */
export function renderGridBoard(board: Board, cell: (node: number) => string): string {
  return renderBoard(board, { cell, rowLabel: (y) => String(y + 1), columnLabel: (x) => String.fromCharCode(97 + x) });
}
