/**
 * Malformed game definitions get a coded error, never a TypeError: every
 * `define*` refuses what it can check at once with `INVALID_DEFINITION`
 * naming the field, and a hook that later returns garbage is
 * `INVALID_DEFINITION` naming the hook (docs/errors.md).
 */
import { describe, expect, it } from 'vitest';
import { defineGame, defineVariant, rect, type Move, type Position } from '../../src/index.js';
import { attempt } from '../../src/core/errors.js';
import { chess4Definition } from '../../src/variants/chess4/index.js';
import { defineDraughts, international } from '../../src/variants/draughts/index.js';
import { renderSvg } from '../../src/svg/index.js';

/** The code `fn` throws; a TypeError (or success) fails the test with what happened. */
function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (typeof (e as { code?: unknown }).code === 'string') return (e as { code: string }).code;
    return `uncoded ${String(e)}`;
  }
  return 'no error';
}

type Spec = Parameters<typeof defineVariant>[0];
const position = { variant: 'mini', turn: 'a' } as Position;
const move: Move = { from: 'a1', to: 'b1', captures: [], notation: 'a1-b1' };
/** A tiny working game: one king on a 2x1 board that moves back and forth. */
const base = {
  id: 'mini',
  name: 'Mini',
  players: ['a', 'b'],
  createBoard: () => rect(2, 1),
  setup: () => position,
  parse: () => position,
  format: () => 'x',
  legalMoves: () => [move],
  apply: (p: Position) => p,
  status: () => ({ over: false }),
  hash: () => 0,
  render: () => '',
  pieceReader: () => (node: number) => (node === 0 ? { player: 'a', kind: 'K' } : undefined),
} as unknown as Spec;
const spec = (change: Record<string, unknown>): Spec => ({ ...base, ...change }) as unknown as Spec;
const CONTROL = 'Mini\u0007';
const LONG = 'x'.repeat(65);

describe('defineVariant checks the definition when it is given', () => {
  it('the working definition works (the baseline every case below changes one field of)', () => {
    const v = defineVariant(base);
    expect(v.legalMoves(v.setup()).length).toBe(1);
    expect(renderSvg(v, v.setup())).toContain('data-variant="mini"');
  });

  it.each([
    ['null', null], ['a number', 42], ['an array', []],
  ])('a definition that is %s is INVALID_DEFINITION', (_what, value) => {
    expect(codeOf(() => defineVariant(value as never))).toBe('INVALID_DEFINITION');
  });

  it.each([
    ['players not an array', { players: 'ab' }],
    ['no players', { players: [] }],
    ['a player twice', { players: ['a', 'a'] }],
    ['a player id that is a number', { players: ['a', 1] }],
    ['a player id with a control character', { players: ['a', 'b\u0000'] }],
    ['a sparse players array', { players: [, 'b'] }],
    ['an id that is not a string', { id: 5 }],
    ['an empty name', { name: '' }],
    ['a name over 64 characters', { name: LONG }],
    ['an id over 64 characters', { id: LONG }],
    ['a name with a control character', { name: CONTROL }],
    ['an id with an escape sequence', { id: 'mini\u001b[31m' }],
    ['a name with a lone surrogate', { name: 'Mini\ud800' }],
    ['legalMoves not a function', { legalMoves: [move] }],
    ['no createBoard', { createBoard: undefined }],
    ['a pieceReader that is not a function', { pieceReader: 3 }],
    ['optionNames not an array', { optionNames: 'x' }],
    ['an svg look that is not an object', { svg: 'squares' }],
  ])('%s is INVALID_DEFINITION', (_what, change) => {
    expect(codeOf(() => defineVariant(spec(change)))).toBe('INVALID_DEFINITION');
  });

  it('a name of exactly 64 printable characters is accepted', () => {
    expect(defineVariant(spec({ name: 'x'.repeat(64) })).name).toHaveLength(64);
  });
});

