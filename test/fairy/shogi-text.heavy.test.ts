/**
 * The shogi-family variants with shogi text pass the conformance suite every variant passes
 * (contract, immutability, error codes, search layer, records with Western notation), and shogi's
 * published perft from the start: 719731 at depth 4, 19861490 at depth 5 (with BOARDWRIGHT_DEEP).
 */
import { describe, expect, it } from 'vitest';
import { runConformance } from '../../src/testing/index.js';
import { minishogi, shogi } from '../../src/variants/fairy/index.js';

runConformance(shogi, { playouts: 1, maxPlies: 30, label: 'shogi text', movesAfterEnd: true, reachesNoDraw: true });
runConformance(minishogi, { playouts: 1, maxPlies: 30, label: 'shogi text', movesAfterEnd: true, reachesNoDraw: true });

const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

describe('shogi perft from the start SFEN (published)', () => {
  it('depth 4 is 719731', () => {
    expect(shogi.perft(shogi.parse(START), 4)).toBe(719731);
  });
  it.runIf(process.env.BOARDWRIGHT_DEEP)('depth 5 is 19861490', () => {
    expect(shogi.perft(shogi.parse(START), 5)).toBe(19861490);
  }, 600_000);
});
