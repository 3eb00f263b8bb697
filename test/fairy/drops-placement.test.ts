/**
 * Compulsory drops (mustDrop) and placement chess's set-up rules on the generic engine. Expected
 * moves counted by hand from the rules (chessvariants.com/link/placement-chess, the koedem rules,
 * Fairy-Stockfish's `placement` and `koedem`).
 */
import { describe, expect, it } from 'vitest';
import { koedem, placement } from '../../src/variants/fairy/index.js';

const ucis = (fen: string): string[] => placement.legalMoves(placement.parse(fen)).map((m) => m.uci).sort();

describe('placement chess', () => {
  it('from the start White must drop one of its five kinds of piece on one of the eight first-rank squares: 40 moves, no pawn move', () => {
    const moves = placement.legalMoves(placement.setup()).map((m) => m.uci);
    expect(moves).toHaveLength(40);
    expect(moves.every((u) => /^[KQRBN]@[a-h]1$/.test(u))).toBe(true);
  });

  it('the bishops must end on both colours: with a bishop on light d1 and one in hand, only dark c1 takes the bishop, and a rook may not take c1', () => {
    // Empty first-rank squares: c1 (dark) and h1 (light); in hand a bishop and a rook.
    expect(ucis('rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/QR1BKNN1[BRk] w - - 0 1')).toEqual(['B@c1', 'R@h1']);
  });

  it('a king dropped on e1 castles with the rooks in the corners', () => {
    const p = placement.play(placement.parse('r3k3/pppppppp/8/8/8/8/PPPPPPPP/R6R[Kr] w q - 0 1'), 'K@e1');
    expect(p.fen.split(' ')[2]).toBe('KQq');
    const q = placement.play(p, 'R@h8');
    expect(q.fen.split(' ')[2]).toBe('KQkq');
  });

  it('once the hand is empty the pieces move as in chess', () => {
    // Only the king is left to place; after K@e1 Black, whose hand is empty, has the 16 pawn moves and 4 knight moves of chess.
    const p = placement.play(placement.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR[K] w - - 0 1'), 'K@e1');
    expect(placement.legalMoves(p)).toHaveLength(20);
  });
});

describe('koedem: a king in hand must be dropped first', () => {
  it('with a king and a queen in hand White may only drop the king, on any of its 34 empty squares', () => {
    const moves = koedem.legalMoves(koedem.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB2BNR[KQ] w kq - 0 1')).map((m) => m.uci);
    expect(moves).toHaveLength(34);
    expect(moves.every((u) => u.startsWith('K@'))).toBe(true);
  });
});
