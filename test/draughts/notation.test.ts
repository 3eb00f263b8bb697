/** PDN move text and PDN FEN position text, with precise errors. */
import { describe, expect, it } from 'vitest';
import { draughts } from '../../src/variants/draughts/index.js';
import { codeOf, fen } from './helpers.js';

describe('PDN moves', () => {
  it('11-15 for a step', () => {
    const p = draughts.play(draughts.setup(), '11-15');
    expect(draughts.format(p)).toBe('W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15');
  });

  it('15x24 or 15x24x31 for a capture, every landing square listed', () => {
    const p = fen('B:W19,27:B15');
    expect(draughts.legalMoves(p).map((m) => m.notation)).toEqual(['15x24x31']);
    expect(draughts.legalMoves(fen('B:W19:B15')).map((m) => m.notation)).toEqual(['15x24']);
  });

  it('the short form from x to is accepted on input when it names one move', () => {
    const p = fen('B:W19,27:B15');
    expect(draughts.format(draughts.play(p, '15x31'))).toBe('W:W:BK31');
  });

  it('the short form is refused with AMBIGUOUS_MOVE when it names several moves', () => {
    const p = fen('B:W10,11,18,19:BK14');
    expect(codeOf(() => draughts.play(p, '14x14'))).toBe('AMBIGUOUS_MOVE');
    // landing squares in between, in order, pick the route ("7 then 16" is only the first route)
    expect(codeOf(() => draughts.play(p, '14x7x14'))).toBe('AMBIGUOUS_MOVE'); // both routes pass 7
    const viaShort = draughts.legalMoves(p).filter((m) => m.notation === '14x7x16x23x14');
    expect(viaShort).toHaveLength(1);
    expect(draughts.tryPlay(p, '14x7x16x14').ok).toBe(true);
  });

  it('malformed or impossible move text gets a precise error', () => {
    const p = draughts.setup();
    expect(codeOf(() => draughts.play(p, 'e2e4'))).toBe('INVALID_MOVE_TEXT');
    expect(codeOf(() => draughts.play(p, '11-'))).toBe('INVALID_MOVE_TEXT');
    expect(codeOf(() => draughts.play(p, '11-33'))).toBe('INVALID_MOVE_TEXT');
    expect(codeOf(() => draughts.play(p, '11-14'))).toBe('ILLEGAL_MOVE');
    expect(codeOf(() => draughts.play(p, '22-18'))).toBe('ILLEGAL_MOVE'); // White's move
    expect(codeOf(() => draughts.play(p, 'huff:11'))).toBe('ILLEGAL_MOVE');
    const r = draughts.tryPlay(p, 'e2e4');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('"e"');
  });

  it('a move object rebuilt from JSON plays', () => {
    const p = draughts.setup();
    const m = JSON.parse(JSON.stringify(draughts.legalMoves(p)[0]));
    expect(draughts.play(p, m).turn).toBe('white');
  });
});

describe('PDN FEN position text', () => {
  it('reads and writes the tag text, K marking kings', () => {
    const text = 'B:W18,21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12';
    expect(draughts.format(draughts.parse(text))).toBe(text);
    const k = draughts.parse('W:WK5,30:B1,K28');
    expect(k.turn).toBe('white');
    expect(draughts.format(k)).toBe('W:WK5,30:B1,K28');
  });

  it('accepts ranges such as 1-12 on input, either colour order, spaces and a final full stop', () => {
    expect(draughts.format(draughts.parse('B:W21-32:B1-12'))).toBe(draughts.format(draughts.setup()));
    expect(draughts.format(draughts.parse(' B:B1-12:W21-32. '))).toBe(draughts.format(draughts.setup()));
    expect(draughts.format(draughts.parse('B:W21, 22:BK1-2'))).toBe('B:W21,22:BK1,K2');
  });

  it('an empty colour field means no pieces of that colour', () => {
    expect(draughts.status(draughts.parse('W:W:B1')).over).toBe(true);
  });

  it.each([
    ['X:W21:B1', 'side to move'],
    ['B:W21', 'Black pieces'],
    ['B:W21:B21', 'given twice'],
    ['B:W33:B1', 'between 1 and 32'],
    ['B:W21:B1:W22', 'listed twice'],
    ['B:W21:B30', 'crowned'],
    ['B:W4:B1', 'crowned'],
    ['B:W21:B5-1', 'backwards'],
    ['B:W2a:B1', 'not a square'],
    ['B:W21:B1:Z', 'unexpected field'],
  ])('refuses %s with INVALID_FEN (%s)', (text, words) => {
    const r = draughts.tryParse(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('INVALID_FEN');
      expect(r.error.message).toContain(words);
    }
  });

  it('refuses huge and non-string input', () => {
    expect(codeOf(() => draughts.parse('B:W1' + ',1'.repeat(600_000)))).toBe('INPUT_TOO_LARGE');
    expect(codeOf(() => draughts.parse(42 as never))).toBe('INVALID_ARGUMENT');
  });
});

describe('Move and position text: tolerant input, precise errors, linear time', () => {
  it('a capture written with "-" (the traditional book notation) is read when it names one capture', () => {
    expect(draughts.format(draughts.play(fen('B:W19,27:B15'), '15-31'))).toBe('W:W:BK31');
  });

  it('a PDN FEN error names the character where the bad item starts', () => {
    const r = draughts.tryParse('B:W21,2a:B1');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('at character 7');
  });

  it('hostile position text fails with INVALID_FEN', () => {
    const hostile = (n: number): void => {
      expect(codeOf(() => draughts.parse('B' + ':'.repeat(5 * n)))).toBe('INVALID_FEN');
      expect(codeOf(() => draughts.parse('B:W' + ','.repeat(5 * n) + ':B1'))).toBe('INVALID_FEN');
      expect(codeOf(() => draughts.parse('B:W21' + ':H1-6'.repeat(n)))).toBe('INVALID_FEN');
    };
    hostile(100_000);
  });
});
