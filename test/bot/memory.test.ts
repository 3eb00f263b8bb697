/**
 * A bot memory (`createBotMemory`, the `memory` option): the transposition table kept from one
 * move choice to the next, as engines keep theirs through a game.
 */
import { describe, expect, it } from 'vitest';
import { analyse, chooseMove, createBotMemory } from '../../src/bot/index.js';
import { chess, chess960 } from '../../src/variants/chess/index.js';
import { BoardwrightError } from '../../src/core/errors.js';

const code = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return e instanceof BoardwrightError ? e.code : 'not a BoardwrightError';
  }
  return undefined;
};

describe('bot memory', () => {
  it('a search with a memory starts from the table the last one left: the same depth again takes far fewer nodes', () => {
    const memory = createBotMemory(4);
    const p = chess.parse('r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4');
    const first = analyse(chess, p, { seed: 1, maxDepth: 5, memory });
    const second = analyse(chess, p, { seed: 1, maxDepth: 5, memory });
    expect(first.depth).toBe(5);
    expect(second.depth).toBe(5);
    expect(second.nodes).toBeLessThan(first.nodes / 2);
  });

  it('the same sequence of searches with a memory gives the same moves', () => {
    const line = (): string[] => {
      const memory = createBotMemory(2);
      let p = chess.setup();
      const moves: string[] = [];
      for (let i = 0; i < 4; i++) {
        const m = chooseMove(chess, p, { seed: 7, maxNodes: 3000, memory });
        moves.push(m.uci);
        p = chess.play(p, m);
      }
      return moves;
    };
    expect(line()).toEqual(line());
  });

  it('clear() forgets: the next search is the search with a new memory', () => {
    const memory = createBotMemory(2);
    const p = chess.setup();
    analyse(chess, p, { seed: 1, maxDepth: 5, memory });
    memory.clear();
    const after = analyse(chess, p, { seed: 1, maxDepth: 5, memory });
    const fresh = analyse(chess, p, { seed: 1, maxDepth: 5, memory: createBotMemory(2) });
    expect([after.depth, after.nodes]).toEqual([fresh.depth, fresh.nodes]);
  });

  it('a memory used for another game starts afresh (Chess960 from the standard array after a chess search of it)', () => {
    const memory = createBotMemory(2);
    analyse(chess, chess.setup(), { seed: 1, maxDepth: 5, memory });
    const standard = chess960.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    const reused = analyse(chess960, standard, { seed: 1, maxDepth: 5, memory });
    const fresh = analyse(chess960, standard, { seed: 1, maxDepth: 5, memory: createBotMemory(2) });
    expect([reused.depth, reused.nodes]).toEqual([fresh.depth, fresh.nodes]);
  });

  it('createBotMemory refuses a size that is not a whole number of megabytes from 1 to 1024; a power of two is used', () => {
    for (const bad of [0, 1025, 2.5, -4, Number.NaN, '16', null] as unknown[]) expect(code(() => createBotMemory(bad as number))).toBe('INVALID_OPTION');
    expect(createBotMemory(100).megabytes).toBe(64);
    expect(createBotMemory().megabytes).toBe(16);
  });

  it('the memory option takes only a memory made by createBotMemory', () => {
    const fake = { megabytes: 16, clear: () => undefined };
    for (const bad of [fake, {}, 1, 'memory', null]) expect(code(() => chooseMove(chess, chess.setup(), { seed: 1, maxNodes: 100, memory: bad as never }))).toBe('INVALID_OPTION');
  });
});
