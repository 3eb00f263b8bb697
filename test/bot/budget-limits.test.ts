/**
 * The bot's budget has a documented ceiling, so a request cannot make it
 * search for ever: `maxNodes` at most 100 000 000, `timeMs` at most 60 000
 * (one minute), `maxDepth` at most 64. Above it is `INVALID_OPTION`, before
 * any search.
 */
import { describe, expect, it } from 'vitest';
import { attempt } from '../../src/core/errors.js';
import { chooseMove } from '../../src/bot/index.js';
import { MAX_NODES, MAX_TIME_MS, readBudget } from '../../src/bot/options.js';
import { chess } from '../../src/variants/chess/index.js';

describe('chooseMove budget limits', () => {
  it.each([
    [{ seed: 1, maxNodes: 1e15 }],
    [{ seed: 1, maxNodes: 100_000_001 }],
    [{ seed: 1, maxNodes: Number.MAX_SAFE_INTEGER }],
    [{ seed: 1, timeMs: 60_001 }],
    [{ seed: 1, timeMs: 1e12 }],
    [{ seed: 1, timeMs: Infinity }],
    [{ seed: 1, maxDepth: 65 }],
  ])('%j is INVALID_OPTION, refused before searching', (options) => {
    const started = Date.now();
    expect(attempt(() => chooseMove(chess, chess.setup(), options))).toMatchObject({ ok: false, error: { code: 'INVALID_OPTION' } });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('the limits themselves are accepted', () => {
    expect(MAX_NODES).toBe(100_000_000);
    expect(MAX_TIME_MS).toBe(60_000);
    expect(readBudget({ seed: 1, maxNodes: 100_000_000, timeMs: 60_000, maxDepth: 64 })).toEqual({ seed: 1, maxNodes: 100_000_000, timeMs: 60_000, maxDepth: 64 });
  });

  it('a time limit alone still bounds the node count at the ceiling', () => {
    expect(readBudget({ seed: 1, timeMs: 50 }).maxNodes).toBe(100_000_000);
  });
});
