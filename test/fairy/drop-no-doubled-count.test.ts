/**
 * dropNoDoubledCount (Fairy-Stockfish variants.ini: "the count of already existing pieces for
 * dropNoDoubled"): a piece of the dropNoDoubled type is dropped only on a file holding fewer of the
 * side's own than the count. With 0 no file qualifies, so the type is never dropped — the
 * `[dragonfly:chess]` section of Fairy-Stockfish's own variants.ini (pawns go to the hand and stay
 * there). Checked against ffish 0.7.10 loading the same section.
 */
import { describe, expect, it } from 'vitest';
import { isBoardwrightError } from '../../src/core/errors.js';
import { defineFairy } from '../../src/variants/fairy/index.js';
import { loadFfish, splitMoves, withBoard } from './ffish-oracle.js';
import { loadFixtureIntoFfish, readFixtureSections } from './variants-ini-fixture.js';

describe('dropNoDoubledCount 0: the type is never dropped (dragonfly)', () => {
  const dragonfly = readFixtureSections().find((s) => s.name === 'dragonfly');

  it('the [dragonfly] section of Fairy-Stockfish\'s variants.ini loads (it was refused while the count had to be 1 or more)', () => {
    expect(dragonfly?.refused).toBeUndefined();
    expect(dragonfly?.definition?.dropNoDoubledCount).toBe(0);
  });

  it('with a pawn and a knight in hand, the knight is dropped and the pawn never, as ffish lists them', async () => {
    const game = defineFairy(dragonfly!.definition!);
    const fen = 'rbbk1nr/ppp1ppp/7/3n3/7/PPP1PPP/RBBKNNR[Pp] w - - 0 1';
    const ff = await loadFfish();
    loadFixtureIntoFfish(ff);
    for (const f of [fen, fen.replace('[Pp]', '[PNp]')]) {
      const ours = game.legalMoves(game.parse(f)).map((m) => m.uci).sort();
      const theirs = withBoard(ff, { variant: 'dragonfly', fen: f }, (board) => splitMoves(board.legalMoves()));
      expect(ours).toEqual(theirs);
      expect(ours.some((u) => u.startsWith('P@'))).toBe(false);
    }
    expect(game.legalMoves(game.parse(fen.replace('[Pp]', '[PNp]'))).some((m) => m.uci === 'N@d3')).toBe(true);
  });

  it('a negative count is still INVALID_DEFINITION naming the field', () => {
    try {
      defineFairy({ ...dragonfly!.definition!, dropNoDoubledCount: -1 });
      expect.unreachable();
    } catch (error) {
      expect(isBoardwrightError(error) && error.code).toBe('INVALID_DEFINITION');
      expect((error as Error).message).toMatch(/dropNoDoubledCount/);
    }
  });
});
