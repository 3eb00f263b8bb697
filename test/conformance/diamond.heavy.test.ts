/**
 * Conformance for the three Diamond games under every capture mode, plus their
 * invariants: men are never created; a Diamond Queens stack never mixes sides
 * (a move never lands on opponent men); corners are never jumped.
 */
import { expect } from 'vitest';
import { runConformance } from '../../src/testing/index.js';
import { readDiamond } from './read-pieces.js';
import { diamondCheckers, diamondKings, diamondQueens, type DiamondMove, type DiamondPosition, type DiamondVariant } from '../../src/variants/diamond/index.js';
import type { Move, Position } from '../../src/core/index.js';

const CORNERS = new Set(['1A', '1B', '17A', '17B']);

function men(v: DiamondVariant, p: DiamondPosition, sign: 1 | -1): number {
  let total = 0;
  for (const c of p.cells) if (c * sign > 0) total += v.id === 'diamond-queens' ? Math.abs(c) : 1;
  return total;
}

function invariants(v: DiamondVariant) {
  const board = v.board;
  return {
    positionInvariant(position: Position): void {
      const p = position as DiamondPosition;
      expect(p.cells).toHaveLength(41);
      for (const c of p.cells) expect(Number.isInteger(c)).toBe(true);
      // Men are never created: each side keeps at most its 12.
      expect(men(v, p, 1)).toBeLessThanOrEqual(12);
      expect(men(v, p, -1)).toBeLessThanOrEqual(12);
    },
    moveInvariant(before: Position, move: Move, after: Position): void {
      const b = before as DiamondPosition, a = after as DiamondPosition, m = move as DiamondMove;
      const mover = b.turn === 'a' ? 1 : -1;
      if (m.kind !== 'insist') {
        expect(men(v, a, mover), 'the mover neither gains nor loses men').toBe(men(v, b, mover));
        const taken = m.captures.reduce((s, c) => s + (v.id === 'diamond-queens' ? Math.abs(b.cells[board.nodeId(c)] ?? 0) : 1), 0);
        expect(men(v, a, mover === 1 ? -1 : 1), 'the opponent loses exactly the men captured').toBe(men(v, b, mover === 1 ? -1 : 1) - taken);
        // A stack never mixes sides: no move ends on opponent men.
        expect((b.cells[board.nodeId(m.to)] ?? 0) * mover).toBeGreaterThanOrEqual(0);
        // Corners are never jumped: no capture in a corner, and no jump passes over one.
        for (const c of m.captures) expect(CORNERS.has(c)).toBe(false);
        let at = m.from;
        for (const land of m.path) {
          const p = board.coords[board.nodeId(at)], q = board.coords[board.nodeId(land)];
          if (p && q && Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y)) === 2) {
            const mid = board.names.find((_, i) => board.coords[i]?.x === (p.x + q.x) / 2 && board.coords[i]?.y === (p.y + q.y) / 2);
            expect(CORNERS.has(mid ?? '')).toBe(false);
          }
          at = land;
        }
      } else {
        expect(men(v, a, 1) + men(v, a, -1)).toBe(men(v, b, 1) + men(v, b, -1));
      }
    },
  };
}

const STARTS: Record<string, Record<string, string[]>> = {
  'diamond-checkers': {
    mandatory: ['A:AD21,K13A,7A:B14A,12B,9B,K5A', 'B:A13A,14A,D3B:B21,20B,K6A'],
    'on-demand': ['B:A21:B14A,1B:H1:I13A-21/0', 'A:A13A:B14A,1B:J', 'A:AD21,K13A,7A:B14A,12B,9B,K5A'],
    optional: ['A:AD21,K13A,7A:B14A,12B,9B,K5A'],
  },
  'diamond-kings': {
    mandatory: ['A:A1A,2A,11A:B20A,14B,4B,2B', 'B:A21,13A,20A,20B:B13B,12B,1B'],
    'on-demand': ['B:A12A:B21,1B:H4:I13A-12A/3', 'A:A1A,2A,11A:B20A,14B,4B,2B'],
    optional: ['A:A1A,2A,11A:B20A,14B,4B,2B'],
  },
  'diamond-queens': {
    mandatory: ['A:A7A*3,13A,1A:B21*2,13B*4,1B'],
    'on-demand': ['B:A7A,13A*2:B21*2,1B:H1:I1*7A-13A/0', 'A:A7A*3,13A,1A:B21*2,13B*4,1B'],
    optional: ['A:A7A*3,13A,1A:B21*2,13B*4,1B'],
  },
};

for (const v of [diamondCheckers, diamondKings, diamondQueens]) {
  for (const capture of ['mandatory', 'on-demand', 'optional'] as const) {
    runConformance(v, {
      label: `capture: ${capture}`,
      options: { capture },
      starts: STARTS[v.id]?.[capture] ?? [],
      playouts: 3,
      maxPlies: 30,
      endPlayouts: 2,
      // Under capture on demand, insists hold the ply-counter draw back, one after another.
      unboundedHistory: capture === 'on-demand',
      readPieces: readDiamond(v.id === 'diamond-checkers' ? 'checkers' : v.id === 'diamond-kings' ? 'kings' : 'queens'),
      ...invariants(v),
    });
  }
}
