/**
 * defineVariant's shared input checks, proven on the test-only Tri-Hex game: every bad input from a
 * plain JavaScript caller gets a BoardwrightError with a stable code and a short message that says
 * what is wrong, and the position passed in is left as it was.
 */
import { describe, expect, it } from 'vitest';
import { attempt, describe as describeValue, divide, excerpt, isBoardwrightError, type Move } from '../../src/core/index.js';
import { triHex } from '../fixtures/tri-hex.js';

const start = triHex.setup();
const frozen = JSON.stringify(start);

/** The error `fn` throws (it must throw a BoardwrightError). */
function errorOf(fn: () => unknown): { code: string; message: string } {
  const result = attempt(fn);
  if (result.ok) throw new Error('expected a BoardwrightError, but the call succeeded');
  return result.error;
}

describe('defineVariant: move input from plain JavaScript', () => {
  it('a move that is neither text nor an object is INVALID_ARGUMENT naming its type', () => {
    for (const [value, type] of [[42, 'number 42'], [true, 'boolean true'], [undefined, 'undefined'], [null, 'null'], [Symbol('m'), 'symbol'], [10n, 'bigint 10'], [() => 1, 'function']] as const) {
      const error = errorOf(() => triHex.play(start, value as never));
      expect(error.code).toBe('INVALID_ARGUMENT');
      expect(error.message).toContain(type);
    }
    expect(JSON.stringify(start)).toBe(frozen);
  });

  it('a forged move object (a listed move with another target) is ILLEGAL_MOVE and lists the legal moves', () => {
    const listed = triHex.legalMoves(start)[0] as Move;
    const error = errorOf(() => triHex.play(start, { ...listed, to: 'c3', notation: 'a1-c3' }));
    expect(error.code).toBe('ILLEGAL_MOVE');
    expect(error.message).toContain('"a1-c3"');
    expect(error.message).toContain(listed.notation);
  });

  it('a listed move with forged captures plays as the listed move: nothing forged reaches the board', () => {
    const listed = triHex.legalMoves(start)[0] as Move;
    const forged = { ...listed, captures: ['c3', 'e5'] };
    expect(triHex.format(triHex.play(start, forged))).toBe(triHex.format(triHex.play(start, listed)));
  });

  it('an object without notation, an array, a circular object: ILLEGAL_MOVE, never a TypeError', () => {
    const circular: Record<string, unknown> = { from: 'a1' };
    circular['self'] = circular;
    for (const value of [{}, [], circular, { from: 1, to: 2, captures: 'x', notation: 5 }]) {
      const error = errorOf(() => triHex.play(start, value as never));
      expect(error.code).toBe('ILLEGAL_MOVE');
      expect(error.message).toMatch(/without a notation string|an array/);
    }
  });

  it('huge move text: over 10,000 characters is INPUT_TOO_LARGE; below, the message quotes only its start', () => {
    expect(errorOf(() => triHex.play(start, 'x'.repeat(10_001))).code).toBe('INPUT_TOO_LARGE');
    const long = errorOf(() => triHex.play(start, 'x'.repeat(9_999)));
    expect(long.code).toBe('ILLEGAL_MOVE');
    expect(long.message).toContain('(9999 characters)');
    expect(long.message.length).toBeLessThan(300);
    const notation = errorOf(() => triHex.play(start, { from: 'a1', to: 'a2', captures: [], notation: 'y'.repeat(100_000) }));
    expect(notation.message.length).toBeLessThan(300);
  });

  it('hostile text of up to a million characters is refused', () => {
    const hostile = (n: number): void => {
      expect(triHex.tryPlay(start, 'x'.repeat(n)).ok).toBe(false);
      expect(triHex.tryParse('r:'.repeat(n >> 1)).ok).toBe(false);
    };
    hostile(1_000_000);
  });

  it('move text is matched after trimming spaces, and text naming no legal move is ILLEGAL_MOVE', () => {
    const listed = triHex.legalMoves(start)[0] as Move;
    expect(triHex.format(triHex.play(start, `  ${listed.notation}\n`))).toBe(triHex.format(triHex.play(start, listed)));
    expect(errorOf(() => triHex.play(start, 'a1-e5')).code).toBe('ILLEGAL_MOVE');
  });
});

