import { describe, expect, it } from 'vitest';
import { dilkel } from '../../src/variants/dilkel/index.js';
import { at, HOME_KINGS, movesFrom } from './helpers.js';

describe('Dilkel promotion: "a pawn that reaches any opponent\'s baseline must promote"', () => {
  it('on the opposite player\'s baseline, to a queen when nothing has been captured', () => {
    const p = at({ turn: 'R', pieces: `${HOME_KINGS}, rP e13` });
    expect(movesFrom(p, 'e13')).toEqual(['e13-e14=Q']);
    expect(dilkel.play(p, 'e13-e14=Q').pieces.e14).toBe('rQ');
  });

  it('on a neighbour\'s baseline too (Red capturing onto a11 on Blue\'s baseline, or onto n10 on Green\'s)', () => {
    const p = at({ turn: 'R', pieces: `${HOME_KINGS}, rP b10, bN a11, rP m9, gB n10` });
    expect(movesFrom(p, 'b10')).toEqual(['b10-b11', 'b10xa11=Q']);
    expect(movesFrom(p, 'm9')).toEqual(['m9-m10', 'm9xn10=Q']);
  });

  it('Blue\'s pawn promotes on Green\'s baseline', () => {
    expect(movesFrom(at({ turn: 'B', pieces: `${HOME_KINGS}, bP m5` }), 'm5')).toEqual(['m5-n5=Q']);
  });

  it('promotion offers exactly the captured kinds of one\'s own colour plus the queen', () => {
    const p = at({ turn: 'R', captured: 'RN,B,,', pieces: `${HOME_KINGS}, rP e13` });
    expect(movesFrom(p, 'e13')).toEqual(['e13-e14=N', 'e13-e14=Q', 'e13-e14=R']);
  });

  it('"not yet brought back by an earlier promotion": promoting to a captured kind uses it up', () => {
    const p = at({ turn: 'R', captured: 'RN,,,', pieces: `${HOME_KINGS}, rP e13, rP f13` });
    const q = dilkel.play(p, 'e13-e14=N');
    expect(q.captured[0]).toBe('R');
    const back = dilkel.play(dilkel.play(dilkel.play(dilkel.play(q, 'Ka8-a9'), 'Kh14-i13'), 'Kn7-n6'), 'Kg1-g2');
    expect(back.turn).toBe('blue');
    const redAgain = ['Ka9-a8', 'Ki13-h13', 'Kn6-n7'].reduce((x, m) => dilkel.play(x, m), back);
    expect(movesFrom(redAgain, 'f13')).toEqual(['f13-f14=Q', 'f13-f14=R']);
  });

  it('a captured piece joins its owner\'s list; promoting to a queen brings back a captured queen', () => {
    const p = at({ turn: 'B', pieces: `${HOME_KINGS}, bR e5, rQ e9, rP e13` });
    const q = dilkel.play(p, 'Re5xe9');
    expect(q.captured).toEqual(['Q', '', '', '']);
    const r = dilkel.play(dilkel.play(q, 'Kh14-i13'), 'Kn7-n6');
    expect(r.turn).toBe('red');
    expect(movesFrom(r, 'e13')).toEqual(['e13-e14=Q']);
    expect(dilkel.play(r, 'e13-e14=Q').captured).toEqual(['', '', '', '']);
  });

  it('promotion move text: "d13-d14=Q"; a promotion without a piece letter is ambiguous when there is a choice', () => {
    const p = at({ turn: 'R', captured: 'N,,,', pieces: `${HOME_KINGS}, rP d13` });
    expect(dilkel.legalMoves(p).find((m) => m.notation === 'd13-d14=Q')).toMatchObject({ kind: 'promotion', promotion: 'Q' });
    expect(() => dilkel.play(p, 'd13-d14')).toThrow(expect.objectContaining({ code: 'AMBIGUOUS_MOVE' }));
    expect(dilkel.play(p, 'd13d14n').pieces.d14).toBe('rN');
    expect(() => dilkel.play(p, 'd13-d14=B')).toThrow(expect.objectContaining({ code: 'ILLEGAL_MOVE' }));
  });
});
