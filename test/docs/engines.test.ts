/**
 * docs/engines.md must run as written (every commented `console.log` prints its value), with Debian's
 * engines. The last example starts the installed `boardwright` command (`npx boardwright uci`), which
 * a clone does not have: it is type-checked with every docs example (typecheck.test.ts), and
 * test/cli/engine-vs-stockfish.test.ts plays the same game with the command built from the sources.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { runExample, tsBlocks } from './run-example.js';

const blocks = tsBlocks(readFileSync(new URL('../../docs/engines.md', import.meta.url), 'utf8'));
const runnable = blocks.filter((b) => !b.includes("'npx'"));
const engines = existsSync('/usr/games/stockfish') && existsSync('/usr/games/fairy-stockfish');

describe('docs/engines.md', () => {
  it('has the Stockfish, game-line, Fairy-Stockfish, USI and error examples, and the command driven by openEngine', () => {
    expect(runnable.length).toBe(5);
    expect(blocks.length).toBe(6);
  });
  it.skipIf(!engines).each(runnable.map((b, i) => [i, b] as const))('example %i runs and prints what its comments say', async (i, block) => {
    await runExample(block, `engines-${i}`);
  });
});
