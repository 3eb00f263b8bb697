/**
 * The chess evaluation is tapered: PeSTO's middlegame and endgame tables blended by the material left
 * (knight and bishop 1, rook 2, queen 4). A king belongs behind its pawns while the queens and rooks
 * are on, and in the centre once they are gone — the two tables disagree, and the blend must follow
 * the phase.
 */
import { describe, expect, it } from 'vitest';
import { chessAdapter } from '../../src/bot/chess-adapter.js';
import { chess } from '../../src/variants/chess/index.js';

/** The bot's static score of `fen` for the side to move. */
const score = (fen: string): number => chessAdapter(chess, chess.search(chess.parse(fen))).evaluate(0, 0);

describe('the tapered chess evaluation', () => {
  it('prefers the castled king (g1) to a king on e4 with every piece on the board', () => {
    const castled = score('rnbq1rk1/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1RK1 w - - 0 1');
    const central = score('rnbq1rk1/pppppppp/8/8/4K3/8/PPPPPPPP/RNBQ1R2 w - - 0 1');
    expect(castled).toBeGreaterThan(central);
  });

  it('prefers the central king (e4) to the corner king (g1) in a pawn ending', () => {
    const corner = score('6k1/pppp4/8/8/8/8/PPPP4/6K1 w - - 0 1');
    const central = score('6k1/pppp4/8/8/4K3/8/PPPP4/8 w - - 0 1');
    expect(central).toBeGreaterThan(corner);
  });

  it('blends the two: with only rooks left (phase 4 of 24) the king\'s centralisation counts, but less than in the pawn ending', () => {
    // The same king step, e4 against g1, with and without a rook each (a1, a8).
    const withRooks = score('r5k1/pppp4/8/8/4K3/8/PPPP4/R7 w - - 0 1') - score('r5k1/pppp4/8/8/8/8/PPPP4/R5K1 w - - 0 1');
    const pawnsOnly = score('6k1/pppp4/8/8/4K3/8/PPPP4/8 w - - 0 1') - score('6k1/pppp4/8/8/8/8/PPPP4/6K1 w - - 0 1');
    expect(withRooks).toBeGreaterThan(0);
    expect(withRooks).toBeLessThan(pawnsOnly);
  });
});
