import { describe, expect, it } from 'vitest';
import { chess, formatFen, parseFen, START_FEN } from '../../src/variants/chess/index.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('FEN in and out', () => {
  it('reads and writes the initial position', () => {
    expect(START_FEN).toBe(START);
    expect(chess.format(chess.setup())).toBe(START);
    expect(chess.parse(START)).toEqual(chess.setup());
    expect(formatFen(parseFen(START))).toBe(START);
  });
  it('writes the position after 1.e4 as the FEN specification shows', () => {
    expect(chess.format(chess.play(chess.setup(), 'e4'))).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  });
  it('accepts four fields (EPD style) with clocks 0 and 1', () => {
    expect(chess.format(chess.parse('8/8/8/4k3/8/8/8/4K3 b - -'))).toBe('8/8/8/4k3/8/8/8/4K3 b - - 0 1');
  });
});

describe('FEN validation: a clear INVALID_FEN error for each fault', () => {
  const cases: [string, string, RegExp][] = [
    ['wrong field count', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0', /field count.*found 5/],
    ['bad piece letter', 'rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', /piece placement.*"x" in rank 7/],
    ['rank of the wrong length (short)', 'rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', /rank 7.*7 squares/],
    ['rank of the wrong length (long)', 'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', /"9"|rank 6/],
    ['wrong number of ranks', 'rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', /8 ranks/],
    ['missing king', 'rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1', /black has no king/],
    ['two kings of a colour', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1', /white has 2 kings/],
    ['pawn on the first rank', '4k3/8/8/8/8/8/8/P3K3 w - - 0 1', /pawn stands on a1/],
    ['pawn on the last rank', '3pk3/8/8/8/8/8/8/4K3 w - - 0 1', /pawn stands on d8/],
    ['side to move not w/b', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1', /side to move.*"x"/],
    ['castling letters', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQxq - 0 1', /castling/],
    ['castling right without the rook', 'rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', /castling.*"k" needs a black rook on h8/],
    ['castling right with a moved king', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1', /white has no king|castling/],
    ['impossible en passant square (wrong rank)', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1', /en passant.*rank 6/],
    ['impossible en passant square (no pawn that just moved)', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1', /en passant.*black pawn on e5/],
    ['side not to move in check', '4k3/8/8/8/8/8/4R3/4K3 w - - 0 1', /not to move \(black\) is in check/],
    ['non-numeric halfmove clock', START.replace('- 0 1', '- x 1'), /halfmove clock.*"x"/],
    ['negative halfmove clock', START.replace('- 0 1', '- -1 1'), /halfmove clock.*"-1"/],
    ['non-numeric fullmove number', START.replace('- 0 1', '- 0 y'), /fullmove number.*"y"/],
    ['fullmove number zero', START.replace('- 0 1', '- 0 0'), /fullmove number.*at least 1/],
  ];
  it.each(cases)('%s', (_fault, text, message) => {
    const result = chess.tryParse(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('INVALID_FEN');
      expect(result.error.message).toMatch(message);
    }
  });
  it('refuses non-strings and huge input with a typed error', () => {
    expect(chess.tryParse(42 as never)).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    expect(chess.tryParse('p'.repeat(900_000)).ok).toBe(false);
  });
  it('keeps the en passant square only when an en passant capture is legal', () => {
    expect(chess.parse('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1').enPassant).toBeNull();
    expect(chess.parse('rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1').enPassant).toBe('e3');
  });
});
