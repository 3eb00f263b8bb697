import { describe, expect, it } from 'vitest';
import { createBoard, rect, diamond, lattice, NONE, requireNode, requireDir, isBoardwrightError } from '../../src/core/index.js';
import { algebraicGrid } from '../../src/core/shapes.js';
import { chess } from '../../src/variants/chess/index.js';

describe('boards as graphs', () => {
  it('the 8x8 board the package builds for chess without input checks (algebraicGrid) is rect(8, 8), table for table', () => {
    const [grid, checked] = [algebraicGrid(8, 8), rect(8, 8)];
    expect([grid.size, grid.names, grid.coords, grid.directions]).toEqual([checked.size, checked.names, checked.coords, checked.directions]);
    for (const table of ['next', 'rayStart', 'rayLength', 'rayNodes'] as const) expect(Array.from(grid[table]), table).toEqual(Array.from(checked[table]));
    expect(grid.nodeId('e4')).toBe(checked.nodeId('e4'));
    expect(grid.ray(grid.nodeId('a1'), grid.dirIndex('ne')).map((n) => grid.names[n])).toEqual(['b2', 'c3', 'd4', 'e5', 'f6', 'g7', 'h8']);
    expect(chess.board.names).toEqual(checked.names);
  });

  it('rect(8, 8) numbers squares rank-major from a1 and links compass neighbours', () => {
    const b = rect(8, 8);
    expect(b.size).toBe(64);
    expect(b.names[0]).toBe('a1');
    expect(b.names[63]).toBe('h8');
    expect(b.nodeId('e4')).toBe(3 * 8 + 4);
    const e4 = b.nodeId('e4');
    expect(b.names[b.step(e4, b.dirIndex('n'))]).toBe('e5');
    expect(b.names[b.step(e4, b.dirIndex('sw'))]).toBe('d3');
    expect(b.step(b.nodeId('a1'), b.dirIndex('w'))).toBe(NONE);
  });

  it('rays run to the edge of the board, nearest first', () => {
    const b = rect(8, 8);
    const a1 = b.nodeId('a1');
    expect(b.ray(a1, b.dirIndex('ne')).map((n) => b.names[n])).toEqual(['b2', 'c3', 'd4', 'e5', 'f6', 'g7', 'h8']);
    expect(b.ray(a1, b.dirIndex('s'))).toEqual([]);
  });

  it('a cross board (14x14 minus 3x3 corners) has 160 squares and no links into holes', () => {
    const cross = rect(14, 14, { hole: (f, r) => (f < 3 || f > 10) && (r < 3 || r > 10) });
    expect(cross.size).toBe(160);
    expect(cross.nodeId('a1')).toBe(NONE);
    expect(cross.nodeId('d1')).not.toBe(NONE);
    expect(cross.step(cross.nodeId('d1'), cross.dirIndex('w'))).toBe(NONE);
    expect(cross.ray(cross.nodeId('a4'), cross.dirIndex('s'))).toEqual([]);
  });

  it('the diamond of |x|+|y| <= 4 has 41 points; diagonals go across the diamonds', () => {
    const d = diamond(4, (x, y) => `${x},${y}`);
    expect(d.size).toBe(41);
    const centre = d.nodeId('0,0');
    expect(d.names[d.step(centre, d.dirIndex('ne'))]).toBe('1,1');
    expect(d.step(d.nodeId('0,4'), d.dirIndex('ne'))).toBe(NONE);
  });

  it('explicit graphs take any labels, and a cyclic direction yields a finite ray', () => {
    const ring = createBoard(
      [{ name: 'a', x: 0, y: 0 }, { name: 'b', x: 1, y: 0 }, { name: 'c', x: 2, y: 0 }],
      [{ from: 'a', to: 'b', dir: 'cw' }, { from: 'b', to: 'c', dir: 'cw' }, { from: 'c', to: 'a', dir: 'cw' }],
    );
    expect(ring.ray(ring.nodeId('a'), ring.dirIndex('cw')).map((n) => ring.names[n])).toEqual(['b', 'c']);
  });

  it('refuses duplicate names, unknown edge ends and two neighbours in one direction', () => {
    expect(() => createBoard([{ name: 'a', x: 0, y: 0 }, { name: 'a', x: 1, y: 0 }], [])).toThrow(/used twice/);
    expect(() => createBoard([{ name: 'a', x: 0, y: 0 }], [{ from: 'a', to: 'z', dir: 'n' }])).toThrow(/unknown node/);
    const nodes = [{ name: 'a', x: 0, y: 0 }, { name: 'b', x: 1, y: 0 }, { name: 'c', x: 2, y: 0 }];
    expect(() => createBoard(nodes, [{ from: 'a', to: 'b', dir: 'e' }, { from: 'a', to: 'c', dir: 'e' }])).toThrow(/two neighbours/);
  });

  it('requireNode and requireDir name what is missing', () => {
    const b = lattice([{ name: 'p', x: 0, y: 0 }]);
    try { requireNode(b, 'q'); expect.unreachable(); } catch (e) {
      expect(isBoardwrightError(e) && e.code).toBe('UNKNOWN_NODE');
      expect((e as Error).message).toContain('"q"');
    }
    expect(() => requireDir(b, 'up')).toThrow(/no direction "up"/);
  });
});
