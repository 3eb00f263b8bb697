/**
 * Sittuyin's promotion stalemate (Fairy-Stockfish's optional game end, its rule 3.9 c.7): a side left
 * with its king and one pawn on the board, not in check, whose only legal moves are promotions may
 * claim a draw (promotion is never compulsory in sittuyin). The positions are built by hand: White's
 * king on a1 is boxed in by a black knight on c3 (a2, b1) and a black rook on b8 (b1, b2) without
 * being attacked, and its pawn on e4 is blocked by the black king on e5 with nothing to take.
 */
import { describe, expect, it } from 'vitest';
import { sittuyin } from '../../src/variants/fairy/index.js';

const BOXED = '1r6/8/8/4k3/4P3/2n5/8/K7[] w - - 0 1';

/** The draw the side to move may claim ('over' when the game has ended). */
const claim = (fen: string): string | undefined => {
  const status = sittuyin.status(sittuyin.parse(fen));
  return status.over ? 'over' : status.claimableDraw;
};

describe('Sittuyin promotion stalemate', () => {
  it('a side with only its king and one pawn, not in check, whose every legal move is a promotion may claim a draw', () => {
    const p = sittuyin.parse(BOXED);
    const moves = sittuyin.legalMoves(p);
    // The last pawn promotes to a ferz where it stands or on a square a ferz reaches from there: e4, d5, f5, d3, f3.
    expect(moves.map((m) => m.uci).sort()).toEqual(['e4d3f', 'e4d5f', 'e4e4f', 'e4f3f', 'e4f5f']);
    const status = sittuyin.status(p);
    expect(status).toMatchObject({ over: false, claimableDraw: 'promotion-stalemate' });
    // The claim is optional: the game goes on, and a promotion may be played.
    expect(sittuyin.play(p, 'e4e4f').fen.split(' ')[0]).toBe('1r6/8/8/4k3/4F3/2n5/8/K7[]');
  });

  it('no claim while the king has a move that is not a promotion', () => {
    // Without the rook on b8, the king may step to b2.
    expect(claim('8/8/8/4k3/4P3/2n5/8/K7[] w - - 0 1')).toBeUndefined();
  });

  it('no claim with a third piece on the board, even one that cannot move', () => {
    // A white knight on a4, pinned to the king by the rook on a8: its moves are illegal, so the
    // promotions are still White's only moves, but White has three pieces.
    const p = sittuyin.parse('rr6/8/8/4k3/N3P3/2n5/8/K7[] w - - 0 1');
    expect(sittuyin.legalMoves(p).every((m) => m.from === 'e4' && m.promotion === 'F')).toBe(true);
    expect(claim('rr6/8/8/4k3/N3P3/2n5/8/K7[] w - - 0 1')).toBeUndefined();
  });

  it('no claim in check, even when every legal move is a promotion', () => {
    // The rook on a8 checks the king on a1; knights on c3 and d3 take a2, b1 and b2. Only a ferz
    // promoted onto the a-file (a3 or a5) stops the check.
    const p = sittuyin.parse('r3k3/8/8/8/1P6/2nn4/8/K7[] w - - 0 1');
    expect(sittuyin.legalMoves(p).map((m) => m.uci).sort()).toEqual(['b4a3f', 'b4a5f']);
    expect(sittuyin.status(p)).toMatchObject({ over: false, check: true });
    expect(claim('r3k3/8/8/8/1P6/2nn4/8/K7[] w - - 0 1')).toBeUndefined();
  });
});
