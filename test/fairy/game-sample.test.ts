/**
 * The quick tier's sample of the fairy games (game-sample.ts) keeps every rule in `npm test`: whatever
 * the seed, the sampled games use every rule any built-in game uses, and the pick rotates with the seed.
 * The seed itself is fixed: `npm test` walks the same games whatever the date (CI's result must not
 * depend on the day).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fairyDefinitions, fairyVariants, type FairyDefinition } from '../../src/variants/fairy/index.js';
import { DEFAULT_SAMPLE_SEED, ROTATION, rulesOf, sampleGames, sampleSeed } from './game-sample.js';

const byId = new Map(fairyDefinitions.map((d) => [d.id, d] as const));
const rulesUsed = (ids: readonly string[]): Set<string> => new Set(ids.flatMap((id) => [...rulesOf(byId.get(id)!)]));

describe("the quick tier's sample of the fairy games", () => {
  const everyRule = rulesUsed(fairyVariants.map((v) => v.id));
  const SEEDS = [0, 1, 2, 20_421, 20_787];

  it.each(SEEDS)('seed %i: the sampled games use every rule some built-in game uses', (seed) => {
    const sample = sampleGames(fairyVariants, seed).map((v) => v.id);
    const sampled = rulesUsed(sample);
    expect([...everyRule].filter((rule) => !sampled.has(rule))).toEqual([]);
    // A sample, not the whole list (the walks' point in npm test).
    expect(sample.length).toBeLessThan(fairyVariants.length);
  });

  describe('the seed of npm test', () => {
    afterEach(() => vi.useRealTimers());

    it('is the same on any date and at any hour when BOARDWRIGHT_SAMPLE_SEED is not set', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const seeds = ['2026-11-29T23:59:59Z', '2026-11-30T00:00:01Z', '2031-06-15T12:00:00Z'].map((date) => {
        vi.setSystemTime(new Date(date));
        return sampleSeed({});
      });
      expect(seeds).toEqual([DEFAULT_SAMPLE_SEED, DEFAULT_SAMPLE_SEED, DEFAULT_SAMPLE_SEED]);
    });

    it('is BOARDWRIGHT_SAMPLE_SEED when set (a failure is replayed, another sample walked)', () => {
      expect(sampleSeed({ BOARDWRIGHT_SAMPLE_SEED: '20787' })).toBe(20_787);
    });
  });

  it('the same seed picks the same games; other seeds pick others, and the seeds 0 to ROTATION - 1 together walk every game', () => {
    const ids = (seed: number): string => sampleGames(fairyVariants, seed).map((v) => v.id).join(' ');
    expect(ids(7)).toBe(ids(7));
    const walked = new Set(Array.from({ length: ROTATION }, (_, seed) => ids(seed).split(' ')).flat());
    expect(new Set(SEEDS.map(ids)).size).toBeGreaterThan(1);
    expect(fairyVariants.map((v) => v.id).filter((id) => !walked.has(id))).toEqual([]);
  });

  it('the rules of a definition: switches and modes with their value, data fields by name, a piece kind by name, Betza text by its modifiers', () => {
    const d = { id: 'x', name: 'X', startFen: '-', players: ['a', 'b'], pass: true, wallingRule: 'duck', promotionRegionWhite: '*7 *8 *9', maxRank: 9, pieces: { K: 'king', X: 'mfFcW' } };
    expect([...rulesOf(d as unknown as FairyDefinition)].sort()).toEqual(['betza:c', 'betza:f', 'betza:m', 'maxRank', 'pass=true', 'piece:king', 'promotionRegionWhite', 'wallingRule=duck']);
  });
});
