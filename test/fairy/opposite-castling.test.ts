/**
 * `oppositeCastling` (opposite-castling.ts): castling on one wing takes the other side's right on
 * that wing. The opposite-castling section of Fairy-Stockfish's variants.ini against ffish 0.7.10.
 */
import { describe, expect, it } from 'vitest';
import { movesAfterAgainstFfish, perftBoth, playToEndAgainstFfish } from './ini-section-oracle.js';

describe('oppositeCastling: the kings castle on opposite wings', () => {
  it('[opposite-castling]: perft(2) from the start is ffish\'s', async () => {
    const { ours, theirs } = await perftBoth('opposite-castling', 2);
    expect(ours).toBe(theirs);
  });
  it('[opposite-castling]: seeded games play as in ffish', async () => {
    await playToEndAgainstFfish('opposite-castling', 4, 80, 0x3208);
  });
  it('[opposite-castling]: after White castles short Black may castle only long, as in ffish', async () => {
    const ours = await movesAfterAgainstFfish('opposite-castling', 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1', ['e1g1']);
    expect(ours).toContain('e8c8');
    expect(ours).not.toContain('e8g8');
  });
  it('[opposite-castling]: after White castles long Black may castle only short', async () => {
    const ours = await movesAfterAgainstFfish('opposite-castling', 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1', ['e1c1']);
    expect(ours).toContain('e8g8');
    expect(ours).not.toContain('e8c8');
  });
});
