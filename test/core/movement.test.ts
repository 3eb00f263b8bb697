import { describe, expect, it } from 'vitest';
import {
  rect, compileAtoms, atomTargets, offsetTable, pathTable, targetsOf, relativeFrame, resolveDirection, opposite,
  CHESS_PIECES, KNIGHT_OFFSETS, NONE, type Occupancy,
} from '../../src/core/index.js';

const b = rect(8, 8);
const names = (ids: readonly number[]) => ids.map((n) => b.names[n]).sort();
const emptyBoard: Occupancy = () => 0;

describe('player-relative directions', () => {
  it('forward is north for a south seat, south for a north seat; left and right follow the seat', () => {
    expect(relativeFrame('n')).toMatchObject({ forward: 'n', left: 'w', right: 'e', 'forward-left': 'nw' });
    expect(relativeFrame('s')).toMatchObject({ forward: 's', left: 'e', right: 'w', back: 'n' });
    expect(relativeFrame('e')).toMatchObject({ forward: 'e', left: 'n', right: 's' });
    expect(resolveDirection('forward-right', 'w')).toBe('nw');
    expect(opposite('ne')).toBe('sw');
  });
});

describe('movement atoms', () => {
  it('a knight on a1 reaches b3 and c2; in the middle eight squares', () => {
    const knight = compileAtoms(b, CHESS_PIECES.N);
    expect(names(atomTargets(b, knight, b.nodeId('a1'), emptyBoard).map((t) => t.to))).toEqual(['b3', 'c2']);
    expect(atomTargets(b, knight, b.nodeId('d4'), emptyBoard)).toHaveLength(8);
    expect(names(targetsOf(offsetTable(b, KNIGHT_OFFSETS), b.nodeId('a1')))).toEqual(['b3', 'c2']);
  });

  it('a rook slides until blocked, capturing an enemy but not an ally', () => {
    const rook = compileAtoms(b, CHESS_PIECES.R);
    const occ: Occupancy = (n) => (b.names[n] === 'a4' ? 2 : b.names[n] === 'c1' ? 1 : 0);
    const targets = atomTargets(b, rook, b.nodeId('a1'), occ);
    expect(names(targets.map((t) => t.to))).toEqual(['a2', 'a3', 'a4', 'b1']);
    expect(targets.find((t) => b.names[t.to] === 'a4')?.captured).toBe(b.nodeId('a4'));
  });

  it('quiet-only and capture-only steps, relative to the seat (a pawn-like piece)', () => {
    const white = compileAtoms(b, [{ kind: 'step', dirs: ['forward'], mode: 'quiet' }, { kind: 'step', dirs: ['forward-left', 'forward-right'], mode: 'capture' }], 'n');
    const black = compileAtoms(b, [{ kind: 'step', dirs: ['forward'], mode: 'quiet' }], 's');
    const occ: Occupancy = (n) => (b.names[n] === 'd5' ? 2 : 0);
    expect(names(atomTargets(b, white, b.nodeId('e4'), occ).map((t) => t.to))).toEqual(['d5', 'e5']);
    expect(names(atomTargets(b, black, b.nodeId('e4'), occ).map((t) => t.to))).toEqual(['e3']);
  });

  it('a jump goes over an adjacent piece of the named side to the empty node beyond', () => {
    const jumper = compileAtoms(b, [{ kind: 'jump', dirs: ['ne', 'nw'], over: 'enemy' }]);
    const occ: Occupancy = (n) => (b.names[n] === 'd5' ? 2 : b.names[n] === 'f5' ? 1 : 0);
    const targets = atomTargets(b, jumper, b.nodeId('e4'), occ);
    expect(targets).toEqual([{ to: b.nodeId('c6'), captured: b.nodeId('d5'), over: b.nodeId('d5') }]);
  });

  it('a slide may be limited to max steps', () => {
    const short = compileAtoms(b, [{ kind: 'slide', dirs: ['n'], max: 2 }]);
    expect(names(atomTargets(b, short, b.nodeId('a1'), emptyBoard).map((t) => t.to))).toEqual(['a2', 'a3']);
  });

  it('path tables follow direction sequences on the graph; unknown directions are refused', () => {
    const kingSteps = pathTable(b, ['n', 'e', 's', 'w'].map((d) => [b.dirIndex(d)]));
    expect(names(targetsOf(kingSteps, b.nodeId('a1')))).toEqual(['a2', 'b1']);
    expect(() => compileAtoms(rect(2, 2), [{ kind: 'step', dirs: ['up' as never] }])).toThrow(/up/);
    expect(b.step(b.nodeId('h8'), b.dirIndex('n'))).toBe(NONE);
  });
});
