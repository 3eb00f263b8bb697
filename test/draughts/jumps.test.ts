/** The core jump-chain enumerator (src/core/jumps.ts) on a plain line and grid, independent of draughts. */
import { describe, expect, it } from 'vitest';
import { createBoard, rect } from '../../src/core/index.js';
import { jumpChains } from '../../src/core/jumps.js';

describe('core jumpChains', () => {
  // a line of 7 nodes 0..6 with 'e' edges; pieces on 1, 3, 5
  const line = createBoard(
    Array.from({ length: 7 }, (_, i) => ({ name: `n${i}`, x: i, y: 0 })),
    Array.from({ length: 6 }, (_, i) => ({ from: `n${i}`, to: `n${i + 1}`, dir: 'e' })),
  );
  const occupied = new Set([1, 3, 5]);
  const spec = { dirs: [0], canJumpOver: (n: number) => occupied.has(n), canLand: (n: number) => !occupied.has(n) };

  it('a chain must be completed: only the maximal chain is returned, with its path', () => {
    expect(jumpChains(line, 0, spec)).toEqual([{ from: 0, path: [2, 4, 6], over: [1, 3, 5], ended: false }]);
  });

  it('mayStop returns every prefix', () => {
    expect(jumpChains(line, 0, { ...spec, mayStop: true }).map((c) => c.path)).toEqual([[2], [2, 4], [2, 4, 6]]);
  });

  it('endsAt stops a chain (e.g. crowning)', () => {
    expect(jumpChains(line, 0, { ...spec, endsAt: (n) => n === 4 })).toEqual([{ from: 0, path: [2, 4], over: [1, 3], ended: true }]);
  });

  it('a piece is jumped only once, and two routes over the same pieces are two chains', () => {
    // 5x5 grid, orthogonal jumps; four pieces round c3, the jumper on the corner b2 of that square
    const g = rect(5, 5);
    const id = (name: string) => g.nodeId(name);
    const pieces = new Set(['b3', 'c4', 'd3', 'c2'].map(id));
    const dirs = ['n', 'e', 's', 'w'].map((d) => g.dirIndex(d));
    const from = id('b2');
    const chains = jumpChains(g, from, {
      dirs,
      canJumpOver: (n) => pieces.has(n),
      canLand: (n) => n === from || !pieces.has(n),
    });
    // b2 → over b3 → b4 → over c4 → d4 → over d3 → d2 → over c2 → b2, or the other way round
    expect(chains.map((c) => c.path.map((n) => g.names[n]))).toEqual([
      ['b4', 'd4', 'd2', 'b2'],
      ['d2', 'd4', 'b4', 'b2'],
    ]);
    for (const c of chains) expect(new Set(c.over).size).toBe(4);
  });
});
