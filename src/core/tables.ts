/**
 * Compiled target tables for steppers and leapers: for every node the list of
 * nodes it reaches, back to back in one Int32Array (no per-node arrays).
 */
import { NONE, nodeAt, type Board } from './graph.js';

/** Targets per node: `nodes[start[n] .. start[n + 1])`. */
export interface TargetTable {
  readonly start: Int32Array;
  readonly nodes: Int32Array;
}

function pack(board: Board, targetsOf: (node: number) => Iterable<number>): TargetTable {
  const start = new Int32Array(board.size + 1);
  const all: number[] = [];
  for (let n = 0; n < board.size; n++) {
    start[n] = all.length;
    for (const t of new Set(targetsOf(n))) all.push(t);
  }
  start[board.size] = all.length;
  return { start, nodes: Int32Array.from(all) };
}

/**
 * Targets reached by following each path of direction indices (every
 * intermediate node must exist). A chess king is `[[n], [ne], …]`.
 */
export function pathTable(board: Board, paths: readonly (readonly number[])[]): TargetTable {
  return pack(board, function* (node) {
    for (const path of paths) {
      let cur = node;
      for (const dir of path) {
        cur = board.step(cur, dir);
        if (cur === NONE) break;
      }
      if (cur !== NONE && cur !== node) yield cur;
    }
  });
}

/**
 * Targets at coordinate offsets (for leapers on lattice boards: a knight is the
 * eight `(±1, ±2)`/`(±2, ±1)` offsets). Holes in between do not matter: a leaper
 * leaps.
 */
export function offsetTable(board: Board, offsets: readonly (readonly [number, number])[]): TargetTable {
  return pack(board, function* (node) {
    const p = board.coords[node];
    if (!p) return;
    for (const [dx, dy] of offsets) {
      const t = nodeAt(board, p.x + dx, p.y + dy);
      if (t !== NONE) yield t;
    }
  });
}

/** The targets of `node` as a fresh array (convenience; hot loops index the table directly). */
export function targetsOf(table: TargetTable, node: number): number[] {
  return Array.from(table.nodes.subarray(table.start[node] as number, table.start[node + 1] as number));
}
