/**
 * A drop obeys the rules a board move obeys (Fairy-Stockfish's `Position::legal`, which a drop
 * passes through like any move, and `drop_region`, which ands in the piece's mobility region):
 * pseudo-royal safety, mobility regions and janggi's bikjang. Oracle: ffish with the variants.ini
 * sections of ini-games.ts, on issue 29's positions and positions written for each rule.
 */
import { describe, expect, it } from 'vitest';
import { iniGame, sameAsFairyStockfish } from './ini-games.js';

const mounted = () => ({ variant: iniGame('mounted'), name: 'mounted' });
const janggihouse = () => ({ variant: iniGame('janggihouse'), name: 'janggihouse' });

describe('drops obey the rules board moves obey', () => {
  it('pseudo-royal safety (extinctionPseudoRoyal): in mounted a drop must shield the attacked pseudo-royal king, so only the two blocks remain', async () => {
    // Black's king on e6 is attacked by the rook on g6; of the drops (s, r in hand) only those on f6 block.
    const theirs = await sameAsFairyStockfish(mounted(), '6B/1s2k1R/7/c1c1a2/2B4/1A5/3SKS1[sr] b - - 1 18', [], 2);
    expect(theirs.filter((m) => m.includes('@')).sort()).toEqual(['R@f6', 'S@f6']);
  });

  it('pseudo-royal safety: a dropped piece of the extinction type is guarded at once (mounted, a king in hand)', async () => {
    // White has no king on the board and one in hand; the black rook on a5 and bishop on d7 attack squares it may not land on.
    const theirs = await sameAsFairyStockfish(mounted(), '3k3/3b3/7/r6/7/7/7[Kk] w - - 0 1', [], 2);
    expect(theirs).not.toContain('K@c5');
    expect(theirs).not.toContain('K@a1');
  });

  it('mobility regions: in janggihouse an advisor is dropped only inside its own palace', async () => {
    // The generals do not face each other (d10 and e1): an advisor in hand has the eight empty palace squares.
    const theirs = await sameAsFairyStockfish(janggihouse(), '3k5/9/9/9/9/9/9/9/9/4K4[Aa] w - - 0 1', [], 2);
    expect(theirs.filter((m) => m.startsWith('A@')).sort()).toEqual(['A@d1', 'A@d2', 'A@d3', 'A@e2', 'A@e3', 'A@f1', 'A@f2', 'A@f3']);
  });

  it('bikjang: while the generals face each other a drop must stand between them', async () => {
    // Generals on e1 and e10 face each other: a chariot in hand may only be dropped on e2-e9.
    const theirs = await sameAsFairyStockfish(janggihouse(), '4k4/9/9/9/9/9/9/9/9/4K4[Rr] w - - 0 1', [], 2);
    expect(theirs.filter((m) => m.startsWith('R@')).sort()).toEqual(['R@e2', 'R@e3', 'R@e4', 'R@e5', 'R@e6', 'R@e7', 'R@e8', 'R@e9']);
    // Both rules at once: an advisor between the generals, inside its palace.
    const advisor = await sameAsFairyStockfish(janggihouse(), '4k4/9/9/9/9/9/9/9/9/4K4[Aa] w - - 0 1', [], 2);
    expect(advisor.filter((m) => m.startsWith('A@')).sort()).toEqual(['A@e2', 'A@e3']);
  });
});
