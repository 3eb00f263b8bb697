/**
 * Sittuyin on the generic engine: the set-up phase by drops and sittuyin promotion. Expected moves
 * counted by hand from the rules (en.wikipedia.org/wiki/Sittuyin; Fairy-Stockfish's `sittuyin`).
 */
import { describe, expect, it } from 'vitest';
import { sittuyin } from '../../src/variants/fairy/index.js';

const ucis = (fen: string): string[] => sittuyin.legalMoves(sittuyin.parse(fen)).map((m) => m.uci).sort();

describe('sittuyin', () => {
  it('the set-up: White must drop, rooks on the first rank only: 4 kinds x 20 empty squares of ranks 1-3, and 8 rook drops', () => {
    const moves = sittuyin.legalMoves(sittuyin.setup()).map((m) => m.uci);
    expect(moves).toHaveLength(4 * 20 + 8);
    expect(moves.filter((u) => u.startsWith('R@')).every((u) => u.endsWith('1'))).toBe(true);
  });

  it('the last pawn promotes anywhere, in place or to a square the met attacks, as a move of its own', () => {
    // King h8, pawn g7 (the last), black king b8 and rook d7: the pawn steps to g8 or becomes a met on g7, f8, f6 or h6.
    expect(ucis('1k5K/3r2P1/8/8/8/8/8/8[] w - - 0 1')).toEqual(['g7f6f', 'g7f8f', 'g7g7f', 'g7g8', 'g7h6f', 'h8g8', 'h8h7']);
  });

  it('a met may not appear where it attacks an enemy piece', () => {
    // The black rook on e7 is attacked by a met on f8 or f6: only g7 and h6 remain.
    expect(ucis('1k5K/4r1P1/8/8/8/8/8/8[] w - - 0 1').filter((u) => u.endsWith('f'))).toEqual(['g7g7f', 'g7h6f']);
  });

  it('a promotion may not give check, not even by the line the pawn opens', () => {
    // Rook a6, pawn c6, black king f6: the pawn may only promote where it stands.
    expect(ucis('8/8/R1P2k2/8/8/8/8/K7[] w - - 0 1').filter((u) => u.endsWith('f'))).toEqual(['c6c6f']);
  });

  it('with two pawns only a pawn on a promotion square promotes, and reaching one is no promotion', () => {
    // Pawns f5 and a2: f5f6 reaches the promotion square f6 as a plain move; a2 may not promote.
    const moves = ucis('k7/8/8/5P2/8/8/P7/7K[] w - - 0 1');
    expect(moves).toContain('f5f6');
    expect(moves.filter((u) => u.endsWith('f'))).toEqual([]);
    expect(sittuyin.play(sittuyin.parse('k7/8/8/5P2/8/8/P7/7K[] w - - 0 1'), 'f5f6').fen.split(' ')[0]).toBe('k7/8/5P2/8/8/8/P7/7K[]');
  });
});
