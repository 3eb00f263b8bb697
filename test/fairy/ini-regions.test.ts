/**
 * Regions naming squares off the section's board (ini-regions.ts): Fairy-Stockfish reads them into
 * its 12x10 bitboard, where no piece ever stands, so they add nothing. epicatomic (promotion regions
 * `*6 *7 *8 *9 *10` on an 8-rank board) against ffish 0.7.10 loading the same file.
 */
import { describe, expect, it } from 'vitest';
import { perftBoth, playToEndAgainstFfish } from './ini-section-oracle.js';

describe('regions off the board are left out, as in Fairy-Stockfish', () => {
  it("[epicatomic]: perft(3) from the start is ffish's", async () => {
    const { ours, theirs } = await perftBoth('epicatomic', 3);
    expect(ours).toBe(theirs);
  });
  it('[epicatomic]: seeded games play as in ffish (promotions on ranks 6 to 8)', async () => {
    await playToEndAgainstFfish('epicatomic', 4, 100, 0x3209);
  });
});
