/**
 * Square names of the draughts family: numeric PDN for the FMJD family, the
 * algebraic names Russian and Czech draughts are written in (files a–h from
 * White's left, ranks 1–8 from White's side; a1 is a playing square), PDN 3.0
 * FEN with alphanumeric squares, and both forms read everywhere. Expected
 * names come from the board coordinates, not from the engine's tables.
 */
import { describe, expect, it } from 'vitest';
import { czech, defineDraughts, englishRules, international, russian } from '../../src/variants/draughts/index.js';

const alg = (x: number, y: number): string => `${String.fromCharCode(97 + x)}${y + 1}`;
const num8 = (x: number, y: number): number => (7 - y) * 4 + Math.floor(x / 2) + 1;
const num10 = (x: number, y: number): number => (9 - y) * 5 + Math.floor(x / 2) + 1;
/** Playing squares (x + y even) of the given ranks of the 8x8 board. */
const ranks = (...ys: number[]): string[] => ys.flatMap((y) => [0, 1, 2, 3, 4, 5, 6, 7].filter((x) => (x + y) % 2 === 0).map((x) => alg(x, y)));
const fields = (fen: string): Record<string, string[]> =>
  Object.fromEntries(fen.split(':').slice(1).map((f) => [f[0] as string, f.slice(1).split(',').sort()]));

describe('Russian and Czech draughts: algebraic notation', () => {
  for (const v of [russian, czech]) {
    it(`${v.name}: the start position is written in PDN 3.0 FEN with alphanumeric squares`, () => {
      const fen = v.format(v.setup());
      expect(fen.slice(0, 2)).toBe('W:');
      expect(fields(fen)).toEqual({ W: ranks(0, 1, 2).sort(), B: ranks(5, 6, 7).sort() });
    });
    it(`${v.name}: moves are written c3-d4, squares named a1–h8 on the board graph`, () => {
      const list = v.legalMoves(v.setup()).map((m) => m.notation).sort();
      // White's men on rank 3 step to rank 4: a3-b4, c3-b4, c3-d4, e3-d4, e3-f4, g3-f4, g3-h4.
      expect(list).toEqual(['a3-b4', 'c3-b4', 'c3-d4', 'e3-d4', 'e3-f4', 'g3-f4', 'g3-h4']);
      expect(v.board.names).toContain('a1');
      expect(v.board.names).not.toContain('b1');
    });
    it(`${v.name}: captures are written with a colon, c3:e5`, () => {
      const p = v.parse('W:Wc3:Bd4');
      expect(v.legalMoves(p).map((m) => m.notation)).toEqual(['c3:e5']);
      expect(v.legalMoves(p)[0]).toMatchObject({ from: 'c3', to: 'e5', captures: ['d4'] });
      expect(v.play(p, 'c3xe5')).toEqual(v.play(p, 'c3:e5'));
    });
    it(`${v.name}: numeric PDN squares are read too (the same squares, numbered 1–32)`, () => {
      const start = v.setup();
      expect(v.parse(`W:W21-32:B1-12`)).toEqual(start);
      expect(v.play(start, `${num8(2, 2)}-${num8(3, 3)}`)).toEqual(v.play(start, 'c3-d4'));
      expect(v.parse(`W:WK${num8(2, 2)}:B${num8(7, 7)}`)).toEqual(v.parse('W:WKc3:Bh8'));
    });
  }
  it('a multi-capture that needs its landing squares lists them with colons', () => {
    // Flying king a1 takes c3 and e5 ... or other routes; the text names every landing when two routes share start and end.
    const p = russian.parse('W:WKa1:Bc3,f6,d6');
    for (const m of russian.legalMoves(p)) expect(m.notation).toMatch(/^[a-h][1-8](:[a-h][1-8])+$/);
  });
  it('algebraic names off the playing squares are refused: INVALID_FEN in position text, ILLEGAL_MOVE in move text', () => {
    expect(russian.tryParse('W:Wb1:Bh8')).toMatchObject({ ok: false, error: { code: 'INVALID_FEN' } });
    expect(russian.tryParse('W:Wc3:Bi9')).toMatchObject({ ok: false, error: { code: 'INVALID_FEN' } });
    expect(russian.tryPlay(russian.setup(), 'c3-c4')).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } });
    expect(russian.tryPlay(russian.setup(), 'c3-z9')).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } });
    expect(russian.tryPlay(russian.setup(), 'c3--d4')).toMatchObject({ ok: false, error: { code: 'INVALID_MOVE_TEXT' } });
  });
});

describe('the notation switch on any rules', () => {
  it('English rules written algebraically keep the published perft (7, 49, 302) and name search moves algebraically', () => {
    const v = defineDraughts({ ...englishRules, id: 'english-algebraic', name: 'English, algebraic', notation: 'algebraic' });
    const start = v.setup();
    expect([1, 2, 3].map((d) => v.perft(start, d))).toEqual([7, 49, 302]);
    const search = v.search(start);
    const buf = new Int32Array(search.maxMoves);
    search.generate(buf);
    expect(search.move(buf[0] as number).from).toMatch(/^[a-h][1-8]$/);
    expect(v.legalMoves(start).map((m) => m.from).every((f) => /^[a-h][1-8]$/.test(f))).toBe(true);
  });
});

describe('numeric notation (FMJD and the other federations)', () => {
  it('FMJD art. 8: international draughts writes square numbers, 32-28, and reads algebraic names as well', () => {
    const start = international.setup();
    const viaNames = international.play(start, `${alg(3, 3)}-${alg(4, 4)}`);
    expect(viaNames).toEqual(international.play(start, `${num10(3, 3)}-${num10(4, 4)}`));
    expect(international.format(viaNames)).toMatch(/^B:W/);
    expect(international.legalMoves(start).every((m) => /^\d+-\d+$/.test(m.notation))).toBe(true);
    expect(international.parse(`W:W${alg(0, 0)},K${alg(9, 9)}:B${alg(1, 9)}`)).toEqual(international.parse(`W:W${num10(0, 0)},K${num10(9, 9)}:B${num10(1, 9)}`));
  });
});
