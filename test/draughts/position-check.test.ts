/**
 * Position objects from plain JavaScript or JSON: every field of a draughts
 * position is checked at the entry points, a bad one gets `INVALID_POSITION`
 * naming it, and the object is left as it was.
 */
import { describe, expect, it } from 'vitest';
import { isBoardwrightError } from '../../src/core/index.js';
import { draughts, type DraughtsPosition } from '../../src/variants/draughts/index.js';
import { fen } from './helpers.js';

const HUFFING = { capture: 'huffing' } as const;
/** White to move after Black's 1-6 ignored the captures of 14 and 15 (PDN FEN huff field). */
const OFFENCE_TEXT = 'W:W18,32:B6,14,15:H1-6';

type Plain = Record<string, unknown>;
const plain = (p: DraughtsPosition): Plain => JSON.parse(JSON.stringify(p)) as Plain;
const asPosition = (value: Plain): DraughtsPosition => value as unknown as DraughtsPosition;

const ENTRY_POINTS: [string, (p: DraughtsPosition) => unknown][] = [
  ['legalMoves', (p) => draughts.legalMoves(p)],
  ['status', (p) => draughts.status(p)],
  ['format', (p) => draughts.format(p)],
  ['hash', (p) => draughts.hash(p)],
  ['render', (p) => draughts.render(p)],
  ['perft', (p) => draughts.perft(p, 2)],
  ['search', (p) => draughts.search(p)],
  ['play', (p) => draughts.play(p, '11-15')],
];

/** The error `fn` throws (fails the test when it throws nothing or a raw error). */
function errorOf(fn: () => unknown): { code: string; message: string } {
  try {
    fn();
  } catch (error) {
    if (!isBoardwrightError(error)) throw new Error(`raw error instead of a BoardwrightError: ${String(error)}`);
    return error;
  }
  throw new Error('no error thrown');
}

/** Expects every entry point to refuse `value` with INVALID_POSITION and a message matching `named`, leaving it unchanged. */
function expectRefused(value: Plain, named: RegExp): void {
  const before = JSON.stringify(value);
  for (const [name, call] of ENTRY_POINTS) {
    const error = errorOf(() => call(asPosition(value)));
    expect(error.code, name).toBe('INVALID_POSITION');
    expect(error.message, name).toMatch(named);
  }
  expect(JSON.stringify(value)).toBe(before);
}

