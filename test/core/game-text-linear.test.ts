/**
 * Game text with many comments on one ply keeps them all, in order. That writing them is linear
 * (the writer used to copy the ply's list once per comment) is measured in a benchmark, not here:
 * `node bench/game-text-comments.mjs` (CPU time of n against 8n comments; a ratio of ~8 is linear).
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

describe('game text with many comments', () => {
  it('keeps every comment, in order, through a write and a read', () => {
    const many = recordWith(10_000);
    const back = readGameText(diamondCheckers, writeGameText(many));
    expect(back.comments.length).toBe(10_000);
    expect(back.comments[9_999]).toEqual({ ply: 1, text: 'c9999' });
    const text = writeGameText(recordWith(3));
    expect(text).toBe('13A-21 {c0} {c1} {c2}\n');
    expect(readGameText(diamondCheckers, text).comments.map((c) => c.text)).toEqual(['c0', 'c1', 'c2']);
  });
});
