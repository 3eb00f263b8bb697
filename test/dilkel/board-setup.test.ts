import { describe, expect, it } from 'vitest';
import { dilkel } from '../../src/variants/dilkel/index.js';
import { at, HOME_KINGS, playAll, START_TEXT } from './helpers.js';

describe('Dilkel board: "a 14x14 square grid with the four 3x3 corners removed, 160 squares"', () => {
  it('has 160 squares', () => {
    expect(dilkel.board.size).toBe(160);
  });
  it('"a1–c3, l1–n3, a12–c14, l12–n14 do not exist"', () => {
    for (const sq of ['a1', 'c3', 'b2', 'l1', 'n3', 'a12', 'c14', 'l12', 'n14', 'm13']) expect(dilkel.board.nodeId(sq)).toBe(-1);
  });
  it('files a–n and ranks 1–14 name the remaining squares (d1, a4, n11, k14 exist)', () => {
    for (const sq of ['d1', 'k1', 'a4', 'a11', 'n4', 'n11', 'd14', 'k14', 'c4', 'l11']) expect(dilkel.board.nodeId(sq)).toBeGreaterThanOrEqual(0);
  });
});

describe('Dilkel players and setup', () => {
  it('four players, Red, Blue, Yellow, Green', () => {
    expect(dilkel.id).toBe('dilkel');
    expect(dilkel.players).toEqual(['red', 'blue', 'yellow', 'green']);
  });

  it('playing clockwise: Red → Blue → Yellow → Green → Red', () => {
    let p = dilkel.setup();
    const turns = [p.turn];
    for (const m of ['h2-h3', 'b7-c7', 'g13-g12', 'm8-l8']) {
      p = dilkel.play(p, m);
      turns.push(p.turn);
    }
    expect(turns).toEqual(['red', 'blue', 'yellow', 'green', 'red']);
  });

  it('"the first player is drawn by lot: option firstPlayer (default Red)"', () => {
    expect(dilkel.setup().turn).toBe('red');
    const p = dilkel.setup({ firstPlayer: 'yellow' });
    expect(p.turn).toBe('yellow');
    expect(dilkel.play(p, 'g13-g12').turn).toBe('green');
    expect(() => dilkel.setup({ firstPlayer: 'purple' as 'red' })).toThrow(expect.objectContaining({ code: 'INVALID_OPTION' }));
  });

  it('"R N B K Q B N R from the player\'s own left, the queen on the king\'s right", as in the table', () => {
    const p = dilkel.setup();
    expect([p.pieces.g1, p.pieces.h1, p.pieces.d1, p.pieces.k1]).toEqual(['rK', 'rQ', 'rR', 'rR']);
    expect([p.pieces.a8, p.pieces.a7, p.pieces.a11, p.pieces.a4]).toEqual(['bK', 'bQ', 'bR', 'bR']);
    expect([p.pieces.h14, p.pieces.g14, p.pieces.k14, p.pieces.d14]).toEqual(['yK', 'yQ', 'yR', 'yR']);
    expect([p.pieces.n7, p.pieces.n8, p.pieces.n4, p.pieces.n11]).toEqual(['gK', 'gQ', 'gR', 'gR']);
    for (const f of 'defghijk') {
      expect(p.pieces[`${f}2`]).toBe('rP');
      expect(p.pieces[`${f}13`]).toBe('yP');
    }
    for (let r = 4; r <= 11; r++) {
      expect(p.pieces[`b${r}`]).toBe('bP');
      expect(p.pieces[`m${r}`]).toBe('gP');
    }
    expect(Object.keys(p.pieces)).toHaveLength(64);
  });

  it('the start position is the documented position text', () => {
    expect(dilkel.format(dilkel.setup())).toBe(START_TEXT);
  });

  it('"eliminated players skipped" in the turn order', () => {
    const p = at({ turn: 'R', eliminated: '0,1,0,0', pieces: 'rK g1, yK h14, gK n7' });
    expect(dilkel.play(p, 'Kg1-g2').turn).toBe('yellow');
    expect(playAll(p, 'Kg1-g2 Kh14-h13 Kn7-n6').turn).toBe('red');
  });

  it('"Red and Yellow sit opposite each other; so do Blue and Green": their pawns move in opposite directions', () => {
    const p = at({ turn: 'R', pieces: `${HOME_KINGS}, rP e5, yP j10, bP e8, gP j7` });
    expect(dilkel.legalMoves(p).filter((m) => m.from === 'e5').map((m) => m.to)).toEqual(['e6']);
    const y = at({ turn: 'Y', pieces: `${HOME_KINGS}, rP e5, yP j10, bP e8, gP j7` });
    expect(dilkel.legalMoves(y).filter((m) => m.from === 'j10').map((m) => m.to)).toEqual(['j9']);
    const b = at({ turn: 'B', pieces: `${HOME_KINGS}, rP e5, yP j10, bP e8, gP j7` });
    expect(dilkel.legalMoves(b).filter((m) => m.from === 'e8').map((m) => m.to)).toEqual(['f8']);
    const g = at({ turn: 'G', pieces: `${HOME_KINGS}, rP e5, yP j10, bP e8, gP j7` });
    expect(dilkel.legalMoves(g).filter((m) => m.from === 'j7').map((m) => m.to)).toEqual(['i7']);
  });
});
