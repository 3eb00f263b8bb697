/**
 * The board graph of a game played on intersections (xiangqi, janggi), for drawing: points joined
 * along files and ranks, the inner files cut between the two middle ranks where there is a river,
 * and the two diagonals of each 3x3 palace (the royal piece's mobility region, when it is one).
 */
import { createBoard, type Board, type EdgeSpec, type NodeSpec } from '../../graph.js';
import { algebraic } from '../../shapes.js';
import type { Compiled } from './compile.js';

/** The intersections board of a compiled game. */
export function intersectionsBoard(c: Compiled, river: boolean): Board {
  const { files, ranks, n } = c;
  const nodes: NodeSpec[] = [];
  const edges: EdgeSpec[] = [];
  for (let r = 0; r < ranks; r++) for (let f = 0; f < files; f++) nodes.push({ name: algebraic(f, r), x: f, y: r });
  const gap = river && ranks % 2 === 0 ? ranks / 2 - 1 : -1;
  const link = (a: number, b: number, dir: string, back: string): void => {
    const from = algebraic(a % files, Math.floor(a / files)), to = algebraic(b % files, Math.floor(b / files));
    edges.push({ from, to, dir }, { from: to, to: from, dir: back });
  };
  for (let r = 0; r < ranks; r++) {
    for (let f = 0; f < files; f++) {
      const sq = r * files + f;
      if (f + 1 < files) link(sq, sq + 1, 'e', 'w');
      if (r + 1 < ranks && !(r === gap && f > 0 && f < files - 1)) link(sq, sq + files, 'n', 's');
    }
  }
  // Palaces: the royal piece's region, when it is a 3x3 block, gets its two diagonals.
  if (c.king >= 0) {
    for (let side = 0; side < 2; side++) {
      const code = 2 + 2 * c.king + side;
      const region: number[] = [];
      for (let sq = 0; sq < n; sq++) if (c.regionOk[code * n + sq] === 1) region.push(sq);
      if (region.length !== 9) continue;
      const r0 = Math.floor((region[0] as number) / files), f0 = (region[0] as number) % files;
      const block = region.every((sq) => Math.floor(sq / files) - r0 < 3 && Math.floor(sq / files) >= r0 && sq % files - f0 < 3 && sq % files >= f0);
      if (!block) continue;
      const at = (dr: number, df: number): number => (r0 + dr) * files + f0 + df;
      link(at(0, 0), at(1, 1), 'ne', 'sw');
      link(at(1, 1), at(2, 2), 'ne', 'sw');
      link(at(0, 2), at(1, 1), 'nw', 'se');
      link(at(1, 1), at(2, 0), 'nw', 'se');
    }
  }
  return createBoard(nodes, edges, ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw']);
}
