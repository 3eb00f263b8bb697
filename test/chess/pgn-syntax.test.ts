/**
 * PGN grammar (PGN standard, 1994-03-12): tokens, tag pairs, comments, NAGs,
 * variations, results and game boundaries, checked without replaying moves.
 */
import { describe, expect, it } from 'vitest';
import { createPgnLexer, type PgnToken } from '../../src/core/pgn/lexer.js';
import { parsePgnSyntax, type PgnSyntaxLine } from '../../src/core/pgn/syntax.js';
import { isBoardwrightError } from '../../src/core/errors.js';

const tokens = (text: string): PgnToken[] => {
  const lexer = createPgnLexer(text);
  const out: PgnToken[] = [];
  for (let t = lexer.next(); t.kind !== 'end'; t = lexer.next()) out.push(t);
  return out;
};

const sans = (line: PgnSyntaxLine): string[] => line.moves.map((m) => m.san);

/** Runs `fn`, expecting an INVALID_PGN error; returns its detail. */
const pgnFailure = (fn: () => unknown): { message: string; detail: Record<string, unknown> } => {
  try {
    fn();
  } catch (e) {
    if (isBoardwrightError(e)) {
      expect(e.code).toBe('INVALID_PGN');
      return { message: e.message, detail: { ...e.detail } };
    }
    throw e;
  }
  throw new Error('expected an INVALID_PGN error');
};

