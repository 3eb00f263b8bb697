/**
 * Perft: hand-counted fixtures, and agreement with an independent naive
 * generator written from the rules (reference-engine.ts).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../../src/core/random.js';
import { chess4 } from '../../src/variants/chess4/index.js';
import fixture from './perft.json' with { type: 'json' };
import { refMoves, refParse, refPerft, refPlay } from './reference-engine.js';

describe('Chess4 perft', () => {
  const start = chess4.parse(fixture.start);

  it.each(Object.entries(fixture.counts))('from the start, depth %s has %i leaves (hand count)', (depth, count) => {
    expect(chess4.perft(start, Number(depth))).toBe(count);
  });

  it('perft to depth 4 agrees with the independent reference generator', () => {
    const ref = refParse(fixture.start);
    for (let d = 1; d <= 4; d++) expect(chess4.perft(start, d), `depth ${d}`).toBe(refPerft(ref, d));
  });

  it('legal moves agree with the reference generator along seeded random playouts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        const rng = createRng(seed);
        let p = chess4.setup({ threefold: false });
        let ref = refParse(fixture.start);
        for (let ply = 0; ply < 80; ply++) {
          const moves = chess4.legalMoves(p).map((m) => m.notation).sort();
          expect(moves, chess4.format(p)).toEqual(refMoves(ref));
          if (moves.length === 0) break;
          const move = rng.pick(moves);
          p = chess4.play(p, move);
          ref = refPlay(ref, move);
        }
      }),
      { numRuns: 60, seed: 4444 },
    );
  });
});
