/**
 * The square numbers a player types. Draughts and the Diamond games name their squares by
 * number (`11-15`, `13A-21`) while the board is drawn with pieces, so `play` shows a key: the
 * same board with each square's name, side by side with the position. Games whose squares are
 * named by file and rank (`e4`), which the board's labels already show, need none.
 */
import { renderBoard, type AnyVariant } from '../core/index.js';

/** Names like `e4`, `b12` are file-rank coordinates, readable from the board's labels. */
const COORDINATE = /^[a-z]+\d+$/;

/** The board drawn with square names instead of pieces, or undefined when the labels already give them. */
export function squareKey(variant: AnyVariant): string | undefined {
  const names = variant.board.names as readonly string[];
  if (names.every((n) => COORDINATE.test(n))) return undefined;
  return renderBoard(variant.board);
}

/** `left` and `right` side by side (top-aligned), `gap` spaces apart. */
export function besideEachOther(left: string, right: string, gap = 4): string {
  const a = left.split('\n'), b = right.split('\n');
  const width = Math.max(...a.map((l) => l.length));
  const rows = Math.max(a.length, b.length);
  const out: string[] = [];
  for (let i = 0; i < rows; i++) out.push(`${(a[i] ?? '').padEnd(width)}${' '.repeat(gap)}${b[i] ?? ''}`.trimEnd());
  return out.join('\n');
}
