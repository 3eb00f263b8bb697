/**
 * A FEN may leave out castling and en passant, as Fairy-Stockfish's Position::set reads it: when the
 * field after the side to move starts with a digit, both are absent, and what follows is the check
 * counters (for checkCounting games) or the clocks. `[rookmate:3check]` of Fairy-Stockfish's own
 * variants.ini starts from `… w 7+7 0 1` (seven checks each); ffish 0.7.10 writes that position as
 * `… w - - 7+7 0 1`.
 */
import { describe, expect, it } from 'vitest';
import { isBoardwrightError } from '../../src/core/errors.js';
import { defineFairy, threeCheck } from '../../src/variants/fairy/index.js';
import { loadFfish, oraclePerft, withBoard } from './ffish-oracle.js';
import { loadFixtureIntoFfish, readFixtureSections } from './variants-ini-fixture.js';

describe('a FEN without castling and en passant fields (Fairy-Stockfish\'s `w 7+7 0 1`)', () => {
  const rookmate = readFixtureSections().find((s) => s.name === 'rookmate');

  it('[rookmate] of Fairy-Stockfish\'s variants.ini loads, its start FEN written as ffish writes it, with perft(2) equal to ffish\'s', async () => {
    expect(rookmate?.refused).toBeUndefined();
    const game = defineFairy(rookmate!.definition!);
    const ff = await loadFfish();
    loadFixtureIntoFfish(ff);
    const theirs = withBoard(ff, { variant: 'rookmate' }, (board) => board.fen());
    expect(theirs).toBe('rnbqcbnk/pppppppp/8/8/8/8/PPPPPPPP/RNBQCBNK w - - 7+7 0 1');
    expect(game.format(game.setup())).toBe(theirs);
    expect(game.perft(game.setup(), 2)).toBe(oraclePerft(ff, { variant: 'rookmate' }, 2));
  });

  it('the check counters are read in that place: one check left each ends the game at the first check, as ffish says', async () => {
    const fen = 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w 1+1 0 2';
    const position = threeCheck.parse(fen);
    expect(threeCheck.format(position)).toBe('rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - - 1+1 0 2');
    const after = threeCheck.play(position, threeCheck.legalMoves(position).find((m) => m.uci === 'f1b5')!);
    const ff = await loadFfish();
    expect(withBoard(ff, { variant: '3check', fen, moves: ['f1b5'] }, (board) => board.result())).toBe('1-0');
    expect(threeCheck.status(after)).toMatchObject({ over: true, winner: 'white' });
  });

  it('a castling field that is not one (a digit among letters) stays INVALID_FEN', () => {
    try {
      threeCheck.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w K7 - 3+3 0 1');
      expect.unreachable();
    } catch (error) {
      expect(isBoardwrightError(error) && error.code).toBe('INVALID_FEN');
    }
  });
});
