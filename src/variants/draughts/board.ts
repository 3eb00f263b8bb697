/**
 * The 32 playing squares of English draughts as a graph, numbered 1–32 the
 * standard PDN way, with chess-like coordinates so `renderBoard` draws the 8x8
 * pattern (White at the bottom, a1 dark).
 */
import { DIAGONAL, lattice, lazy, type Board, type NodeSpec } from '../../core/index.js';

/** Number of playing squares. */
export const SQUARES = 32;

/** Coordinates of square `id` (0-based; square number `id + 1`): x = file 0..7, y = rank 0..7. */
export function squareXY(id: number): { x: number; y: number } {
  // "row 8 holds 1–4 (b8, d8, f8, h8), row 7 holds 5–8 (a7, c7, e7, g7)": rows alternate their offset.
  const row = Math.floor(id / 4);
  const x = (id % 4) * 2 + (row % 2 === 0 ? 1 : 0);
  return { x, y: 7 - row };
}

/** Builds the board: nodes '1'..'32' (node id = square number - 1), joined along the diagonals ne, se, sw, nw. */
export function createDraughtsBoard(): Board {
  const nodes: NodeSpec[] = [];
  for (let id = 0; id < SQUARES; id++) nodes.push({ name: String(id + 1), ...squareXY(id) });
  return lattice(nodes, DIAGONAL);
}

/** The board, built on first use. */
export const draughtsBoard = lazy(createDraughtsBoard);

/** Direction indices on the board (DIAGONAL order). */
export const NE = 0;
/** South-east (towards higher square numbers). */
export const SE = 1;
/** South-west. */
export const SW = 2;
/** North-west. */
export const NW = 3;
