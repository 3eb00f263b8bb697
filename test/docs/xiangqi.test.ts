/** docs/xiangqi.md must run as written (every commented `console.log` prints its value). */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { runExample, tsBlocks } from './run-example.js';

const blocks = tsBlocks(readFileSync(new URL('../../docs/xiangqi.md', import.meta.url), 'utf8'));

describe('docs/xiangqi.md', () => {
  it('has the seats, WXF, tandem, ICCS, moves from points and game record examples', () => expect(blocks.length).toBe(6));
  it.each(blocks.map((b, i) => [i, b] as const))('example %i runs and prints what its comments say', async (i, block) => {
    await runExample(block, `xiangqi-${i}`);
  });
});