describe('draughts position objects: the position check', () => {
  it('an object with only variant and turn gets INVALID_POSITION from every entry point, not a TypeError', () => {
    expectRefused({ variant: 'draughts', turn: 'black' }, /squares/);
  });

  it('the side to move must be black or white', () => {
    expectRefused({ ...plain(draughts.setup()), turn: 'nobody' }, /turn must be 'black' or 'white'.*nobody/);
    expectRefused({ ...plain(draughts.setup()), turn: null }, /turn/);
  });

  it('squares must be 32 characters of b, B, w, W and "."', () => {
    const start = plain(draughts.setup());
    for (const squares of ['bbbb', 'x'.repeat(32), `${'.'.repeat(31)}bb`, 42, null, ['b']]) expectRefused({ ...start, squares }, /squares must be 32 characters/);
  });

  it('a man never stands on its crowning row ("on reaching the far side of the board" it is crowned)', () => {
    const start = plain(draughts.setup());
    expectRefused({ ...start, squares: `w${'.'.repeat(30)}b` }, /white man stands on square 1/);
    expectRefused({ ...start, squares: `W${'.'.repeat(30)}b` }, /black man stands on square 32/);
  });

  it('the option fields capture and drawAfterPlies are checked like the options', () => {
    const start = plain(draughts.setup());
    expectRefused({ ...start, capture: 'sometimes' }, /capture must be 'mandatory' or 'huffing'/);
    expectRefused({ ...start, capture: undefined }, /capture/);
    for (const drawAfterPlies of [-3, 1.5, '80', null]) expectRefused({ ...start, drawAfterPlies }, /drawAfterPlies must be a whole number >= 0/);
  });

  it('quietPlies is a whole number >= 0', () => {
    for (const quietPlies of [-1, 0.5, '0', null]) expectRefused({ ...plain(draughts.setup()), quietPlies }, /quietPlies must be a whole number >= 0/);
  });

  it('quietPlies is at most drawAfterPlies (the game is drawn there), so a forged history of 1,000,000 keys is refused', () => {
    const start = plain(draughts.setup());
    expectRefused({ ...start, quietPlies: 81 }, /more than the 80 plies/);
    expectRefused({ ...start, quietPlies: 1_000_000, repetition: new Array(1_000_000).fill(1) }, /more than the 80 plies/);
    expect(draughts.status({ ...start, drawAfterPlies: 0, quietPlies: 81 } as never).over).toBe(false);
  });

  it('repetition is an array of position hashes', () => {
    const start = plain(draughts.setup());
    expectRefused({ ...start, repetition: 'abc' }, /repetition must be an array/);
    expectRefused({ ...start, repetition: [1, 'x'] }, /repetition\[1\]/);
    expectRefused({ ...start, repetition: null }, /repetition must be an array/);
  });

  it('mustCapture is true, false or absent, and only under huffing', () => {
    const insisted = plain(fen('B:W18,32:B1,14,15:I', HUFFING));
    expectRefused({ ...insisted, mustCapture: 'yes' }, /mustCapture must be true, false or absent/);
    expectRefused({ ...insisted, capture: 'mandatory' }, /mustCapture is only set under capture: 'huffing'/);
  });

  describe('huffing offence fields agree with the board', () => {
    const offence = plain(fen(OFFENCE_TEXT, HUFFING));
    const field = (change: Plain): Plain => ({ ...offence, offence: { ...(offence.offence as Plain), ...change } });

    it('an offence must be an object, only under huffing, never together with mustCapture', () => {
      expectRefused({ ...offence, offence: null }, /offence must be an object or absent/);
      expectRefused({ ...offence, offence: 'H1-6' }, /offence must be an object or absent/);
      expectRefused({ ...offence, capture: 'mandatory' }, /offence is only set under capture: 'huffing'/);
      expectRefused({ ...offence, mustCapture: true }, /both a pending offence and mustCapture/);
    });

    it('from and to are square names; the offender stands on to and from is empty; the move is a step for that piece', () => {
      expectRefused(field({ from: '0' }), /offence.from must be a square name/);
      expectRefused(field({ to: 6 }), /offence.to must be a square name/);
      expectRefused(field({ to: '7' }), /offence.to is 7, but no black piece stands there/);
      expectRefused(field({ from: '14', to: '6' }), /offence.from is 14, but that square is occupied/);
      expectRefused(field({ from: '3' }), /offence 3-6 is not a step/);
      expectRefused(field({ wasKing: true }), /a king moved to 6, but a man is there/);
      expectRefused(field({ wasKing: 'no' }), /offence.wasKing must be true or false/);
    });

    it('offenders are squares holding the offender’s pieces; the saved counter and repetition keys are checked too', () => {
      expectRefused(field({ offenders: [] }), /offence.offenders must be a non-empty array/);
      expectRefused(field({ offenders: '14' }), /offence.offenders must be a non-empty array/);
      expectRefused(field({ offenders: ['14', '33'] }), /offence.offenders\[1\] must be a square name/);
      expectRefused(field({ offenders: ['18'] }), /offence.offenders\[0\] is 18, but no black piece stands there/);
      expectRefused(field({ quietPlies: -1 }), /offence.quietPlies/);
      expectRefused(field({ repetition: [null] }), /offence.repetition\[0\]/);
    });
  });

  it('positions from setup, parse and play pass the check, also rebuilt from JSON, and an unknown extra field is harmless', () => {
    let p = draughts.setup(HUFFING);
    for (const move of ['11-15', '22-18', '12-16']) p = draughts.play(p, move); // 12-16 ignores 15x22: an offence is pending
    expect(p.offence).toBeDefined();
    for (const q of [p, fen(OFFENCE_TEXT, HUFFING), fen('B:W18,32:B1,14,15:I', HUFFING), draughts.setup()]) {
      const revived = asPosition({ ...plain(q), extraField: 1 });
      for (const [name, call] of ENTRY_POINTS.slice(0, 7)) expect(() => call(revived), name).not.toThrow();
      expect(draughts.format(revived)).toBe(draughts.format(q));
    }
  });

  it('perft from a checked root still counts the start position (depth 6: 36768, the published count)', () => {
    expect(draughts.perft(draughts.setup(), 6)).toBe(36768);
  });
});
