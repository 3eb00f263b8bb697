/** Perft on the mutable state: one preallocated buffer per ply, leaves counted in bulk at the last ply (the last two where a rule file counts replies); the games of stones only walked on their stones (stones-perft.ts). */
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
  // Made when the walk first reaches their ply (a game of stones walks past the root without them).
  const buffers: (Int32Array | undefined)[] = new Array(depth).fill(undefined);
  // Games whose rule file counts the replies to a list of moves without making them (enclosing-drop.ts: reversi).
  const replies = s.files.enclosingDrops?.replies;
  const lines = s.c.rules.connect;
  const walk = (d: number): number => {
    const buf = buffers[d - 1] ?? (buffers[d - 1] = new Int32Array(MAX_MOVES));
    const count = generateLegal(s, buf);
    if (d === 1) return count;
    if (d === 2 && replies !== undefined) {
      const leaves = replies(s, buf, count);
      if (leaves >= 0) return leaves;
    }
    // A game of stones only is walked on its stones (connect-n.ts), past the root's own end test.
    if (d === depth && lines !== null && count > 0) {
      const stones = s.files.connect!.perft(s, lines, d);
      if (stones >= 0) return stones;
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
