/**
 * Writing game text is linear in the number of comments: many comments on
 * one ply cost each the same (the writer used to copy the ply's list once per
 * comment). Measured as n against 8n comments (8n = 10,000, the most a
 * record holds), interleaved, best of several runs: a linear writer takes
 * about 8x as long, a quadratic one about 64x (measured ~30x with the old
 * writer under load, fixed costs included); the bound is 16x.
 */
import { describe, expect, it } from 'vitest';
import { GameRecord } from '../../src/index.js';
import { writeGameText, readGameText } from '../../src/core/game-text.js';
import { diamondCheckers } from '../../src/variants/diamond/index.js';

function recordWith(comments: number): GameRecord<never, never> {
  const record = new GameRecord(diamondCheckers) as unknown as GameRecord<never, never>;
  record.play('13A-21' as never);
  for (let i = 0; i < comments; i++) record.comment(`c${i}`);
  return record;
}

function best(fn: () => void, runs: number): number {
  let min = Infinity;
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    fn();
    min = Math.min(min, performance.now() - t);
  }
  return min;
}

describe('game text with many comments', () => {
  it('writes n and 8n comments at one ply in time growing less than 16x (linear, not quadratic)', () => {
    const n = 1_250;
    const small = recordWith(n), large = recordWith(8 * n);
    let a = Infinity, b = Infinity;
    for (let round = 0; round < 5; round++) {
      a = Math.min(a, best(() => writeGameText(small), 10));
      b = Math.min(b, best(() => writeGameText(large), 10));
    }
    expect(b / Math.max(a, 0.05)).toBeLessThan(16);
  });

  it('keeps every comment, in order, through a write and a read', () => {
    const text = writeGameText(recordWith(3));
    expect(text).toBe('13A-21 {c0} {c1} {c2}\n');
    expect(readGameText(diamondCheckers, text).comments.map((c) => c.text)).toEqual(['c0', 'c1', 'c2']);
  });
});
