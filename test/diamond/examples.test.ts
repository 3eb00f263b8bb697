/**
 * The rulebook's worked examples, as listed at the end of shared/rules/diamond.md.
 * Each position is written in the library's position text; each expectation is
 * the rulebook's sentence.
 */
import { describe, expect, it } from 'vitest';
import { diamondCheckers, diamondKings } from '../../src/variants/diamond/index.js';

const notations = (moves: readonly { notation: string }[]): string[] => moves.map((m) => m.notation).sort();

describe('worked example 1: man, King and Diamond King steps from 13A', () => {
  it('a man on 13A may step to 21, 14A or 12A, not to 7A', () => {
    const moves = notations(diamondCheckers.legalMoves(diamondCheckers.parse('A:A13A:B1B')));
    expect(moves).toEqual(['13A-12A', '13A-14A', '13A-21']);
  });
  it('a King on 13A may also step to 7A', () => {
    const moves = notations(diamondCheckers.legalMoves(diamondCheckers.parse('A:AK13A:B1B')));
    expect(moves).toEqual(['13A-12A', '13A-14A', '13A-21', '13A-7A']);
  });
  it('a Diamond King on 13A may also step to 6A, 8A, 20B, 20A', () => {
    const moves = notations(diamondCheckers.legalMoves(diamondCheckers.parse('A:AD13A:B1B')));
    expect(moves).toEqual(['13A-12A', '13A-14A', '13A-20A', '13A-20B', '13A-21', '13A-6A', '13A-7A', '13A-8A']);
  });
});

describe('worked example 2: jumps from 13A', () => {
  it.each([
    ['14A', '15A'],
    ['21', '13B'],
    ['12A', '11A'],
  ])('a man on 13A jumps %s to %s', (over, land) => {
    const p = diamondCheckers.parse(`A:A13A:B${over}`);
    const move = diamondCheckers.legalMoves(p).find((m) => m.notation === `13Ax${land}`);
    expect(move?.captures).toEqual([over]);
  });
  it('a King on 13A jumps 7A to 3A (a man may not jump backward)', () => {
    expect(notations(diamondCheckers.legalMoves(diamondCheckers.parse('A:AK13A:B7A')))).toEqual(['13Ax3A']);
    expect(notations(diamondCheckers.legalMoves(diamondCheckers.parse('A:A13A:B7A')))).not.toContain('13Ax3A');
  });
});

describe('worked example 3: a Diamond King on 21 jumps across the diamonds', () => {
  it.each([
    ['14A', '9A'],
    ['12A', '5A'],
    ['14B', '9B'],
    ['12B', '5B'],
  ])('a Diamond King on 21 jumps %s to %s', (over, land) => {
    const p = diamondCheckers.parse(`A:AD21:B${over},1B`);
    expect(notations(diamondCheckers.legalMoves(p))).toEqual([`21x${land}`]);
  });
});

describe('worked example 4: Diamond Kings, a man on 21', () => {
  it('steps to 13B, 13A, 20B, 20A, 12B, 14B, 12A, 14A', () => {
    const moves = notations(diamondKings.legalMoves(diamondKings.parse('A:A21:B1B')));
    expect(moves).toEqual(['21-12A', '21-12B', '21-13A', '21-13B', '21-14A', '21-14B', '21-20A', '21-20B']);
  });
  it.each([
    ['20B', '19B'], ['20A', '19A'], ['13B', '7B'], ['13A', '7A'],
    ['12B', '5B'], ['14B', '9B'], ['12A', '5A'], ['14A', '9A'],
  ])('jumps %s to %s (own man: stays; opponent: taken)', (over, land) => {
    const own = diamondKings.parse(`A:A21,${over}:B1B`);
    expect(notations(diamondKings.legalMoves(own))).toContain(`21:${land}`);
    const after = diamondKings.play(own, `21:${land}`);
    expect(diamondKings.format(after)).toContain(over);
    const enemy = diamondKings.parse(`A:A21:B${over},1B`);
    const move = diamondKings.legalMoves(enemy).find((m) => m.notation === `21x${land}`);
    expect(move?.captures).toEqual([over]);
  });
});

describe('worked example 5: Diamond Kings continued jump', () => {
  const start = diamondKings.parse('A:A1A,2A,11A:B20A,14B,4B,2B');
  it('a man on 1A jumps own 2A to 5A, own 11A to 19A, opponents 20A to 21, 14B to 9B and 4B to 1B', () => {
    const move = diamondKings.legalMoves(start).find((m) => m.notation === '1A:5A:19Ax21x9Bx1B');
    expect(move?.captures).toEqual(['20A', '14B', '4B']);
    expect(move?.path).toEqual(['5A', '19A', '21', '9B', '1B']);
  });
  it('and stops in the corner although a further jump (over 2B) would be open', () => {
    expect(notations(diamondKings.legalMoves(start)).filter((n) => n.startsWith('1A:5A:19Ax21x9Bx1B'))).toEqual(['1A:5A:19Ax21x9Bx1B']);
    const after = diamondKings.play(start, '1A:5A:19Ax21x9Bx1B');
    expect(diamondKings.format(after)).toBe('B:A2A,11A,1B:B2B');
  });
});
