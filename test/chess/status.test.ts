import { describe, expect, it } from 'vitest';
import { chess, insufficientMaterial } from '../../src/variants/chess/index.js';
import { fen } from './helpers.js';

const play = (text: string, ...moves: string[]) => moves.reduce((p, m) => chess.play(p, m), fen(text));
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('end of the game (FIDE 5, 9)', () => {
  it('checkmate wins for the side that gave mate (5.1.1)', () => {
    expect(chess.status(play(START, 'f3', 'e5', 'g4', 'Qh4#'))).toEqual({ over: true, winner: 'black', reason: 'checkmate', checks: ['e1'] });
  });
  it('stalemate is a draw (5.2.1)', () => {
    expect(chess.status(fen('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'))).toEqual({ over: true, draw: 'stalemate', reason: 'stalemate' });
  });
  it('a side in check that still has moves is told so', () => {
    expect(chess.status(play(START, 'e4', 'f5', 'Qh5+'))).toEqual({ over: false, turn: 'black', check: true, checks: ['e8'] });
  });
  describe('insufficient material is a draw (5.2.2)', () => {
    it.each([
      ['K v K', '8/8/8/4k3/8/8/8/4K3 w - - 0 1'],
      ['K+N v K', '8/8/8/4k3/8/8/8/4KN2 w - - 0 1'],
      ['K+B v K', '8/8/8/4k3/8/8/8/4KB2 w - - 0 1'],
      ['K+B v K+B, bishops on squares of one colour', '8/8/2b5/4k3/8/8/8/4KB2 w - - 0 1'],
      ['any number of bishops, all on one colour', '8/8/2b1b3/4k3/8/8/8/4KB1B w - - 0 1'],
    ])('%s', (_name, text) => {
      expect(insufficientMaterial(fen(text).board)).toBe(true);
      expect(chess.status(fen(text))).toEqual({ over: true, draw: 'insufficient-material', reason: 'insufficient-material' });
    });
    it.each([
      ['K+B v K+B on opposite colours (a mate exists)', '8/8/3b4/4k3/8/8/8/4KB2 w - - 0 1'],
      ['K+N v K+N', '8/8/3n4/4k3/8/8/8/4KN2 w - - 0 1'],
      ['K+N+N v K', '8/8/8/4k3/8/8/8/3NKN2 w - - 0 1'],
      ['a pawn', '8/8/8/4k3/8/8/4P3/4K3 w - - 0 1'],
      ['a rook', '8/8/8/4k3/8/8/8/4KR2 w - - 0 1'],
    ])('but not %s', (_name, text) => {
      expect(insufficientMaterial(fen(text).board)).toBe(false);
      expect(chess.status(fen(text)).over).toBe(false);
    });
  });
  it('threefold repetition may be claimed (9.2), also before the move that completes it', () => {
    const shuffle = ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1'];
    expect(chess.status(play(START, ...shuffle))).toMatchObject({ over: false, claimableDraw: 'threefold-repetition' });
    expect(chess.status(play(START, ...shuffle, 'Ng8'))).toMatchObject({ over: false, claimableDraw: 'threefold-repetition' });
    expect(chess.status(play(START, ...shuffle.slice(0, 3)))).not.toHaveProperty('claimableDraw');
  });
  it('fivefold repetition ends the game automatically (9.6.1)', () => {
    const cycle = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];
    const p = play(START, ...cycle, ...cycle, ...cycle);
    expect(chess.status(p).over).toBe(false);
    expect(chess.status(play(START, ...cycle, ...cycle, ...cycle, ...cycle))).toEqual({ over: true, draw: 'fivefold-repetition', reason: 'fivefold-repetition' });
  });
  it('repetition needs the same castling rights (9.2.2)', () => {
    // After Rh1-h2-h1 the rook returns, but White has lost the right to castle short: not the same position.
    const p = play('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'Rh2', 'Ra7', 'Rh1', 'Ra8', 'Rh2', 'Ra7', 'Rh1', 'Ra8');
    expect(chess.status(p)).not.toHaveProperty('claimableDraw');
    const third = ['Rh2', 'Ra7', 'Rh1', 'Ra8'].reduce((q, m) => chess.play(q, m), p);
    expect(chess.status(third)).toMatchObject({ claimableDraw: 'threefold-repetition' });
  });
  it('repetition counts en passant only when a legal en passant capture exists (9.2.2.3)', () => {
    // 1...d5 with no white pawn beside it creates no en passant possibility: the position is the same
    // as one with no en passant square; with a white pawn on e5 the capture exists and the positions differ.
    const a = play('4k3/3p4/8/8/8/8/8/4K1N1 b - - 0 1', 'd5');
    expect(a.enPassant).toBeNull();
    const b = play('4k3/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1', 'd5');
    expect(b.enPassant).toBe('d6');
    expect(chess.hash(b)).not.toBe(chess.hash({ ...b, enPassant: null }));
  });
  it('the 50-move rule may be claimed after 50 moves by each side without pawn move or capture (9.3)', () => {
    expect(chess.status(fen('8/7k/8/6R1/1r3B2/5K2/8/8 b - - 100 119'))).toMatchObject({ over: false, claimableDraw: 'fifty-move-rule' });
    expect(chess.status(fen('8/7k/8/6R1/1r3B2/5K2/8/8 b - - 98 119'))).not.toHaveProperty('claimableDraw');
    // 99: the claim may be made with the move that reaches 100.
    expect(chess.status(fen('6R1/7k/8/8/1r3B2/5K2/8/8 w - - 99 119'))).toMatchObject({ claimableDraw: 'fifty-move-rule' });
  });
  it('the 75-move rule ends the game automatically (9.6.2), unless the last move mated', () => {
    expect(chess.status(fen('4k3/8/6r1/8/8/8/2R5/4K3 w - - 150 100'))).toEqual({ over: true, draw: 'seventy-five-move-rule', reason: 'seventy-five-move-rule' });
    expect(chess.status(fen('4k3/8/6r1/8/8/8/2R5/4K3 w - - 149 100')).over).toBe(false);
    expect(chess.status(fen('k7/8/NKB5/8/8/8/8/8 b - - 150 176'))).toMatchObject({ over: true, reason: 'checkmate' });
  });

  describe('repetition compares positions as FIDE does (9.2.2)', () => {
    // White's rook walks a triangle a1-a2-a3-a1 (three moves) while Black's king steps e8-d8-e8 (two):
    // the same placement returns with the other side to move.
    const triangle = ['Ra2', 'Kd8', 'Ra3', 'Ke8', 'Ra1', 'Kd8', 'Ra2', 'Ke8', 'Ra1'];
    const rook = '4k3/8/8/8/8/8/8/R3K3 w - - 0 1';
    it('the same placement with the other side to move is another position', () => {
      // Ra1/Ke8 has stood three times (once White to move, twice Black to move): no claim.
      expect(chess.status(play(rook, ...triangle))).not.toHaveProperty('claimableDraw');
      // The third time with Black to move may be claimed.
      expect(chess.status(play(rook, ...triangle, 'Kd8', 'Ra2', 'Ke8', 'Ra1'))).toMatchObject({ claimableDraw: 'threefold-repetition' });
    });
    // 1...d5, then two knight cycles by different routes (so no move can complete a third occurrence):
    // the placement after 1...d5 stands three times, White to move each time.
    const cycles = ['d5', 'Nf3', 'Nc6', 'Ng1', 'Nb8', 'Nh3', 'Na6', 'Ng1', 'Nb8'];
    it('a position where en passant was possible differs from the same placement later', () => {
      // exd6 is legal right after 1...d5, so that first position is not the same as the later two.
      expect(chess.status(play('1n2k3/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1', ...cycles))).not.toHaveProperty('claimableDraw');
    });
    it('a double step that allows no en passant capture changes nothing: three occurrences', () => {
      expect(chess.status(play('1n2k3/3p4/8/P7/8/8/8/4K1N1 b - - 0 1', ...cycles))).toMatchObject({ claimableDraw: 'threefold-repetition' });
    });
    it('an en passant capture that would be illegal (rank pin) does not make the position different', () => {
      // After 1...d5, exd6 would empty the fifth rank between Ra5 and Kh5.
      const fen = '1n2k3/3p4/8/r3P2K/8/8/8/6N1 b - - 0 1';
      expect(play(fen, 'd5').enPassant).toBeNull();
      expect(chess.status(play(fen, ...cycles))).toMatchObject({ claimableDraw: 'threefold-repetition' });
    });
  });
  it('a capture or pawn move resets the 50-move count (9.3)', () => {
    // 99 half-moves, then a capture: no claim, now or with the next move.
    const p = play('4k3/8/8/8/8/8/r7/R3K3 w - - 99 80', 'Rxa2');
    expect(p.halfmove).toBe(0);
    expect(chess.status(p)).toEqual({ over: false, turn: 'black', check: false });
  });
  it('before the 75-move rule applies, the 50-move rule is still a claim (9.3, 9.6.2)', () => {
    expect(chess.status(fen('4k3/8/6r1/8/8/8/2R5/4K3 w - - 149 100'))).toMatchObject({ over: false, claimableDraw: 'fifty-move-rule' });
  });
  it('insufficient material ends the game even when a move was just made with a check', () => {
    // K+B v K with the bishop giving check: no mate can ever follow.
    expect(chess.status(fen('8/8/8/4k3/8/2B5/8/4K3 b - - 0 1'))).toEqual({ over: true, draw: 'insufficient-material', reason: 'insufficient-material' });
  });
});