describe('PGN tokens (PGN 7)', () => {
  it('move number indications are a number and periods: "1." and "1..."', () => {
    expect(tokens('1. e4 1... e5').map((t) => t.kind)).toEqual(['symbol', 'period', 'symbol', 'symbol', 'period', 'period', 'period', 'symbol']);
  });

  it('symbols may contain _ + # = : - and the result 1/2-1/2', () => {
    expect(tokens('e8=Q+ Qxf7# O-O-O 1/2-1/2').map((t) => t.text)).toEqual(['e8=Q+', 'Qxf7#', 'O-O-O', '1/2-1/2']);
  });

  it('a string token resolves the escapes \\" and \\\\', () => {
    const [, , value] = tokens('[Event "The \\"Immortal\\" game \\\\ London"]');
    expect(value).toMatchObject({ kind: 'string', text: 'The "Immortal" game \\ London' });
  });

  it('a brace comment runs to the next "}" across lines; its white space is collapsed', () => {
    const t = tokens('{ a  long\n   comment } e4');
    expect(t[0]).toMatchObject({ kind: 'comment', text: 'a long comment', line: 1, column: 1 });
    expect(t[1]).toMatchObject({ kind: 'symbol', text: 'e4', line: 2, column: 14 });
  });

  it('a semicolon comment runs to the end of the line', () => {
    const t = tokens('e4 ; best by test {not a brace}\ne5');
    expect(t.map((x) => x.text)).toEqual(['e4', 'best by test {not a brace}', 'e5']);
  });

  it('a percent sign in the first column escapes the rest of the line', () => {
    expect(tokens('%this line is ignored [ ( {\ne4').map((t) => t.text)).toEqual(['e4']);
    expect(pgnFailure(() => tokens('e4 %not in the first column')).detail).toMatchObject({ column: 4, token: '%' });
  });

  it('NAGs are $ followed by 0 to 255', () => {
    expect(tokens('$0 $14 $255').map((t) => t.nag)).toEqual([0, 14, 255]);
    pgnFailure(() => tokens('e4 $256'));
    pgnFailure(() => tokens('e4 $x'));
  });

  it('the suffix annotations ! ? !! ?? !? ?! read as NAGs 1 to 6 (PGN 8.2.3.8)', () => {
    expect(tokens('e4! e4? e4!! e4?? e4!? e4?!').filter((t) => t.kind === 'nag').map((t) => t.nag)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a byte-order mark at the start is ignored', () => {
    expect(tokens('\uFEFF1. e4')[0]).toMatchObject({ text: '1', line: 1, column: 1 });
  });

  it('an unexpected character is reported with its line and column', () => {
    // ("@" is a symbol character now: crazyhouse drops, N@f3.)
    const { detail, message } = pgnFailure(() => tokens('1. e4\n  e5 ^'));
    expect(detail).toMatchObject({ line: 2, column: 6, token: '^' });
    expect(message).toContain('line 2, column 6');
  });

  it('an unterminated comment names where it opened', () => {
    expect(pgnFailure(() => tokens('1. e4 {never\nclosed')).detail).toMatchObject({ line: 1, column: 7 });
  });

  it('a string may not run past the end of its line', () => {
    expect(pgnFailure(() => tokens('[Event "open\n"]')).detail).toMatchObject({ line: 1, column: 8 });
  });
});

describe('PGN tag pairs (PGN 8.1)', () => {
  it('tags are kept in the order read, with their values', () => {
    const [game] = parsePgnSyntax('[Event "F/S Return Match"]\n[Site "Belgrade, Serbia JUG"]\n[Date "1992.11.04"]\n[Round "29"]\n[White "Fischer, Robert J."]\n[Black "Spassky, Boris V."]\n[Result "1/2-1/2"]\n\n1. e4 e5 1/2-1/2');
    expect(game!.tags.map((t) => t.name)).toEqual(['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result']);
    expect(game!.tags[4]).toEqual({ name: 'White', value: 'Fischer, Robert J.' });
  });

  it('white space inside the brackets is allowed in import format', () => {
    expect(parsePgnSyntax('[ White   "Tal" ] *')[0]!.tags).toEqual([{ name: 'White', value: 'Tal' }]);
  });

  it('a tag name twice in one game is an error at the second', () => {
    expect(pgnFailure(() => parsePgnSyntax('[White "A"]\n[White "B"] *')).detail).toMatchObject({ line: 2, column: 2, token: 'White' });
  });

  it('a tag without a quoted value is an error naming the tag', () => {
    const { message, detail } = pgnFailure(() => parsePgnSyntax('[White Tal] *'));
    expect(message).toContain('White');
    expect(detail).toMatchObject({ line: 1, column: 8, token: 'Tal' });
  });

  it('a tag without "]" is an error', () => {
    expect(pgnFailure(() => parsePgnSyntax('[White "Tal"\n1. e4 *')).detail).toMatchObject({ line: 2, column: 1 });
  });
});

describe('PGN movetext (PGN 8.2)', () => {
  it('moves are read without move numbers, in either spacing', () => {
    expect(sans(parsePgnSyntax('1.e4 e5 2.Nf3 Nc6 3...a6 *')[0]!)).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'a6']);
  });

  it('NAGs and suffix annotations attach to the move before them', () => {
    const [game] = parsePgnSyntax('1. e4! $14 e5?! *');
    expect(game!.moves.map((m) => m.nags)).toEqual([[1, 14], [6]]);
  });

  it('a comment before the first move belongs to the line, a later one to the move before it', () => {
    const [game] = parsePgnSyntax('{opening} 1. e4 {king pawn} ; classical\ne5 *');
    expect(game!.comments).toEqual(['opening']);
    expect(game!.moves[0]!.comments).toEqual(['king pawn', 'classical']);
  });

  it('a variation is an alternative to the move before it, and variations nest', () => {
    const [game] = parsePgnSyntax('1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) (1. c4) 1... e5 *');
    const e4 = game!.moves[0]!;
    expect(e4.variations.map(sans)).toEqual([['d4', 'd5', 'c4'], ['c4']]);
    expect(e4.variations[0]!.moves[1]!.variations.map(sans)).toEqual([['Nf6', 'c4']]);
    expect(sans(game!)).toEqual(['e4', 'e5']);
  });

  it('a comment at the start of a variation belongs to the variation', () => {
    const [game] = parsePgnSyntax('1. e4 ({or} 1. d4) *');
    expect(game!.moves[0]!.variations[0]!.comments).toEqual(['or']);
  });

  it('each game termination marker is read: 1-0, 0-1, 1/2-1/2 and *', () => {
    expect(parsePgnSyntax('1. e4 1-0 1. e4 0-1 1. e4 1/2-1/2 1. e4 *').map((g) => g.result)).toEqual(['1-0', '0-1', '1/2-1/2', '*']);
  });

  it('a game without a termination marker takes its Result tag, else *', () => {
    expect(parsePgnSyntax('[Result "0-1"]\n1. e4')[0]!.result).toBe('0-1');
    expect(parsePgnSyntax('1. e4')[0]!.result).toBe('*');
  });

  it('move locations are recorded for error messages', () => {
    expect(parsePgnSyntax('[White "x"]\n\n1. e4 e5\n2. Nf3 *')[0]!.moves[2]).toMatchObject({ san: 'Nf3', line: 4, column: 4 });
  });

  it('a variation before any move is an error', () => {
    expect(pgnFailure(() => parsePgnSyntax('(1. e4) *')).detail).toMatchObject({ line: 1, column: 1, token: '(' });
  });

  it('an unclosed variation names where it opened', () => {
    expect(pgnFailure(() => parsePgnSyntax('1. e4 (1. d4 d5\n2. c4')).detail).toMatchObject({ line: 1, column: 7 });
  });

  it('a ")" closing nothing is an error', () => {
    expect(pgnFailure(() => parsePgnSyntax('1. e4 ) *')).detail).toMatchObject({ column: 7, token: ')' });
  });

  it('a result inside a variation is an error', () => {
    expect(pgnFailure(() => parsePgnSyntax('1. e4 (1. d4 1-0) *')).detail).toMatchObject({ column: 14, token: '1-0' });
  });

  it('a NAG with no move before it is an error', () => {
    expect(pgnFailure(() => parsePgnSyntax('$1 1. e4 *')).detail).toMatchObject({ column: 1, token: '$1' });
  });
});

