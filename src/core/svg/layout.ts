/**
 * Where each node goes in the picture: the board's coordinates turned so the
 * chosen player's seat is at the bottom, scaled so one square (or the shortest
 * line of a points board) is {@link CELL} units, with y flipped (SVG y grows down).
 */
import type { Board, Point } from '../graph.js';
import type { SvgCells } from './types.js';

/** Size of one square, or the shortest line between two points, in picture units. */
export const CELL = 100;

/** The picture's frame and every node's centre in it. */
export interface Layout {
  readonly width: number;
  readonly height: number;
  /** Node centres by node id, in picture units. */
  readonly centres: readonly Point[];
  /** Quarter turns applied (counter-clockwise). */
  readonly turns: number;
}

/** A point turned by `turns` quarter turns counter-clockwise about the origin (y up). */
export function turn(p: Point, turns: number): Point {
  switch (((turns % 4) + 4) % 4) {
    case 1: return { x: -p.y, y: p.x };
    case 2: return { x: -p.x, y: -p.y };
    case 3: return { x: p.y, y: -p.x };
    default: return p;
  }
}

/** The shortest line of the graph (linear in its size: one pass over the neighbour table); 1 when it has none. */
function shortestEdge(board: Board): number {
  let best = Infinity;
  const { size, next, coords } = board;
  for (let slot = 0; slot < next.length; slot++) {
    const to = next[slot] as number;
    if (to < 0) continue;
    const a = coords[slot % size] as Point, b = coords[to] as Point;
    const d = Math.hypot(a.x - b.x, a.y - b.y);
    if (d > 0 && d < best) best = d;
  }
  return Number.isFinite(best) ? best : 1;
}

/**
 * Lays the board out.
 * @example
 * ```ts
 * layout(rect(8, 8), 'squares', 0).width // 812 (8 squares and a thin margin)
 * ```
 */
export function layout(board: Board, cells: SvgCells, turns: number): Layout {
  const squares = cells !== 'points';
  // Grids have unit squares; a points board is scaled by its shortest line.
  const scale = CELL / (squares ? 1 : shortestEdge(board));
  // Connect Four's frame has a rim of its own around the holes.
  const margin = cells === 'frame' ? CELL * 0.2 : squares ? 6 : CELL * 0.75;
  const pad = squares ? CELL / 2 : 0;
  const turned = board.coords.map((p) => turn(p, turns));
  let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
  for (const p of turned) {
    minX = Math.min(minX, p.x); maxX = Math.max(maxX, p.x);
    minY = Math.min(minY, p.y); maxY = Math.max(maxY, p.y);
  }
  if (turned.length === 0) minX = maxX = minY = maxY = 0;
  const centres = turned.map((p) => ({ x: margin + pad + (p.x - minX) * scale, y: margin + pad + (maxY - p.y) * scale }));
  return {
    width: 2 * (margin + pad) + (maxX - minX) * scale,
    height: 2 * (margin + pad) + (maxY - minY) * scale,
    centres,
    turns,
  };
}
