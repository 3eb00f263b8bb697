/**
 * `dropChecks = false`: a drop may not give check (Fairy-Stockfish position.cpp `legal`: a DROP
 * that gives_check is illegal, a screen dropped for a cannon included). xiangqihouse of
 * Fairy-Stockfish's variants.ini against ffish 0.7.10 loading the same file. (atomiczh, the other
 * section with the key, is refused: its blasted pieces go to the hands, which the engine lacks.)
 */
import { describe, expect, it } from 'vitest';
import { movesAfterAgainstFfish, perftBoth, playToEndAgainstFfish } from './ini-section-oracle.js';

describe('dropChecks = false: no drop gives check', () => {
  for (const [name, depth] of [['xiangqihouse', 3]] as const) {
    it(`[${name}]: perft(${depth}) from the start is ffish's`, async () => {
      const { ours, theirs } = await perftBoth(name, depth);
      expect(ours).toBe(theirs);
    });
    it(`[${name}]: seeded games (pieces reach the hands) play as in ffish`, async () => {
      await playToEndAgainstFfish(name, 4, 80, 0x3207);
    });
  }

  it('[xiangqihouse]: a rook in hand is not dropped on the general\'s file, nor a screen for a cannon', async () => {
    // White holds a rook; Black's general on e10; a White cannon on e2 with the file open.
    const ours = await movesAfterAgainstFfish('xiangqihouse', '4k4/9/9/9/9/9/9/9/4C4/3K5[R] w - - 0 1', []);
    expect(ours).not.toContain('R@e5');
    expect(ours).toContain('R@d5');
  });
});
