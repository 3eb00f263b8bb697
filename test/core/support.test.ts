import { describe, expect, it } from 'vitest';
import {
  createRng, zobristTable, combineHash, ZobristHash, attempt, fail, isBoardwrightError, BoardwrightError, requireText,
  renderBoard, rect, diamond, nextKeys, occurrences, lazy, perft, immutableSearch, GameRecord,
} from '../../src/core/index.js';
import { triHex } from '../fixtures/tri-hex.js';

describe('seeded random', () => {
  it('is reproducible from its seed and differs between seeds', () => {
    const a = createRng(1), b = createRng(1), c = createRng(2);
    const seqA = Array.from({ length: 5 }, () => a.nextU32());
    expect(Array.from({ length: 5 }, () => b.nextU32())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.nextU32())).not.toEqual(seqA);
  });
  it('int(n) stays in range and pick refuses an empty list', () => {
    const r = createRng(9);
    for (let i = 0; i < 1000; i++) { const v = r.int(7); expect(v).toBeGreaterThanOrEqual(0); expect(v).toBeLessThan(7); }
    expect(() => r.pick([])).toThrow();
  });
});

describe('zobrist hashing', () => {
  it('keys are fixed by the seed, fit in 52 bits, and XOR is its own inverse', () => {
    const t = zobristTable(10, 3);
    expect(zobristTable(10, 3).lo).toEqual(t.lo);
    const h = new ZobristHash(t);
    h.toggle(4); h.toggle(7);
    const v = h.value();
    expect(Number.isSafeInteger(v)).toBe(true);
    h.toggle(7); h.toggle(4);
    expect(h.value()).toBe(0);
    expect(combineHash(0xfffff, 0xffffffff)).toBe(2 ** 52 - 1);
  });
});

describe('errors', () => {
  it('carry a stable code, are recognised without instanceof, and have non-throwing twins', () => {
    const r = attempt(() => fail('ILLEGAL_MOVE', 'no'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ILLEGAL_MOVE');
    expect(isBoardwrightError({ __boardwrightError: true, code: 'X' })).toBe(true);
    expect(isBoardwrightError(new Error('x'))).toBe(false);
    expect(new BoardwrightError('INVALID_FEN', 'm').name).toBe('BoardwrightError');
    expect(() => attempt(() => { throw new TypeError('bug'); })).toThrow(TypeError);
  });
  it('requireText refuses non-strings and huge strings before any parsing', () => {
    expect(() => requireText(5, 'FEN')).toThrow(/FEN must be a string, got number/);
    expect(attempt(() => requireText('x'.repeat(2_000_000), 'FEN'))).toMatchObject({ ok: false, error: { code: 'INPUT_TOO_LARGE' } });
  });
});

describe('text rendering', () => {
  it('draws rows from the top, with labels', () => {
    expect(renderBoard(rect(2, 2), { rowLabel: (y) => String(y + 1), columnLabel: (x) => 'ab'[x] as string })).toBe(
      '2 a2 b2\n1 a1 b1\n   a  b',
    );
  });
  it('draws the diamond as a diamond (one point on the top row, nine in the middle)', () => {
    const rows = renderBoard(diamond(4, (x, y) => `${x},${y}`), { cell: () => 'o' }).split('\n');
    expect(rows).toHaveLength(9);
    expect(rows[0]?.trim()).toBe('o');
    expect(rows[4]?.replace(/\s/g, '')).toBe('ooooooooo');
  });
});

describe('repetition memory, lazy values', () => {
  it('an irreversible move forgets earlier positions', () => {
    expect(occurrences(nextKeys(nextKeys([], 5, false), 6, false), 5)).toBe(2);
    expect(nextKeys([5, 6], 7, true)).toEqual([]);
  });
  it('lazy computes once', () => {
    let calls = 0;
    const get = lazy(() => ++calls);
    expect(get() + get()).toBe(2);
    expect(calls).toBe(1);
  });
});

describe('perft and the game record on a non-chess variant', () => {
  it('perft over make/unmake equals counting the immutable tree by hand', () => {
    const start = triHex.setup();
    let byHand = 0;
    for (const m of triHex.legalMoves(start)) byHand += triHex.legalMoves(triHex.play(start, m)).length;
    expect(perft(immutableSearch(triHex, start), 2)).toBe(byHand);
    expect(triHex.perft(start, 0)).toBe(1);
    expect(() => triHex.perft(start, -1)).toThrow(/non-negative/);
  });
  it('records moves, undoes them, and counts repetitions by hash', () => {
    const game = new GameRecord(triHex);
    const first = triHex.legalMoves(game.position)[0]!;
    game.play(first);
    expect(game.moves).toHaveLength(1);
    expect(game.undo()).toEqual(first);
    expect(game.repetitions()).toBe(1);
    expect(() => game.undo()).toThrow(/no move to take back/);
    expect(() => game.play('nonsense')).toThrow();
    expect(game.moves).toHaveLength(0);
  });
});
