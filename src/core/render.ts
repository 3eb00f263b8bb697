/**
 * Plain-text rendering of any board from its node coordinates: rows from the
 * highest y down, columns by x, so a diamond looks like a diamond and a cross
 * like a cross.
 */
import { NONE, nodeAt, type Board } from './graph.js';

/** Options of {@link renderBoard}. */
export interface RenderOptions {
  /** Text for a node; default its name. */
  readonly cell?: (node: number) => string;
  /** Characters per column; default the widest cell plus one. */
  readonly width?: number;
  /** Label rows and columns with these functions of y and x (e.g. ranks and files). */
  readonly rowLabel?: (y: number) => string;
  readonly columnLabel?: (x: number) => string;
}

/**
 * Draws a board as text.
 * @example
 * ```ts
 * renderBoard(rect(3, 2)) // "a2 b2 c2\na1 b1 c1"
 * ```
 */
export function renderBoard(board: Board, options: RenderOptions = {}): string {
  const cell = options.cell ?? ((n: number) => board.names[n] as string);
  const texts = board.names.map((_, n) => cell(n));
  const width = options.width ?? Math.max(1, ...texts.map((t) => t.length)) + 1;
  const xs = board.coords.map((p) => p.x);
  const ys = board.coords.map((p) => p.y);
  const minX = Math.min(...xs), maxX = Math.max(...xs), minY = Math.min(...ys), maxY = Math.max(...ys);
  const labelWidth = options.rowLabel ? Math.max(...ys.map((y) => options.rowLabel?.(y).length ?? 0)) + 1 : 0;
  const lines: string[] = [];
  for (let y = maxY; y >= minY; y--) {
    let line = options.rowLabel ? options.rowLabel(y).padStart(labelWidth - 1) : '';
    for (let x = minX; x <= maxX; x++) {
      const n = nodeAt(board, x, y);
      line += (n === NONE ? '' : (texts[n] as string)).padStart(width);
    }
    lines.push(line.trimEnd());
  }
  if (options.columnLabel) {
    let line = ' '.repeat(Math.max(0, labelWidth - 1));
    for (let x = minX; x <= maxX; x++) line += options.columnLabel(x).padStart(width);
    lines.push(line.trimEnd());
  }
  return lines.join('\n');
}
