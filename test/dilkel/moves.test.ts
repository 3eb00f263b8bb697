import { describe, expect, it } from 'vitest';
import { dilkel } from '../../src/variants/dilkel/index.js';
import { at, HOME_KINGS, movesFrom, notations } from './helpers.js';

describe('Dilkel moves: "Pieces move as in chess"', () => {
  it('a knight in the middle has its eight leaps', () => {
    const p = at({ turn: 'R', pieces: `${HOME_KINGS}, rN g7` });
    expect(movesFrom(p, 'g7')).toEqual(['Ng7-e6', 'Ng7-e8', 'Ng7-f5', 'Ng7-f9', 'Ng7-h5', 'Ng7-h9', 'Ng7-i6', 'Ng7-i8']);
  });
  it('a knight leaps over the missing corner onto the arm (d4-b3 does not exist, d4-b5 does)', () => {
    const p = at({ turn: 'R', pieces: `${HOME_KINGS}, rN d4` });
    expect(movesFrom(p, 'd4')).toEqual(['Nd4-b5', 'Nd4-c6', 'Nd4-e2', 'Nd4-e6', 'Nd4-f3', 'Nd4-f5']);
  });
  it('a rook slides along the arm to the edge of the cross and stops where a corner is missing', () => {
    const p = at({ turn: 'R', pieces: `${HOME_KINGS}, rR d12` });
    // d12 west: c12 does not exist; north: d13, d14; south: all the way down to d1 (empty here)
    const tos = dilkel.legalMoves(p).filter((m) => m.from === 'd12').map((m) => m.to);
    expect(tos).not.toContain('c12');
    expect(tos).toContain('d14');
    expect(tos).toContain('d1');
    expect(tos).toContain('k12');
    expect(tos).toHaveLength(2 + 11 + 7);
  });
  it('a bishop slides diagonally and a queen combines both', () => {
    const p = at({ turn: 'R', pieces: `${HOME_KINGS}, rB e4, rQ j10` });
    // a8 holds Blue's king (never a target), c2 does not exist, m12 does not exist.
    expect(movesFrom(p, 'e4')).toEqual(['Be4-b7', 'Be4-c6', 'Be4-d3', 'Be4-d5', 'Be4-f3', 'Be4-f5', 'Be4-g2', 'Be4-g6', 'Be4-h1', 'Be4-h7', 'Be4-i8', 'Be4-j9', 'Be4-k10', 'Be4-l11']);
    expect(movesFrom(p, 'j10').length).toBeGreaterThan(20);
  });
});

describe('Dilkel pawns', () => {
  it('"one step forward onto an empty square, two from its starting square when both are empty"', () => {
    const p = at({ turn: 'R', pieces: `${HOME_KINGS}, rP e2, rP f3` });
    expect(movesFrom(p, 'e2')).toEqual(['e2-e3', 'e2-e4']);
    expect(movesFrom(p, 'f3')).toEqual(['f3-f4']);
  });
  it('the double step needs both squares empty', () => {
    expect(movesFrom(at({ turn: 'R', pieces: `${HOME_KINGS}, rP e2, yN e4` }), 'e2')).toEqual(['e2-e3']);
    expect(movesFrom(at({ turn: 'R', pieces: `${HOME_KINGS}, rP e2, yN e3` }), 'e2')).toEqual([]);
  });
  it('Blue\'s pawns start on the b-file and double-step to the right', () => {
    expect(movesFrom(at({ turn: 'B', pieces: `${HOME_KINGS}, bP b6` }), 'b6')).toEqual(['b6-c6', 'b6-d6']);
  });
  it('"captures one step diagonally forward" (for Blue: up-right and down-right), never straight ahead', () => {
    const p = at({ turn: 'B', pieces: `${HOME_KINGS}, bP e6, rN f7, yN f5, gN f6, rN d7` });
    expect(movesFrom(p, 'e6')).toEqual(['e6xf5', 'e6xf7']);
  });
  it('"A pawn with no square ahead (e.g. Red\'s pawn on b11) simply has no forward move"', () => {
    const p = at({ turn: 'R', pieces: `${HOME_KINGS}, rP b11` });
    expect(movesFrom(p, 'b11')).toEqual([]);
    expect(dilkel.status(p)).toMatchObject({ over: false, turn: 'red' });
  });
});

describe('Dilkel kings and check', () => {
  it('"Kings are never captured … A move that would capture a king is not a legal move"', () => {
    // Red is in check from Yellow's rook, but it is Blue's turn: Blue's queen may not take the king.
    const p = at({ turn: 'B', pieces: 'rK g5, bK a8, bQ d5, yK h14, yR g12, gK n7' });
    expect(dilkel.legalMoves(p).some((m) => m.to === 'g5')).toBe(false);
    expect(movesFrom(p, 'd5')).toContain('Qd5-f5');
  });
  it('"A move may not leave the mover\'s own king attacked by any opponent": a piece pinned by another player stays', () => {
    // Green's rook on k1 pins Red's bishop on i1 to the king on g1... along rank 1 through h1.
    const p = at({ turn: 'R', pieces: 'rK g1, rB h1, bK a8, yK h14, gK n7, gR k1' });
    expect(movesFrom(p, 'h1')).toEqual([]);
    // A pawn pinned by Blue's bishop may only move along the pin line (here: not at all, it moves straight).
    const q = at({ turn: 'R', pieces: 'rK g1, rP f2, bK a8, bB c5, yK h14, gK n7' });
    expect(movesFrom(q, 'f2')).toEqual([]);
  });
  it('the king may not step onto a square attacked by any of the three opponents', () => {
    const p = at({ turn: 'R', pieces: 'rK g5, bK a8, bR f10, yK h14, yB k8, gK n7, gN j4' });
    // Blue's rook covers f4 f5 f6; Yellow's bishop covers the diagonal k8-g4 (h5, g4); Green's knight covers h5 too.
    expect(movesFrom(p, 'g5')).toEqual(['Kg5-g6', 'Kg5-h4', 'Kg5-h6']);
  });
  it('"Several opponents may hold it in check at once": a king in check from two opponents must escape both', () => {
    // Blue's rook on g10 and Green's rook on k5 both attack Red's king on g5. Red's knight could block one line only.
    const p = at({ turn: 'R', pieces: 'rK g5, rN e7, bK a8, bR g10, yK h14, gK n7, gR k5' });
    expect(dilkel.status(p)).toMatchObject({ over: false, turn: 'red', check: true });
    expect(notations(p)).toEqual(['Kg5-f4', 'Kg5-f6', 'Kg5-h4', 'Kg5-h6']);
  });
  it('a check is blocked or the checking piece captured, as the rulebook lists', () => {
    const p = at({ turn: 'R', pieces: 'rK g1, rN e7, bK a8, yK h14, yR g9, gK n7' });
    // Red can block on g8/g6 with the knight, or move the king off the g-file.
    expect(notations(p)).toEqual(['Kg1-f1', 'Kg1-f2', 'Kg1-h1', 'Kg1-h2', 'Ne7-g6', 'Ne7-g8']);
    const q = at({ turn: 'R', pieces: 'rK g1, rN h7, bK a8, yK h14, yR g9, gK n7' });
    expect(notations(q)).toContain('Nh7xg9');
  });
});
