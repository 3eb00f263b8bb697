/**
 * Makruk's counting rule, as Fairy-Stockfish implements it (position.cpp count_limit / do_move):
 * against a bare king, with a rook, the stronger side has 16 moves (32 plies); the count starts at
 * twice the number of pieces on the board and a draw may be claimed once it passes the limit. The FEN
 * carries the limit in the en passant field and the count in the halfmove field.
 */
import { describe, expect, it } from 'vitest';
import { defineFairy } from '../../src/variants/fairy/index.js';
import { ENGINE_DEFS } from './engine-defs.js';

const makruk = defineFairy({ ...ENGINE_DEFS.makruk!, countingRule: 'makruk' });

describe('makruk counting', () => {
  it('a move leaving Black a bare king against rook, knight and king starts the count: limit 32 plies, count 2 x 4 pieces', () => {
    const p = makruk.play(makruk.parse('8/8/3k4/8/8/2N5/4K3/R7 w - - 0 1'), 'e2e3');
    expect(p.fen).toBe('8/8/3k4/8/8/2N1K3/8/R7 b - 32 8 1');
  });
  it('the count goes up by one each ply', () => {
    const p = makruk.play(makruk.parse('8/8/3k4/8/8/2N5/4K3/R7 b - 32 8 1'), 'd6d7');
    expect(p.fen).toBe('8/3k4/8/8/8/2N5/4K3/R7 w - 32 9 2');
  });
  it('a draw may be claimed when the count passes the limit, not before (Fairy-Stockfish: an optional game end)', () => {
    expect(makruk.status(makruk.parse('8/8/3k4/8/8/2N5/4K3/R7 b - 32 32 20'))).toEqual({ over: false, turn: 'black' });
    expect(makruk.status(makruk.parse('8/8/3k4/8/8/2N5/4K3/R7 b - 32 33 20'))).toEqual({ over: false, turn: 'black', claimableDraw: 'counting-rule' });
  });
});
