import { describe, expect, it } from 'vitest';
import { dilkel } from '../../src/variants/dilkel/index.js';
import { at, HOME_KINGS } from './helpers.js';

describe('Dilkel notation: "Moves in long algebraic form"', () => {
  it('"h2-h4" and "Nj1-i3" from the start', () => {
    const moves = dilkel.legalMoves(dilkel.setup());
    expect(moves.find((m) => m.notation === 'h2-h4')).toEqual({ from: 'h2', to: 'h4', captures: [], notation: 'h2-h4', player: 'red', piece: 'P', capturedKinds: [], check: false, checkmate: false });
    expect(moves.find((m) => m.notation === 'Nj1-i3')).toEqual({ from: 'j1', to: 'i3', captures: [], notation: 'Nj1-i3', player: 'red', piece: 'N', capturedKinds: [], check: false, checkmate: false });
  });
  it('captures with x: a queen capture "Qh1xm6" and a Yellow pawn capture "e13xd12"', () => {
    const p = at({ turn: 'R', pieces: `${HOME_KINGS}, rQ h1, gP m6` });
    expect(dilkel.legalMoves(p).find((m) => m.notation === 'Qh1xm6')).toMatchObject({ from: 'h1', to: 'm6', captures: ['m6'], notation: 'Qh1xm6', piece: 'Q' });
    const y = at({ turn: 'Y', pieces: `${HOME_KINGS}, yP e13, rN d12` });
    expect(dilkel.legalMoves(y).find((m) => m.to === 'd12')?.notation).toBe('e13xd12');
  });
  it('"d13-d14=Q style promotions", "O-O" and "O-O-O"', () => {
    const p = at({ turn: 'R', short: '1,0,0,0', long: '1,0,0,0', pieces: 'rK g1, rR d1, rR k1, rP d13, bK a8, yK h14, gK n7' });
    const n = dilkel.legalMoves(p).map((m) => m.notation);
    expect(n).toContain('d13-d14=Q');
    expect(n).toContain('O-O');
    expect(n).toContain('O-O-O');
  });
  it('loosely written moves are understood (no piece letter, no dash, lower-case promotion)', () => {
    const p = dilkel.setup();
    expect(dilkel.format(dilkel.play(p, 'j1-i3'))).toBe(dilkel.format(dilkel.play(p, 'Nj1-i3')));
    expect(dilkel.format(dilkel.play(p, 'h2h4'))).toBe(dilkel.format(dilkel.play(p, 'h2-h4')));
  });
  it('bad move text gets INVALID_MOVE_TEXT, an illegal move ILLEGAL_MOVE, a wrong piece letter ILLEGAL_MOVE', () => {
    const p = dilkel.setup();
    expect(() => dilkel.play(p, 'Zz9')).toThrow(expect.objectContaining({ code: 'INVALID_MOVE_TEXT' }));
    expect(() => dilkel.play(p, 'h2-h5')).toThrow(expect.objectContaining({ code: 'ILLEGAL_MOVE' }));
    expect(() => dilkel.play(p, 'Bj1-i3')).toThrow(expect.objectContaining({ code: 'ILLEGAL_MOVE' }));
    expect(() => dilkel.play(p, 'O-O')).toThrow(expect.objectContaining({ code: 'ILLEGAL_MOVE' }));
    expect(dilkel.tryPlay(p, 'b7-c7')).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } }); // Blue's pawn, Red to move
    const e = dilkel.tryPlay(p, 'e2-e4=Q');
    expect(e).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } });
    expect(e.ok ? '' : e.error.message).toContain('not a promotion');
  });
  it('plain-JavaScript wrong types are refused with a typed error and the position is left unchanged', () => {
    const p = dilkel.setup();
    const before = JSON.stringify(p);
    expect(() => dilkel.play(p, 42 as never)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => dilkel.play(p, null as never)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => dilkel.play(p, { from: 'h2', to: 'h5', captures: [], notation: 'h2-h5' } as never)).toThrow(expect.objectContaining({ code: 'ILLEGAL_MOVE' }));
    expect(() => dilkel.play(p, 'h2-h4'.repeat(1000))).toThrow(expect.objectContaining({ code: 'INVALID_MOVE_TEXT' }));
    expect(() => dilkel.play(p, 'h2-h4'.repeat(5000))).toThrow(expect.objectContaining({ code: 'INPUT_TOO_LARGE' }));
    dilkel.play(p, 'h2-h4');
    expect(JSON.stringify(p)).toBe(before);
  });
  it('render draws the cross with the pieces', () => {
    const text = dilkel.render(dilkel.setup());
    const lines = text.split('\n');
    expect(lines).toHaveLength(15);
    expect(lines[0]?.trim()).toBe('14          yR yN yB yQ yK yB yN yR'.trim());
    expect(lines[6]).toContain('bK'); // rank 8
    expect(lines[14]?.trim().split(/\s+/)).toEqual('abcdefghijklmn'.split(''));
  });
});
