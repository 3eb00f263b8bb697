/** Perft on the mutable state: one preallocated buffer per ply, leaves counted in bulk at the last ply (the last two where a rule file counts replies). */
import { MAX_MOVES } from './generate.js';
import { generateLegal } from './legal-moves.js';
import type { FairyState } from './state.js';

/**
 * Leaf count of the legal-move tree to `depth` (a game that has ended generates no moves).
 * @example
 * ```ts
 * fairyPerft(state, 3) // 8902 from chess's start
 * ```
 */
export function fairyPerft(s: FairyState, depth: number): number {
  if (depth === 0) return 1;
  const buffers: Int32Array[] = [];
  for (let d = 0; d < depth; d++) buffers.push(new Int32Array(MAX_MOVES));
  // Games whose rule file counts the replies to a list of moves without making them (enclosing-drop.ts: reversi).
  const replies = s.files.enclosingDrops?.replies;
  const walk = (d: number): number => {
    const buf = buffers[d - 1] as Int32Array;
    const count = generateLegal(s, buf);
    if (d === 1) return count;
    if (d === 2 && replies !== undefined) {
      const leaves = replies(s, buf, count);
      if (leaves >= 0) return leaves;
    }
    let nodes = 0;
    for (let i = 0; i < count; i++) {
      s.make(buf[i] as number);
      nodes += walk(d - 1);
      s.unmake();
    }
    return nodes;
  };
  return walk(depth);
}
