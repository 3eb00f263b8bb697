/**
 * Chess4 notation and position text, as shared/rules/chess4.md defines them,
 * with precise errors for bad input.
 */
import { describe, expect, it } from 'vitest';
import { chess4 } from '../../src/variants/chess4/index.js';
import { at, codeOf, messageOf } from './helpers.js';

const START = 'yptl/3k/K3/LTPY l - - 0 1';

describe('move notation', () => {
  it('a move is written from-to: b1-b2', () => {
    const m = chess4.legalMoves(chess4.setup()).find((x) => x.from === 'b1' && x.to === 'b2');
    expect(m).toEqual({ from: 'b1', to: 'b2', captures: [], notation: 'b1-b2', player: 'light', piece: 'T', capturedKinds: [] });
  });

  it('a tag is written with x: b1xb2', () => {
    const m = chess4.legalMoves(at('l3/4/1p2/1T1L l - - 0 1')).find((x) => x.to === 'b2');
    expect(m).toEqual({ from: 'b1', to: 'b2', captures: ['b2'], notation: 'b1xb2', player: 'light', piece: 'T', capturedKinds: ['P'] });
  });

  it('a swap is written with <>: a1<>b1, kind "swap"', () => {
    const m = chess4.legalMoves(chess4.setup()).find((x) => x.from === 'a1' && x.to === 'b1');
    expect(m).toEqual({ from: 'a1', to: 'b1', captures: [], notation: 'a1<>b1', kind: 'swap', player: 'light', piece: 'L', capturedKinds: [] });
  });

  it('a jump is written by its end square only: b1-b3', () => {
    expect(chess4.legalMoves(at('l3/4/1P2/1T1L l - - 0 1')).map((m) => m.notation)).toContain('b1-b3');
  });

  it('move text with surrounding spaces is accepted', () => {
    expect(chess4.play(chess4.setup(), '  b1-b2 ').pieces.b2).toBe('T');
  });

  it.each([
    ['hello', 'INVALID_MOVE_TEXT', /not Chess4 move text/],
    ['b1b2', 'INVALID_MOVE_TEXT', /<from>-<to>/],
    ['e1-e2', 'INVALID_MOVE_TEXT', /no square e1/],
    ['a2-a4', 'ILLEGAL_MOVE', /Kitten on a2 cannot reach a4/],
    ['b2-b3', 'ILLEGAL_MOVE', /no light piece on b2/],
    ['b1-c1', 'ILLEGAL_MOVE', /that move is b1<>c1/],
    ['a1-b2', 'ILLEGAL_MOVE', /Lion may not simply move/],
    ['b1xb2', 'ILLEGAL_MOVE', /"b1xb2" is written wrongly: that move is b1-b2 \(a plain move\)/],
    ['b1<>b2', 'ILLEGAL_MOVE', /that move is b1-b2/],
    ['a1xb1', 'ILLEGAL_MOVE', /that move is a1<>b1 \(a swap\)/],
    ['a1-a1', 'ILLEGAL_MOVE', /Lion on a1 cannot reach a1/],
    ['A1-B2', 'INVALID_MOVE_TEXT', /not Chess4 move text/],
  ])('move text %s from the start is refused with %s', (text, code, message) => {
    expect(codeOf(() => chess4.play(chess4.setup(), text))).toBe(code);
    expect(messageOf(() => chess4.play(chess4.setup(), text))).toMatch(message);
  });

  it('hostile move text is refused with a short message', () => {
    expect(codeOf(() => chess4.play(chess4.setup(), 'a'.repeat(20_000)))).toBe('INPUT_TOO_LARGE');
    const message = messageOf(() => chess4.play(chess4.setup(), `a1-${'9'.repeat(9_000)}`));
    expect(message).toMatch(/not Chess4 move text/);
    expect(message.length).toBeLessThan(300);
    expect(codeOf(() => chess4.play(chess4.setup(), 42 as never))).toBe('INVALID_ARGUMENT');
    const start = chess4.setup();
  });

  it('a refused move leaves the position unchanged', () => {
    const p = chess4.setup();
    const before = JSON.stringify(p);
    expect(chess4.tryPlay(p, 'a1-b2').ok).toBe(false);
    expect(JSON.stringify(p)).toBe(before);
  });
});

