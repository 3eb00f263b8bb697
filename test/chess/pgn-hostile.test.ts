/**
 * Hostile PGN: nothing quadratic in the input, no recursion on its nesting depth, and
 * options of the wrong type refused with `INVALID_OPTION` instead of a TypeError or a
 * limit silently switched off.
 */
import { describe, expect, it } from 'vitest';
import { chess, parsePgn, parsePgnSyntax, pgnFromMoves, tryParsePgn, writePgn, type PgnGame, type PgnLine, type PgnReadOptions } from '../../src/variants/chess/index.js';
import { createPgnLexer } from '../../src/core/pgn/lexer.js';

const code = (c: string): Error => expect.objectContaining({ code: c }) as Error;

describe('PGN input of any depth or size costs linear work', () => {
  it('a game with 100,000 distinct tags is read (the duplicate-tag check is a set lookup)', () => {
    const tags = Array.from({ length: 100_000 }, (_, i) => `[T${i} "v"]`).join('\n');
    // Quadratic, this took minutes (a comparison with every earlier tag per tag); the suite's timeout fails it.
    const [game] = parsePgn(`${tags}\n\n*`);
    expect(game!.tags.length).toBe(100_000);
    expect(() => parsePgn(`${tags}\n[T99999 "again"]\n\n*`)).toThrow(expect.objectContaining({ code: 'INVALID_PGN', message: expect.stringContaining('T99999 appears twice') as unknown }) as Error);
  });

  it('variations nested 3,000 deep with maxDepth 10,000 are replayed without a stack overflow', () => {
    const text = `1. e4 ${'(1. d4 '.repeat(3000)}${')'.repeat(3000)} *`;
    const result = tryParsePgn(text, { maxDepth: 10_000 });
    expect(result.ok).toBe(true);
    let line: PgnLine = (result as { value: PgnGame[] }).value[0]!;
    let depth = 0;
    while (line.moves[0]!.variations.length > 0) {
      line = line.moves[0]!.variations[0]!;
      expect(line.moves[0]!.move.notation).toBe('d4');
      depth++;
    }
    expect(depth).toBe(3000);
  });

  it('writePgn of a game with variations nested 20,000 deep writes every one, without recursion', () => {
    const [base] = parsePgn('1. e4 (1. d4) *', { variant: chess });
    const d4 = base!.moves[0]!.variations[0]!;
    let line: PgnLine = { comments: [], moves: [{ ...d4.moves[0]!, variations: [] }] };
    for (let i = 1; i < 20_000; i++) line = { comments: [], moves: [{ ...d4.moves[0]!, variations: [line] }] };
    const game: PgnGame = { ...base!, moves: [{ ...base!.moves[0]!, variations: [line] }] };
    const text = writePgn(game);
    expect(text.split('(').length - 1).toBe(20_000);
    expect(text.split(')').length - 1).toBe(20_000);
    expect(text.trimEnd()).toMatch(/\)\s+\*$/);
  });

  it('writePgn nests variations the same way the reader reads them', () => {
    const text = '1. e4 (1. d4 d5 (1... Nf6 2. c4 (2. Nf3)) 2. c4) (1. c4) 1... e5 *';
    const [game] = parsePgn(text);
    const [again] = parsePgn(writePgn(game!));
    expect(again!.moves).toEqual(game!.moves);
    expect(writePgn(game!)).toContain('1. e4 (1. d4 d5 (1... Nf6 2. c4 (2. Nf3)) 2. c4) (1. c4) 1... e5 *');
  });
});

describe('PGN options of the wrong type are INVALID_OPTION', () => {
  const text = '1. e4 (1. d4 (1. c4)) *';
  it.each([
    ['maxDepth NaN', { maxDepth: Number.NaN }],
    ['maxDepth Infinity', { maxDepth: Number.POSITIVE_INFINITY }],
    ["maxDepth '5'", { maxDepth: '5' }],
    ['maxDepth a Symbol', { maxDepth: Symbol('d') }],
    ['maxDepth -1', { maxDepth: -1 }],
    ['maxDepth 1.5', { maxDepth: 1.5 }],
    ['maxLength a Symbol', { maxLength: Symbol('l') }],
    ['maxLength NaN', { maxLength: Number.NaN }],
    ["maxLength '5'", { maxLength: '5' }],
    ['variations a Symbol', { variations: Symbol('v') }],
  ])('%s', (_name, options) => {
    const bad = options as unknown as PgnReadOptions;
    expect(tryParsePgn(text, bad)).toMatchObject({ ok: false, error: { code: 'INVALID_OPTION' } });
    if (!('variations' in options)) expect(() => parsePgnSyntax(text, bad)).toThrow(code('INVALID_OPTION'));
  });

  it('options that are not an object (null, a number) are INVALID_OPTION, not a TypeError', () => {
    for (const bad of [null, 5, 'x']) expect(tryParsePgn(text, bad as unknown as PgnReadOptions)).toMatchObject({ ok: false, error: { code: 'INVALID_OPTION' } });
  });

  it('maxDepth still limits: 1 refuses the second level, 2 reads it', () => {
    expect(tryParsePgn(text, { maxDepth: 1 })).toMatchObject({ ok: false, error: { code: 'INVALID_PGN' } });
    expect(tryParsePgn(text, { maxDepth: 2 }).ok).toBe(true);
  });

  it('pgnFromMoves refuses a non-list and a move object whose notation is a Symbol with coded errors', () => {
    expect(() => pgnFromMoves(5 as unknown as string[])).toThrow(code('INVALID_ARGUMENT'));
    expect(() => pgnFromMoves([{ from: 'e2', to: 'e5', notation: Symbol('n') } as never])).toThrow(code('ILLEGAL_MOVE'));
  });
});

describe('NAGs (PGN 8.2.4: "$" followed by one or more digits)', () => {
  const nags = (text: string): (number | undefined)[] => {
    const out: (number | undefined)[] = [];
    const lexer = createPgnLexer(text);
    for (let t = lexer.next(); t.kind !== 'end'; t = lexer.next()) if (t.kind === 'nag') out.push(t.nag);
    return out;
  };
  it('$00001 is NAG 1 and its last digit is not dropped', () => {
    expect(nags('e4 $00001 $0255 $000')).toEqual([1, 255, 0]);
    expect(parsePgn('1. e4 $00001 e5 *')[0]!.moves.map((m) => [m.move.notation, m.nags])).toEqual([['e4', [1]], ['e5', []]]);
  });
  it('a NAG over 255 is refused however it is written, and a long run of digits costs linear time', () => {
    for (const bad of ['e4 $256', 'e4 $0256', 'e4 $1000', `e4 $${'9'.repeat(200_000)}`]) {
      expect(() => nags(bad), bad.slice(0, 12)).toThrow(code('INVALID_PGN'));
    }
    expect(nags(`e4 $${'0'.repeat(200_000)}7`)).toEqual([7]);
  });
});
