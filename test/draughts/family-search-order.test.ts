/**
 * "legalMoves lists the moves in generate order": move i of `legalMoves(p)` is
 * move i of `search(p).generate` (bots and `search(p).move(m)` rely on it),
 * checked on seeded random playouts of every family variant.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../../src/core/index.js';
import { brazilian, canadian, czech, defineDraughts, englishRules, international, italian, killer, pool, russian, spanish, thai, type FamilyPosition } from '../../src/variants/draughts/index.js';

// Free choice on 10x10: captures by pieces on both halves of the board's square sets are listed together.
const free10 = defineDraughts({ ...international.rules, id: 'free-international', name: 'International, free choice', precedence: [] });
// English rules run on the engine's word path (32-bit square sets): steps come a direction at a time, and the listing follows.
const english = defineDraughts(englishRules);
const englishDrop = defineDraughts({ ...englishRules, id: 'english-drop', duplicates: 'drop' });

describe('draughts family: legalMoves order is generate order', () => {
  for (const variant of [international, brazilian, canadian, russian, pool, czech, spanish, italian, thai, killer, free10, english, englishDrop]) {
    it(`${variant.name}: move i of legalMoves is move i of search.generate`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
          const rng = createRng(seed);
          let p: FamilyPosition = variant.setup();
          for (let ply = 0; ply < 60; ply++) {
            const legal = variant.legalMoves(p);
            if (legal.length === 0 || variant.status(p).over) break;
            const state = variant.search(p);
            const buf = new Int32Array(state.maxMoves);
            expect(state.generate(buf)).toBe(legal.length);
            legal.forEach((move, i) => {
              state.make(buf[i] as number);
              expect(variant.format(state.position()), `${move.notation} is not move ${i} of generate`).toBe(variant.format(variant.play(p, move)));
              state.unmake();
            });
            p = variant.play(p, rng.pick(legal));
          }
        }),
        { numRuns: 4, seed: 13 },
      );
    });
  }

  it('captures by pieces on squares 1–32 and 33–50 come in board order in both', () => {
    // White men on 28 and 38 can both capture (free choice): 28 takes 23 or (backwards) 33; 38 takes 33 and 23.
    const p = free10.parse('W:W28,38:B23,33');
    const legal = free10.legalMoves(p);
    expect(legal.map((m) => m.from)).toEqual(['28', '28', '38']);
    const state = free10.search(p);
    const buf = new Int32Array(state.maxMoves);
    expect(state.generate(buf)).toBe(3);
    legal.forEach((move, i) => {
      state.make(buf[i] as number);
      expect(free10.format(state.position())).toBe(free10.format(free10.play(p, move)));
      state.unmake();
    });
  });
});
