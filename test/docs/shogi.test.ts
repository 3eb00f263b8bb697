/** docs/shogi.md must run as written (every commented `console.log` prints its value). */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { runExample, tsBlocks } from './run-example.js';

const blocks = tsBlocks(readFileSync(new URL('../../docs/shogi.md', import.meta.url), 'utf8'));

describe('docs/shogi.md', () => {
  it('has the SFEN, square names, moves from squares, USI, KIF, KIF variation, CSA, kyoto SFEN, sennichite, text diagram and picture examples', () => expect(blocks.length).toBe(11));
  it.each(blocks.map((b, i) => [i, b] as const))('example %i runs and prints what its comments say', async (i, block) => {
    await runExample(block, `shogi-${i}`);
  });
});
