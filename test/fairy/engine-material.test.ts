/**
 * Insufficient material (Fairy-Stockfish's API rule, which ffish's result() applies; for chess it
 * agrees with the FIDE Laws 5.2.2 / 9.6): a position where neither side can mate is drawn.
 */
import { describe, expect, it } from 'vitest';
import { defineFairy } from '../../src/variants/fairy/index.js';
import { ENGINE_DEFS } from './engine-defs.js';

const chess = defineFairy(ENGINE_DEFS.chess!);

describe('insufficient material', () => {
  it('king and bishop against king is a draw', () => {
    expect(chess.status(chess.parse('8/8/3k4/8/8/2B5/4K3/8 w - - 0 1'))).toMatchObject({ over: true, draw: 'insufficient-material' });
  });
  it('king and knight against king is a draw', () => {
    expect(chess.status(chess.parse('8/8/3k4/8/8/2N5/4K3/8 b - - 0 1'))).toMatchObject({ over: true, draw: 'insufficient-material' });
  });
  it('king and rook against king is not', () => {
    expect(chess.status(chess.parse('8/8/3k4/8/8/2R5/4K3/8 w - - 0 1'))).toEqual({ over: false, turn: 'white' });
  });
  it('a pawn that may still promote keeps the game going', () => {
    expect(chess.status(chess.parse('8/8/3k4/8/8/2P5/4K3/8 w - - 0 1'))).toEqual({ over: false, turn: 'white' });
  });
});

describe('stalemate by piece count (Fairy-Stockfish stalematePieceCount, its suicide variant)', () => {
  const suicide = defineFairy({
    id: 'suicide', pieces: { P: 'pawn', N: 'knight', B: 'bishop', R: 'rook', Q: 'queen', K: 'commoner' },
    startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1', castling: false, mustCapture: true,
    promotionPieceTypes: 'kqrbn', stalemateValue: 'win', stalematePieceCount: true, extinctionValue: 'win', extinctionPieceTypes: '*',
  });
  it('the stalemated side with fewer pieces wins', () => {
    expect(suicide.status(suicide.parse('8/8/8/p6p/P7/8/8/8 w - - 0 1'))).toMatchObject({ over: true, winner: 'white', reason: 'stalemate' });
  });
  it('the stalemated side with more pieces loses, equal counts draw', () => {
    expect(suicide.status(suicide.parse('8/8/8/p6p/P6P/8/8/8 w - - 0 1'))).toMatchObject({ over: true, draw: 'stalemate' });
    expect(suicide.status(suicide.parse('8/8/8/p6p/P6P/7P/8/8 w - - 0 1'))).toMatchObject({ over: true, winner: 'black', reason: 'stalemate' });
  });
});
