/**
 * The board's nodes with their coordinates in one documented drawing order, so
 * a renderer (SVG, canvas, terminal) never parses board strings.
 */
import type { Board, Point } from './graph.js';

/** One node of a board, for drawing. */
export interface BoardNode extends Point {
  /** Dense node id (index into the board tables and `board.names`). */
  readonly id: number;
  /** Node name (`e4`, `17`, `13A`). */
  readonly name: string;
}

const cache = /* @__PURE__ */ new WeakMap<Board, readonly BoardNode[]>();

/**
 * Every node of a board in drawing order: rows from the highest `y` (the top of
 * the picture, the far side for the first player) down to the lowest, and within
 * a row from the lowest `x` (left) to the highest. This is the order
 * `renderBoard` draws in and `pieces(position)` lists in. Coordinates are the
 * board's own (x to the right, y upward; a diamond or a cross keeps its shape).
 *
 * @example
 * ```ts
 * boardNodes(chess.board)[0]  // { id: 56, name: 'a8', x: 0, y: 7 }
 * boardNodes(chess.board)[63] // { id: 7, name: 'h1', x: 7, y: 0 }
 * ```
 */
export function boardNodes(board: Board): readonly BoardNode[] {
  let nodes = cache.get(board);
  if (!nodes) {
    const list = board.names.map((name, id) => {
      const p = board.coords[id] as Point;
      return Object.freeze({ id, name, x: p.x, y: p.y });
    });
    // A stable sort: nodes sharing coordinates (none of our boards) keep id order.
    list.sort((a, b) => b.y - a.y || a.x - b.x);
    nodes = Object.freeze(list);
    cache.set(board, nodes);
  }
  return nodes;
}
