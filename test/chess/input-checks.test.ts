/**
 * Bad input, as a JavaScript caller or a hostile text can give it: every fault is a typed
 * BoardwrightError naming what is wrong, the input is left unchanged, and long text costs
 * linear time.
 */
import { describe, expect, it } from 'vitest';
import { chess, type ChessPosition } from '../../src/variants/chess/index.js';
import { after, fen } from './helpers.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('FEN fields are separated by white space', () => {
  it('a run of spaces or a tab between fields reads as one separator', () => {
    expect(chess.format(chess.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w KQkq -\t0 1'))).toBe(START);
  });
  it('an empty field (two spaces where castling should be) is a field-count error, not a misread', () => {
    expect(chess.tryParse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w  - 0 1')).toMatchObject({
      ok: false,
      error: { code: 'INVALID_FEN', message: expect.stringMatching(/field count.*found 5/) as unknown },
    });
  });
});

describe('position objects built by hand are checked before use', () => {
  const start = chess.setup();
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['castling that is not a string', { castling: null }, /"castling"/],
    ['enPassant that is neither a square name nor null', { enPassant: 5 }, /"enPassant"/],
    ['enPassant that is not a square', { enPassant: 'z9' }, /"enPassant" z9/],
    ['enPassant with no pawn that just passed it', { enPassant: 'e6' }, /"enPassant" e6/],
    ['halfmove that is not a whole number', { halfmove: 'x' }, /"halfmove"/],
    ['fullmove below 1', { fullmove: 0 }, /"fullmove"/],
    ['a board character that is no piece', { board: `X${start.board.slice(1)}` }, /"X" on a1/],
    ['a board without a white king', { board: start.board.replace('K', '.') }, /exactly one white king/],
    ['castling rights without the rook', { board: start.board.replace('R', '.') }, /"castling" KQkq/],
  ];
  it.each(cases)('%s is INVALID_POSITION, and the object is unchanged', (_fault, change, message) => {
    const bad = { ...start, ...change } as unknown as ChessPosition;
    const before = JSON.stringify(bad);
    for (const call of [() => chess.play(bad, 'e3'), () => chess.legalMoves(bad), () => chess.status(bad)]) {
      expect(() => call()).toThrow(expect.objectContaining({ code: 'INVALID_POSITION', message: expect.stringMatching(message) as unknown }) as Error);
    }
    expect(JSON.stringify(bad)).toBe(before);
    // A sound position played afterwards is unaffected by the refused one.
    expect(chess.format(chess.play(start, 'e4'))).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  });
  it('format and render refuse a position without castling text instead of writing "undefined"', () => {
    const bad = { ...start, castling: undefined } as unknown as ChessPosition;
    expect(() => chess.format(bad)).toThrow(expect.objectContaining({ code: 'INVALID_POSITION' }) as Error);
    expect(() => chess.render(bad)).toThrow(expect.objectContaining({ code: 'INVALID_POSITION' }) as Error);
  });
});

describe('SAN input: documented tolerant forms and ambiguity', () => {
  const ep = '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1';
  it('an en passant capture may carry e.p., ep or e.p. with a check mark', () => {
    const want = after(ep, 'exd6');
    for (const text of ['exd6 e.p.', 'exd6e.p.', 'exd6 ep', 'exd6 e.p.+', 'exd6!']) expect(after(ep, text), text).toBe(want);
  });
  it('disambiguation that still names two pieces is AMBIGUOUS_MOVE; the rank tells them apart', () => {
    const rooks = 'R7/7k/8/8/8/8/8/R3K3 w - - 0 1';
    expect(chess.tryPlay(fen(rooks), 'Ra3')).toMatchObject({ ok: false, error: { code: 'AMBIGUOUS_MOVE', message: expect.stringContaining('R1a3, R8a3') as unknown } });
    expect(chess.tryPlay(fen(rooks), 'Raa3')).toMatchObject({ ok: false, error: { code: 'AMBIGUOUS_MOVE' } });
    expect(after(rooks, 'R1a3')).toBe('R7/7k/8/8/8/R7/8/4K3 b - - 1 1');
  });
  it('a king or pawn written as a promotion, or a piece that cannot promote, is refused', () => {
    const p = fen('8/4P3/8/8/8/8/k7/4K3 w - - 0 1');
    for (const text of ['e8=K', 'e8=P', 'e7e8k']) expect(chess.tryPlay(p, text)).toMatchObject({ ok: false, error: { code: 'INVALID_MOVE_TEXT' } });
    expect(chess.tryPlay(chess.setup(), 'Nf3=Q')).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } });
  });
});

describe('long move text (its cost, n against 8n characters, is measured by bench/hostile-input.mjs)', () => {
  it('ten thousand characters of marks, spaces or e.p. are refused with INVALID_MOVE_TEXT', () => {
    const p = chess.setup();
    const texts = (n: number): string[] => [`${'!'.repeat(n)}a`, `e${' '.repeat(n)}x`, `e4${'+'.repeat(n)}a`, `e4${' e.p'.repeat(n >> 2)}x`];
    for (const text of texts(9_990)) expect(chess.tryPlay(p, text)).toMatchObject({ ok: false, error: { code: 'INVALID_MOVE_TEXT' } });
    // A quadratic scan took about 0.3 s per text of 10,000 characters; linear work is well under a millisecond.
  });
});
