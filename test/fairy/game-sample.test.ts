/**
 * The quick tier's sample of the fairy games (game-sample.ts) keeps every rule in `npm test`: whatever
 * the seed, the sampled games use every rule any built-in game uses, and the pick rotates with the seed.
 */
import { describe, expect, it } from 'vitest';
import { fairyDefinitions, fairyVariants, type FairyDefinition } from '../../src/variants/fairy/index.js';
import { ROTATION, rulesOf, sampleGames } from './game-sample.js';

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

  it('the same seed picks the same games; other seeds pick others, and every game is walked within ROTATION days', () => {
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
