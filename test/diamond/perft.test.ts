/**
 * Perft of the three start positions. The counts in perft-fixtures.json were
 * committed only after the independent brute-force generator (brute-force.ts:
 * coordinates from the rulebook picture, no library code) gave the same
 * numbers; here both are checked again, the brute force at the small depths.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { diamondCheckers, diamondKings, diamondQueens } from '../../src/variants/diamond/index.js';
import { brutePerft, start, type Game } from './brute-force.js';

const VARIANTS = { 'diamond-checkers': [diamondCheckers, 'checkers'], 'diamond-kings': [diamondKings, 'kings'], 'diamond-queens': [diamondQueens, 'queens'] } as const;
const DEEP = process.env.BOARDWRIGHT_DEEP === '1';
/** Largest count checked in the ordinary run (the library) and by the brute force. */
const ENGINE_LIMIT = DEEP ? Infinity : 1_000_000;
const BRUTE_LIMIT = DEEP ? Infinity : 20_000;

const fixtures: unknown = JSON.parse(readFileSync(new URL('./perft-fixtures.json', import.meta.url), 'utf8'));

interface Fixture { readonly position: string; readonly capture: 'mandatory' | 'optional'; readonly counts: readonly number[] }

describe('perft of the start positions (fixtures agreed by an independent brute-force generator)', () => {
  for (const [id, list] of Object.entries(fixtures as Record<string, readonly Fixture[]>)) {
    const [variant, game] = VARIANTS[id as keyof typeof VARIANTS];
    for (const f of list) {
      f.counts.forEach((count, i) => {
        const depth = i + 1;
        if (count <= ENGINE_LIMIT) {
          it(`${variant.name} (${f.capture}) perft ${depth} = ${count}`, () => {
            const p = variant.parse(f.position, { capture: f.capture });
            expect(variant.format(p)).toBe(variant.format(variant.setup()));
            expect(variant.perft(p, depth)).toBe(count);
          });
        }
        if (count <= BRUTE_LIMIT) {
          it(`${variant.name} (${f.capture}) brute-force perft ${depth} = ${count}`, () => {
            expect(brutePerft(game as Game, start(game as Game), depth, f.capture)).toBe(count);
          });
        }
      });
    }
  }
});
