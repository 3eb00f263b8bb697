/** docs/engines.md must run as written (every commented `console.log` prints its value), with Debian's engines. */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { runExample, tsBlocks } from './run-example.js';

const blocks = tsBlocks(readFileSync(new URL('../../docs/engines.md', import.meta.url), 'utf8'));
const engines = existsSync('/usr/games/stockfish') && existsSync('/usr/games/fairy-stockfish');

describe('docs/engines.md', () => {
  it('has the Stockfish, Fairy-Stockfish, USI and error examples', () => expect(blocks.length).toBeGreaterThanOrEqual(4));
  it.skipIf(!engines).each(blocks.map((b, i) => [i, b] as const))('example %i runs and prints what its comments say', async (i, block) => {
    await runExample(block, `engines-${i}`);
  });
});
