/**
 * Positions with more than 16 pieces of one side (hand-made FEN, crazyhouse drops): every piece
 * moves. Counts worked out on the diagram.
 */
import { describe, expect, it } from 'vitest';
import { chess } from '../../src/variants/chess/index.js';

describe('more than 16 pieces of one side', () => {
  it('every piece of a 17-piece side moves (the generator once listed only 16)', () => {
    // Pawns on ranks 2 and 4 step once each (8 + 8; rank 2 cannot double-step through rank 4's),
    // the king goes to d1 or f1, the rook to g1 or f1: 20 moves.
    const p = chess.parse('7k/8/8/8/PPPPPPPP/8/PPPPPPPP/4K2R w - - 0 1');
    expect(chess.legalMoves(p)).toHaveLength(20);
    expect(chess.perft(p, 1)).toBe(20);
  });
});