describe('defineVariant: positions and other arguments from plain JavaScript', () => {
  it('a non-position, or another game\'s position, is INVALID_ARGUMENT naming what was given', () => {
    for (const [value, said] of [[null, 'got null'], [7, 'got number 7'], [{}, 'without a variant field'], [{ variant: 'chess', turn: 'white' }, 'a chess position']] as const) {
      for (const call of [() => triHex.legalMoves(value as never), () => triHex.play(value as never, 'a1-a2'), () => triHex.status(value as never), () => triHex.format(value as never), () => triHex.render(value as never), () => triHex.hash(value as never)]) {
        const error = errorOf(call);
        expect(error.code).toBe('INVALID_ARGUMENT');
        expect(error.message).toContain(said);
      }
    }
  });

  it('position text that is not a string is INVALID_ARGUMENT; too long is INPUT_TOO_LARGE; tryParse never throws them', () => {
    expect(errorOf(() => triHex.parse(5 as never))).toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringContaining('Tri-Hex position text must be a string, got number 5') });
    expect(triHex.tryParse('x'.repeat(2_000_000))).toMatchObject({ ok: false, error: { code: 'INPUT_TOO_LARGE' } });
    expect(triHex.tryParse(undefined as never)).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
  });

  it('perft depth must be a whole number >= 0: 1.5, -1, Infinity, NaN and "2" are INVALID_ARGUMENT', () => {
    for (const depth of [1.5, -1, Infinity, Number.NaN, '2']) expect(errorOf(() => triHex.perft(start, depth as never)).code).toBe('INVALID_ARGUMENT');
    expect(triHex.perft(start, 0)).toBe(1);
  });
});

describe('error message helpers', () => {
  it('describe never throws and keeps long strings short', () => {
    expect(describeValue(10n)).toBe('bigint 10');
    expect(describeValue(Symbol('s'))).toBe('symbol');
    expect(describeValue('abc')).toBe('string "abc"');
    expect(describeValue('z'.repeat(5000)).length).toBeLessThan(80);
  });
  it('excerpt quotes short text whole and long text cut, with its length', () => {
    expect(excerpt('e4')).toBe('"e4"');
    expect(excerpt('x'.repeat(50), 3)).toBe('"xxx…" (50 characters)');
  });
  it('every error above is recognised without instanceof', () => {
    const result = triHex.tryPlay(start, 'nonsense');
    expect(!result.ok && isBoardwrightError(result.error)).toBe(true);
  });
});

describe('perft and divide on the default search layer', () => {
  it('divide gives the count below each first move, summing to perft; depth 0 has no first move', () => {
    const rows = divide(triHex, start, 3);
    expect(rows.map((r) => r.move).sort()).toEqual(triHex.legalMoves(start).map((m) => m.notation).sort());
    expect(rows.reduce((n, r) => n + r.nodes, 0)).toBe(triHex.perft(start, 3));
    expect(divide(triHex, start, 1).every((r) => r.nodes === 1)).toBe(true);
    expect(errorOf(() => divide(triHex, start, 0)).code).toBe('INVALID_ARGUMENT');
  });

  it('make after a deeper generate and unmake plays the move of its own depth', () => {
    const state = triHex.search(start);
    const top = new Int32Array(state.maxMoves);
    const deeper = new Int32Array(state.maxMoves);
    const n = state.generate(top);
    const reached: string[] = [];
    for (let i = 0; i < n; i++) {
      state.make(top[i] as number);
      state.generate(deeper);
      reached.push(triHex.format(state.position()));
      state.unmake();
    }
    expect(reached.sort()).toEqual(triHex.legalMoves(start).map((m) => triHex.format(triHex.play(start, m))).sort());
  });
});

describe('defineVariant: a definition given as a class instance', () => {
  // checkSpec accepts hooks on the prototype (typeof is 'function'); they must also be called, with the definition as `this`.
  it('hooks that are methods on the prototype, reading `this`, are called with the definition as this', async () => {
    const { defineVariant } = await import('../../src/core/define.js');
    const { rect } = await import('../../src/core/shapes.js');
    interface Pos { variant: 'class-game'; turn: 'a' | 'b'; n: number }
    class ClassGame {
      readonly id = 'class-game';
      readonly name = 'Class game';
      readonly players = ['a', 'b'] as const;
      readonly limit = 2;
      createBoard() { return rect(2, 1); }
      setup(): Pos { return { variant: 'class-game', turn: 'a', n: 0 }; }
      parse(): Pos { return this.setup(); }
      format(p: Pos) { return `${p.turn}${p.n}`; }
      legalMoves(p: Pos): Move[] { return p.n >= this.limit ? [] : [{ notation: 'x', from: 'a1', to: 'b1', captures: [] }]; }
      apply(p: Pos): Pos { return { variant: 'class-game', turn: p.turn === 'a' ? 'b' : 'a', n: p.n + 1 }; }
      status(p: Pos) { return p.n >= this.limit ? { over: true as const, draw: 'no-moves' as const, reason: 'no-moves' as const } : { over: false as const, turn: p.turn }; }
      hash(p: Pos) { return p.n; }
      render(p: Pos) { return this.format(p); }
    }
    const game = defineVariant<Pos, Move>(new ClassGame() as never);
    const p = game.play(game.setup(), 'x');
    expect(game.format(p)).toBe('b1');
    expect([game.perft(game.setup(), 2), game.perft(game.setup(), 3)]).toEqual([1, 0]);
    expect(game.status(game.play(p, 'x')).over).toBe(true);
  });
});
