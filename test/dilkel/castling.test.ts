import { describe, expect, it } from 'vitest';
import { dilkel } from '../../src/variants/dilkel/index.js';
import { at, movesFrom, playAll } from './helpers.js';

const base = 'rK g1, rR d1, rR k1, bK a8, yK h14, gK n7';
const both = { turn: 'R' as const, short: '1,0,0,0', long: '1,0,0,0' };
const castles = (p: ReturnType<typeof at>): string[] => dilkel.legalMoves(p).filter((m) => m.kind === 'castle').map((m) => m.notation).sort();

describe('Dilkel castling: "the king moving two squares toward either rook"', () => {
  it('O-O toward the nearer rook (d1): king g1-e1, rook d1-f1', () => {
    const p = dilkel.play(at({ ...both, pieces: base }), 'O-O');
    expect([p.pieces.e1, p.pieces.f1, p.pieces.g1, p.pieces.d1]).toEqual(['rK', 'rR', undefined, undefined]);
    expect([p.castleShort[0], p.castleLong[0]]).toEqual([false, false]);
  });
  it('O-O-O toward the farther rook (k1): king g1-i1, rook k1-h1', () => {
    const p = dilkel.play(at({ ...both, pieces: base }), 'O-O-O');
    expect([p.pieces.i1, p.pieces.h1, p.pieces.k1]).toEqual(['rK', 'rR', undefined]);
    expect(dilkel.legalMoves(at({ ...both, pieces: base })).find((m) => m.notation === 'O-O-O')).toMatchObject({ from: 'g1', to: 'i1', kind: 'castle', captures: [] });
  });
  it('every seat castles along its own baseline (Blue: king a8 to a10 or a6)', () => {
    const p = at({ turn: 'B', short: '0,1,0,0', long: '0,1,0,0', pieces: 'rK g1, bK a8, bR a11, bR a4, yK h14, gK n7' });
    expect(dilkel.legalMoves(p).filter((m) => m.kind === 'castle').map((m) => `${m.notation} ${m.to}`).sort()).toEqual(['O-O a10', 'O-O-O a6']);
    expect(dilkel.play(p, 'O-O').pieces.a9).toBe('bR');
  });
  it('"Not allowed if king or that rook has moved"', () => {
    const p = at({ ...both, pieces: base });
    const kingMoved = playAll(p, 'Kg1-g2 Ka8-a9 Kh14-h13 Kn7-n6 Kg2-g1 Ka9-a8 Kh13-h14 Kn6-n7');
    expect(castles(kingMoved)).toEqual([]);
    const rookMoved = playAll(p, 'Rd1-d2 Ka8-a9 Kh14-h13 Kn7-n6 Rd2-d1 Ka9-a8 Kh13-h14 Kn6-n7');
    expect(castles(rookMoved)).toEqual(['O-O-O']);
    expect(rookMoved.castleShort[0]).toBe(false);
  });
  it('a rook captured on its square loses that castling right', () => {
    const p = at({ turn: 'B', short: '1,0,0,0', long: '1,0,0,0', pieces: `${base}, bR d9` });
    expect(dilkel.play(p, 'Rd9xd1').castleShort).toEqual([false, false, false, false]);
  });
  it('"a square between them is occupied"', () => {
    expect(castles(at({ ...both, pieces: `${base}, rN e1` }))).toEqual(['O-O-O']);
    expect(castles(at({ ...both, pieces: `${base}, rQ h1` }))).toEqual(['O-O']);
    expect(castles(at({ ...both, pieces: `${base}, rB j1` }))).toEqual(['O-O']);
  });
  it('"the king is in check" (here from Blue)', () => {
    expect(castles(at({ ...both, pieces: `${base}, bR g8` }))).toEqual([]);
  });
  it('"the king passes through … a square attacked by any opponent" (Yellow\'s rook on the f-file)', () => {
    expect(castles(at({ ...both, pieces: `${base}, yR f10` }))).toEqual(['O-O-O']);
  });
  it('"… or lands on a square attacked by any opponent" (Green\'s bishop on the e1 diagonal)', () => {
    expect(castles(at({ ...both, pieces: `${base}, gB j6` }))).toEqual(['O-O-O']);
  });
  it('an attacked rook does not stop castling (only the king\'s squares count)', () => {
    expect(castles(at({ ...both, pieces: `${base}, bR d8` }))).toEqual(['O-O', 'O-O-O']);
  });
  it('castling move text: "O-O" and "O-O-O" (0-0 accepted)', () => {
    expect(dilkel.play(at({ ...both, pieces: base }), '0-0-0').pieces.i1).toBe('rK');
    expect(movesFrom(at({ ...both, pieces: base }), 'g1')).toContain('O-O');
  });
  it('O-O-O: the king may not pass through h1 nor land on i1 when any opponent attacks it; j1, which only the rook crosses, may be attacked', () => {
    expect(castles(at({ ...both, pieces: `${base}, yR h9` }))).toEqual(['O-O']); // h1 attacked by Yellow
    expect(castles(at({ ...both, pieces: `${base}, yB n6` }))).toEqual(['O-O']); // i1 on Yellow's bishop's diagonal
    expect(castles(at({ ...both, pieces: `${base}, gN j3` }))).toEqual(['O-O']); // Green's knight covers i1
    expect(castles(at({ ...both, pieces: `${base}, bR j8` }))).toEqual(['O-O', 'O-O-O']); // only j1 attacked
  });
  it('castling may also be written as the king\'s move (g1-e1, Kg1-i1)', () => {
    expect(dilkel.play(at({ ...both, pieces: base }), 'g1-e1').pieces.f1).toBe('rR');
    expect(dilkel.play(at({ ...both, pieces: base }), 'Kg1-i1').pieces.h1).toBe('rR');
    expect(() => dilkel.play(at({ ...both, pieces: base }), 'Qg1-e1')).toThrow(expect.objectContaining({ code: 'ILLEGAL_MOVE' }));
  });
});