describe('position text', () => {
  it(`the start is ${START}`, () => {
    expect(chess4.format(chess4.setup())).toBe(START);
    expect(chess4.parse(START)).toEqual(chess4.setup());
  });

  it('fields: board, side, light\'s last swap, dark\'s last swap, plies, move number', () => {
    const p = chess4.parse('yptl/3k/K3/TLPY d a1b1 - 1 1');
    expect(p.turn).toBe('dark');
    expect(p.lastSwap).toEqual({ light: ['a1', 'b1'], dark: null });
    expect(p.plies).toBe(1);
    expect(p.moveNumber).toBe(1);
    expect(p.pieces.a1).toBe('T');
  });

  it('the move number grows after Dark moves; plies count since the last tag', () => {
    const p = chess4.play(chess4.play(chess4.setup(), 'b1-b2'), 'c4-c3');
    expect(chess4.format(p)).toBe('yp1l/2tk/KT2/L1PY l - - 2 2');
  });

  it.each([
    START,
    'yptl/3k/K3/TLPY d a1b1 - 1 1',
    'l2t/4/1T2/PK1L l b1b2 - 12 7',
    'lt2/4/1T2/PK1L l b1b2 a4b4 12 7',
    '2tl/S3/4/L3 d - - 0 9',
  ])('round-trips %s', (text) => {
    expect(chess4.format(chess4.parse(text))).toBe(text);
  });

  it('a position whose Lion was just tagged round-trips (the side to move has lost its Lion)', () => {
    const text = '1T2/4/4/3L d - - 0 3';
    expect(chess4.format(chess4.parse(text))).toBe(text);
    expect(chess4.status(chess4.parse(text))).toEqual({ over: true, winner: 'light', reason: 'lion-tagged' });
  });

  it.each([
    ['', /6 fields/],
    ['yptl/3k/K3/LTPY l - - 0', /6 fields.*got 5/],
    ['yptl/3k/K3 l - - 0 1', /needs 4 ranks/],
    ['yptl/3k/K4/LTPY l - - 0 1', /rank 2 has more than 4 squares/],
    ['yptl/3k/K2/LTPY l - - 0 1', /rank 2 \("K2"\) has 3 squares/],
    ['yptz/3k/K3/LTPY l - - 0 1', /rank 4, character 4 "z": not a piece letter/],
    ['yptl/3k/K3/LTPY w - - 0 1', /side is "w": it must be l \(light\) or d \(dark\)/],
    ['yptl/3k/K3/LTPY l a1 - 0 1', /light's last swap is "a1"/],
    ['yptl/3k/K3/LTPY l a1e1 - 0 1', /no square e1/],
    ['yptl/3k/K3/LTPY l a1a1 - 0 1', /two different squares/],
    ['yptl/3k/K3/LTPY d a1a3 - 1 1', /light's last swap names a3, which does not hold a light piece/],
    ['yptl/3k/K3/LTPY l - - -1 1', /plies is "-1"/],
    ['yptl/3k/K3/LTPY l - - 0 0', /move number is 0: it must be at least 1/],
    ['SSl1/4/4/LTPY l - - 0 1', /light has 2 Lioness pieces.*at most 1/],
    ['yLtl/3k/K3/LTPY l - - 0 1', /light has 2 Lion pieces/],
    ['Kptl/3k/4/LTPY l - - 0 1', /Kitten on a4 stands on its far row/],
    ['ypt1/3k/K3/LTPY l - - 0 1', /dark has no royal piece left/],
    ['l3/S3/K3/L3 l - - 0 1', /light has 1 Lioness piece \(letter S\) and 1 piece that would promote to one/],
    ['yptl/3k/K3/LTPY l b4c4 - 0 1', /light's last swap names c4, which does not hold a light piece; only one of the two can have been captured since/],
    ['yptl/3k/K3/LTPY l a1a3 - 0 1', /light's last swap names a3, which does not hold a light piece/],
    ['yptl/3k/K3/LTPY l - - 1234567890 1', /plies is "1234567890": it must be a whole number of at most 9 digits/],
  ])('refuses %j with a message naming the problem', (text, message) => {
    expect(codeOf(() => chess4.parse(text))).toBe('INVALID_FEN');
    expect(messageOf(() => chess4.parse(text))).toMatch(message);
  });

  it("the side to move's last swap may name one square now held by the opponent that tagged there", () => {
    // Light swapped a1 and d4 (say its Lion jumped), then Dark tagged on d4.
    const text = 'yptl/3k/K3/LTPY l a1d4 - 0 1';
    expect(chess4.format(chess4.parse(text))).toBe(text);
  });

  it('messages about hostile text stay short', () => {
    for (const text of [`${'/'.repeat(100_000)} l - - 0 1`, `yptl/3k/K3/LTPY ${'w'.repeat(100_000)} - - 0 1`, `yptl/3k/K3/LTPY l ${'a'.repeat(100_000)} - 0 1`]) {
      expect(codeOf(() => chess4.parse(text))).toBe('INVALID_FEN');
      expect(messageOf(() => chess4.parse(text)).length).toBeLessThan(300);
    }
  });

  it('format, render and legalMoves refuse malformed position objects with typed errors, leaving them unchanged', () => {
    const good = chess4.setup();
    const bad = [
      { variant: 'chess4' },
      { ...good, pieces: { a1: 'L', b1: 'X' } },
      { ...good, turn: 'white' },
      { ...good, lastSwap: { light: 'a1b1', dark: null } },
      { ...good, keys: ['x'] },
      { ...good, threefold: 'yes' },
      { ...good, plies: -1 },
    ];
    for (const p of bad) {
      const before = JSON.stringify(p);
      for (const call of [() => chess4.format(p as never), () => chess4.render(p as never), () => chess4.legalMoves(p as never)]) {
        expect(codeOf(call), before).toBe('INVALID_POSITION');
      }
      expect(JSON.stringify(p)).toBe(before);
    }
  });

  it('refuses non-strings and huge text with typed errors', () => {
    expect(codeOf(() => chess4.parse(42 as never))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => chess4.parse('y'.repeat(2_000_000)))).toBe('INPUT_TOO_LARGE');
    expect(chess4.tryParse('nonsense').ok).toBe(false);
  });

  it('a long bad rank is refused with INVALID_FEN', () => {
    const badRank = (n: number): string => codeOf(() => chess4.parse(`${'1'.repeat(n)}/3k/K3/LTPY l - - 0 1`));
    expect(badRank(500_000)).toBe('INVALID_FEN');
  });

  it('bad options are refused', () => {
    expect(codeOf(() => chess4.setup({ drawAfterPlies: -1 }))).toBe('INVALID_OPTION');
    expect(codeOf(() => chess4.setup({ threefold: 'yes' as never }))).toBe('INVALID_OPTION');
  });

  it('render draws the board with rank and file labels', () => {
    expect(chess4.render(chess4.setup())).toBe(['4 y p t l', '3 . . . k', '2 K . . .', '1 L T P Y', '  a b c d'].join('\n'));
  });
});

describe('documented examples', () => {
  it('docs/chess4.md and the TSDoc examples give these results', () => {
    expect(chess4.legalMoves(chess4.setup()).length).toBe(11);
    expect(chess4.format(chess4.play(chess4.setup(), 'a2-a3'))).toBe('yptl/K2k/4/LTPY d - - 1 1');
    const p = chess4.play(chess4.setup(), 'a1<>b1');
    expect(chess4.format(p)).toBe('yptl/3k/K3/TLPY d a1b1 - 1 1');
    expect(chess4.status(p)).toEqual({ over: false, turn: 'dark' });
  });

  it('a last swap is written in board order and read in either order', () => {
    const p = chess4.play(chess4.setup(), 'a1<>a2');
    expect(chess4.format(p)).toBe('yptl/3k/L3/KTPY d a1a2 - 1 1');
    expect(chess4.format(chess4.parse('yptl/3k/L3/KTPY d a2a1 - 1 1'))).toBe('yptl/3k/L3/KTPY d a1a2 - 1 1');
  });
});
