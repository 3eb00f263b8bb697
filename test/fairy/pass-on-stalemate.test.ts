/**
 * `passOnStalemate` (pass-on-stalemate.ts): a side with no other legal move passes (the non-move
 * of its first piece, `a2a2`), and two passes in a row end the game drawn. andersanti and
 * andersgiveaway of Fairy-Stockfish's variants.ini against ffish 0.7.10 loading the same file.
 */
import { describe, expect, it } from 'vitest';
import { movesAfterAgainstFfish, perftBoth, playToEndAgainstFfish } from './ini-section-oracle.js';

describe('passOnStalemate: the pass replaces a stalemate', () => {
  for (const name of ['andersanti', 'andersgiveaway']) {
    it(`[${name}]: perft(2) from the start is ffish's`, async () => {
      const { ours, theirs } = await perftBoth(name, 2);
      expect(ours).toBe(theirs);
    });
    it(`[${name}]: seeded games end where and as ffish ends them`, async () => {
      await playToEndAgainstFfish(name, 8, 200, 0x3206);
    });
  }

  it('[andersanti]: a side whose only piece is blocked passes; a second pass in a row ends the game, as in ffish', async () => {
    // White's pawn on a2 is blocked by Black's on a3, and Black's by White's: both can only pass.
    const ours = await movesAfterAgainstFfish('andersanti', '8/8/8/8/8/p7/P7/8 w - - 0 1', ['a2a2', 'a3a3']);
    expect(ours).toEqual([]);
  });

  it('[andersanti]: with another move to play there is no pass (a blocked pawn beside a free king)', async () => {
    const ours = await movesAfterAgainstFfish('andersanti', '8/8/8/8/8/p7/P7/7K w - - 0 1', []);
    expect(ours).not.toContain('a2a2');
    expect(ours.length).toBeGreaterThan(0);
  });
});