describe('defineVariant checks what hooks return when they are called', () => {
  it('createBoard returning null: INVALID_DEFINITION naming createBoard', () => {
    const v = defineVariant(spec({ createBoard: () => null }));
    const r = attempt(() => v.board);
    expect(r).toMatchObject({ ok: false, error: { code: 'INVALID_DEFINITION' } });
    if (!r.ok) expect(r.error.message).toContain('createBoard');
    expect(codeOf(() => renderSvg(v, v.setup()))).toBe('INVALID_DEFINITION');
  });

  it.each([
    ['null', null], ['an object', {}], ['an array holding null', [null]], ['an array holding a move without notation', [{ from: 'a1', to: 'b1' }]],
  ])('legalMoves returning %s: INVALID_DEFINITION from legalMoves, play, movesFrom, destinations and perft', (_what, value) => {
    const v = defineVariant(spec({ legalMoves: () => value }));
    const p = v.setup();
    for (const call of [() => v.legalMoves(p), () => v.play(p, 'a1-b1'), () => v.play(p, move), () => v.movesFrom(p, 'a1'), () => v.destinations(p), () => v.perft(p, 1)]) {
      expect(codeOf(call)).toBe('INVALID_DEFINITION');
    }
  });

  it.each([['null', null], ['a string', 'over'], ['an object without over', {}]])('status returning %s: INVALID_DEFINITION', (_what, value) => {
    const v = defineVariant(spec({ status: () => value, legalMoves: () => [] }));
    const p = v.setup();
    expect(codeOf(() => v.status(p))).toBe('INVALID_DEFINITION');
    expect(codeOf(() => v.play(p, 'a1-b1'))).toBe('INVALID_DEFINITION');
    expect(codeOf(() => renderSvg(v, p))).toBe('INVALID_DEFINITION');
  });

  it.each([
    ['a kind that is a number', { player: 'a', kind: 5 }],
    ['a kind that is missing', { player: 'a' }],
    ['a player that is not one of the players', { player: 'z', kind: 'K' }],
    ['null', null],
  ])('pieceReader giving a piece with %s: INVALID_DEFINITION from pieceAt, pieces and renderSvg', (_what, piece) => {
    const v = defineVariant(spec({ pieceReader: () => () => piece }));
    const p = v.setup();
    for (const call of [() => v.pieceAt(p, 'a1'), () => v.pieces(p), () => renderSvg(v, p)]) expect(codeOf(call)).toBe('INVALID_DEFINITION');
  });

  it.each([
    ['a glyph hook returning null', { glyph: () => null }],
    ['a glyph whose text is a number', { glyph: () => ({ text: 7 }) }],
    ['a glyph with an unknown mark', { glyph: () => ({ mark: 'toString' }) }],
    ['a label hook returning a number', { label: () => 1 }],
    ['a player colour that is url(…)', { playerColors: { a: 'url(#x)' } }],
  ])('an svg look with %s: renderSvg is INVALID_DEFINITION', (_what, svg) => {
    const v = defineVariant(spec({ svg }));
    expect(codeOf(() => renderSvg(v, v.setup()))).toBe('INVALID_DEFINITION');
  });

  it('a hands hook returning junk: renderSvg is INVALID_DEFINITION', () => {
    for (const hands of [null, [null], [{ player: 'a', pieces: [{ kind: 3, count: 1 }] }]]) {
      const v = defineVariant(spec({ hands: () => hands }));
      expect(codeOf(() => renderSvg(v, v.setup()))).toBe('INVALID_DEFINITION');
    }
  });
});

describe('defineGame checks the definition when it is given', () => {
  it.each([
    ['null', null],
    ['players not an array', { ...chess4Definition, players: 'ld' }],
    ['one player', { ...chess4Definition, players: ['light'] }],
    ['a name with a control character', { ...chess4Definition, name: CONTROL }],
    ['a name over 64 characters', { ...chess4Definition, name: LONG }],
    ['an id with a control character', { ...chess4Definition, id: 'c4\u0000' }],
    ['an atom kind it does not know', { ...chess4Definition, pieces: { ...chess4Definition.pieces, K: { name: 'King', atoms: [{ kind: 'teleport', dirs: ['n'] }] } } }],
    ['an atom that is null', { ...chess4Definition, pieces: { ...chess4Definition.pieces, K: { name: 'King', atoms: [null] } } }],
    ['a slide without dirs', { ...chess4Definition, pieces: { ...chess4Definition.pieces, K: { name: 'King', atoms: [{ kind: 'slide' }] } } }],
    ['a leap with bad offsets', { ...chess4Definition, pieces: { ...chess4Definition.pieces, K: { name: 'King', atoms: [{ kind: 'leap', offsets: [[1]] }] } } }],
    ['a piece that is null', { ...chess4Definition, pieces: { ...chess4Definition.pieces, K: null } }],
    ['pieces that are an array', { ...chess4Definition, pieces: [] }],
    ['an svg look that is a string', { ...chess4Definition, svg: 'squares' }],
  ])('%s is INVALID_DEFINITION at once, before first use', (_what, definition) => {
    expect(codeOf(() => defineGame(definition as never))).toBe('INVALID_DEFINITION');
  });

  it('the chess4 definition itself is accepted', () => {
    expect(defineGame({ ...chess4Definition, id: 'chess4-copy' }).id).toBe('chess4-copy');
  });
});

describe('defineDraughts checks the rules object', () => {
  it.each([
    ['null', null],
    ["inverted: 'yes'", { ...international.rules, id: 'x', inverted: 'yes' }],
    ['a name with a control character', { ...international.rules, id: 'x', name: CONTROL }],
    ['a name over 64 characters', { ...international.rules, id: 'x', name: LONG }],
    ['a rules object whose fields are inherited (Object.create)', Object.create({ ...international.rules, id: 'x' })],
    ['an own id over inherited fields', Object.create(international.rules, { id: { value: 'x', enumerable: true } })],
    ['a draw object whose fields are inherited', { ...international.rules, id: 'x', draw: Object.create(international.rules.draw) }],
    ['a bad rows count', { ...international.rules, id: 'x', rows: 5 }],
  ])('%s is INVALID_DEFINITION', (_what, rules) => {
    expect(codeOf(() => defineDraughts(rules as never))).toBe('INVALID_DEFINITION');
  });

  it('inherited fields are named as such (not reported as some other field)', () => {
    for (const rules of [Object.create({ ...international.rules, id: 'x' }), { ...international.rules, id: 'x', draw: Object.create(international.rules.draw) }]) {
      const r = attempt(() => defineDraughts(rules as never));
      expect(r).toMatchObject({ ok: false, error: { code: 'INVALID_DEFINITION' } });
      if (!r.ok) expect(r.error.message).toMatch(/own|inherited/);
    }
  });

  it('a copy made with spread, and inverted: true, are accepted', () => {
    expect(defineDraughts({ ...international.rules, id: 'x2', inverted: true }).id).toBe('x2');
  });
});
