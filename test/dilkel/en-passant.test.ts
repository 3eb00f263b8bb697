import { describe, expect, it } from 'vitest';
import { dilkel } from '../../src/variants/dilkel/index.js';
import { at, HOME_KINGS, movesFrom, playAll } from './helpers.js';

describe('Dilkel en passant: "only between players directly opposite (Red–Yellow, Blue–Green)"', () => {
  const layout = { turn: 'R' as const, pieces: `${HOME_KINGS}, rP e2, yP f4` };

  it('a pawn that double-stepped past the square beside an opposite player\'s pawn may be taken en passant on that player\'s next turn', () => {
    const afterRed = dilkel.play(at(layout), 'e2-e4');
    expect(afterRed.enPassant).toEqual(['e3', '', '', '']);
    const yellowTurn = dilkel.play(afterRed, 'Ka8-a9'); // Blue moves in between
    expect(yellowTurn.turn).toBe('yellow');
    const ep = dilkel.legalMoves(yellowTurn).find((m) => m.notation === 'f4xe3');
    expect(ep).toMatchObject({ from: 'f4', to: 'e3', captures: ['e4'], kind: 'en-passant' });
    const after = dilkel.play(yellowTurn, 'f4xe3');
    expect(after.pieces.e4).toBeUndefined();
    expect(after.pieces.e3).toBe('yP');
    expect(after.captured).toEqual(['', '', '', '']); // a pawn cannot come back
  });

  it('"… and not after": the right lapses once the opposite player has had its turn', () => {
    const p = playAll(at(layout), 'e2-e4 Ka8-a9 Kh14-h13 Kn7-n6 Kg1-g2 Ka9-a8');
    expect(p.turn).toBe('yellow');
    expect(movesFrom(p, 'f4')).toEqual(['f4-f3']);
  });

  it('Blue and Green take each other en passant too', () => {
    const p = playAll(at({ turn: 'B', pieces: `${HOME_KINGS}, bP b6, gP d7` }), 'b6-d6 Kh14-h13');
    expect(p.turn).toBe('green');
    expect(dilkel.legalMoves(p).find((m) => m.notation === 'd7xc6')?.captures).toEqual(['d6']);
  });

  it('en passant is refused between neighbours (Blue and Green beside Red\'s pawn)', () => {
    const p = dilkel.play(at({ turn: 'R', pieces: `${HOME_KINGS}, rP e2, bP d4, gP f4` }), 'e2-e4');
    expect(p.turn).toBe('blue');
    expect(movesFrom(p, 'd4')).toEqual([]);
    const green = playAll(p, 'Ka8-a9 Kh14-h13');
    expect(green.turn).toBe('green');
    expect(movesFrom(green, 'f4')).toEqual([]);
  });

  it('the en passant square is written in the position text and read back', () => {
    const p = dilkel.play(at(layout), 'e2-e4');
    expect(dilkel.format(p).split('-')[5]).toBe('e3,,,');
    expect(dilkel.parse(dilkel.format(p)).enPassant).toEqual(['e3', '', '', '']);
  });

  it('"not after" also when a neighbour moving in between fills the passed square or takes the pawn: the chance is gone and the text reads back', () => {
    const blocked = playAll(at({ turn: 'R', pieces: `${HOME_KINGS}, rP e2, bN d5, yP f4` }), 'e2-e4 Nd5-e3');
    expect(blocked.enPassant).toEqual(['', '', '', '']);
    expect(dilkel.parse(dilkel.format(blocked)).enPassant).toEqual(['', '', '', '']);
    const taken = playAll(at({ turn: 'R', pieces: `${HOME_KINGS}, rP e2, bB c6, yP f4` }), 'e2-e4 Bc6xe4');
    expect(taken.enPassant).toEqual(['', '', '', '']);
    expect(movesFrom(taken, 'f4')).toEqual(['f4-f3']);
    expect(dilkel.format(dilkel.parse(dilkel.format(taken)))).toBe(dilkel.format(taken));
  });

  it('"on its next turn": with the neighbour in between eliminated, the opposite player takes en passant at the very next ply', () => {
    const p = dilkel.play(at({ turn: 'R', eliminated: '0,1,0,0', pieces: 'rK g1, rP e2, yK h14, yP f4, gK n7' }), 'e2-e4');
    expect(p.turn).toBe('yellow');
    expect(movesFrom(p, 'f4')).toEqual(['f4-f3', 'f4xe3']);
  });

  it('no chance is recorded when the opposite player is eliminated (nobody may take it)', () => {
    const p = dilkel.play(at({ turn: 'R', eliminated: '0,0,1,0', pieces: 'rK g1, rP e2, bK a8, gK n7' }), 'e2-e4');
    expect(p.enPassant).toEqual(['', '', '', '']);
  });

  it('position text gives an en passant square only while the chance lasts: after the double step, up to the opposite player\'s turn', () => {
    const pieces = `${HOME_KINGS}, rP e4, yP f4`;
    expect(at({ turn: 'B', ep: 'e3,,,', pieces }).enPassant[0]).toBe('e3');
    expect(at({ turn: 'Y', ep: 'e3,,,', pieces }).enPassant[0]).toBe('e3');
    for (const turn of ['R', 'G'] as const) {
      expect(() => at({ turn, ep: 'e3,,,', pieces }), turn).toThrow(expect.objectContaining({ code: 'INVALID_FEN', detail: { field: 'en passant' } }));
    }
    expect(() => at({ turn: 'B', eliminated: '0,0,1,0', ep: 'e3,,,', pieces: 'rK g1, rP e4, bK a8, gK n7' })).toThrow(expect.objectContaining({ detail: { field: 'en passant' } }));
  });
});