describe('PGN files with several games', () => {
  it('games follow each other, each with its tags, moves and result', () => {
    const text = '[Event "A"]\n[Result "1-0"]\n\n1. e4 1-0\n\n[Event "B"]\n[Result "0-1"]\n\n1. d4 0-1\n';
    const games = parsePgnSyntax(text);
    expect(games.map((g) => [g.tags[0]!.value, sans(g), g.result])).toEqual([['A', ['e4'], '1-0'], ['B', ['d4'], '0-1']]);
  });

  it('a tag section starts a new game even when the previous one lacks its marker', () => {
    expect(parsePgnSyntax('[Event "A"]\n1. e4\n[Event "B"]\n1. d4 *').map(sans)).toEqual([['e4'], ['d4']]);
  });

  it('an empty text and a text of comments only hold no games', () => {
    expect(parsePgnSyntax('')).toEqual([]);
    expect(parsePgnSyntax('  {just a note}\n; and another\n')).toEqual([]);
  });

  it('a game of tags only has no moves', () => {
    expect(parsePgnSyntax('[Event "Adjourned"]\n\n*')[0]).toMatchObject({ moves: [], result: '*' });
  });
});

describe('PGN limits against hostile input', () => {
  it('text above the size limit is refused before parsing with INPUT_TOO_LARGE', () => {
    try {
      parsePgnSyntax('e4 '.repeat(100), { maxLength: 50 });
      expect.unreachable();
    } catch (e) {
      expect(isBoardwrightError(e) && e.code).toBe('INPUT_TOO_LARGE');
    }
  });

  it('variations nested deeper than the limit are refused, without a stack overflow', () => {
    const deep = `${'1. e4 ('.repeat(5000)}1. d4${')'.repeat(5000)} *`;
    expect(pgnFailure(() => parsePgnSyntax(deep)).message).toContain('nested more than 100');
    const ok = `${'1. e4 ('.repeat(50)}1. d4${')'.repeat(50)} *`;
    expect(parsePgnSyntax(ok)).toHaveLength(1);
  });

  it('a million characters of movetext, comments and brackets parse', () => {
    const chunk = '1. e4 {a comment with words} $1 (1. d4 ; rest of line\n) e5 ';
    const chunks = Math.floor(1_000_000 / chunk.length);
    const [game] = parsePgnSyntax(`${chunk.repeat(chunks)}*`);
    expect(game!.moves.length).toBeGreaterThan(30_000);
  });

  it('one unterminated comment or string over a huge text fails with INVALID_PGN', () => {
    const unterminated = (n: number): void => {
      pgnFailure(() => parsePgnSyntax(`{${'x'.repeat(n)}`));
      pgnFailure(() => parsePgnSyntax(`[Event "${'x'.repeat(n)}`));
    };
    unterminated(2_000_000);
  });
});
