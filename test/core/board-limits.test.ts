/**
 * Board builders refuse sizes outside their documented range with
 * `INVALID_BOARD` before building anything: `rect` takes 1–100 files and
 * ranks, `diamond` a radius 0–50, `createBoard` and `lattice` 1–10,000 nodes.
 */
import { describe, expect, it } from 'vitest';
import { createBoard, diamond, lattice, rect } from '../../src/core/index.js';

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (e) {
    return (e as { code?: string }).code;
  }
  return undefined;
};

describe('board sizes', () => {
  it.each([
    [1e5, 1e5], [0, 0], [-1, 3], [NaN, 3], [3, NaN], [Infinity, 3], [2.5, 3], [101, 1], [1, 101], ['8', 8], [undefined, 8],
  ])('rect(%s, %s) is INVALID_BOARD', (files, ranks) => {
    expect(codeOf(() => rect(files as number, ranks as number))).toBe('INVALID_BOARD');
  });

  it('rect takes every size from 1 x 1 to 100 x 100', () => {
    expect(rect(1, 1).size).toBe(1);
    expect(rect(100, 1).size).toBe(100);
    expect(rect(100, 100).size).toBe(10_000);
  });

  it.each([[-1], [51], [1e6], [NaN], [1.5]])('diamond(%s) is INVALID_BOARD', (radius) => {
    expect(codeOf(() => diamond(radius, (x, y) => `${x},${y}`))).toBe('INVALID_BOARD');
  });

  it('diamond takes radius 0 (one point) to 50 (5,101 points)', () => {
    expect(diamond(0, () => 'o').size).toBe(1);
    expect(diamond(50, (x, y) => `${x},${y}`).size).toBe(2 * 50 * 51 + 1);
  });

  it('createBoard refuses no nodes, more than 10,000 nodes, non-arrays, and nodes without finite coordinates', () => {
    const many = Array.from({ length: 10_001 }, (_, i) => ({ name: `n${i}`, x: i, y: 0 }));
    expect(codeOf(() => createBoard([], []))).toBe('INVALID_BOARD');
    expect(codeOf(() => createBoard(many, []))).toBe('INVALID_BOARD');
    expect(codeOf(() => lattice(many))).toBe('INVALID_BOARD');
    expect(codeOf(() => createBoard(null as never, []))).toBe('INVALID_BOARD');
    expect(codeOf(() => createBoard([{ name: 'a', x: 0, y: 0 }], null as never))).toBe('INVALID_BOARD');
    expect(codeOf(() => createBoard([null as never], []))).toBe('INVALID_BOARD');
    expect(codeOf(() => createBoard([{ name: 'a', x: NaN, y: 0 }], []))).toBe('INVALID_BOARD');
    expect(codeOf(() => createBoard([{ name: 'a', x: 0, y: 0 }], [null as never]))).toBe('INVALID_BOARD');
    expect(codeOf(() => createBoard([{ name: 'a', x: 0, y: 0 }], [{ from: 'a', to: 'a', dir: 7 as never }]))).toBe('INVALID_BOARD');
    expect(createBoard(many.slice(0, 10_000), []).size).toBe(10_000);
  });
});
