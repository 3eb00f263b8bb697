/** docs/chess-variants.md must run as written (every commented `console.log` prints its value). */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { runExample, tsBlocks } from './run-example.js';

const blocks = tsBlocks(readFileSync(new URL('../../docs/chess-variants.md', import.meta.url), 'utf8'));

describe('docs/chess-variants.md', () => {
  it('has an example per variant', () => expect(blocks.length).toBeGreaterThanOrEqual(7));
  it.each(blocks.map((b, i) => [i, b] as const))('example %i runs and prints what its comments say', async (i, block) => {
    await runExample(block, `chess-variants-${i}`);
  });
});
