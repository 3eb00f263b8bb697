/**
 * PGN export format (PGN standard 8.1, 8.2): tag order, move number
 * indications, annotations, variations and line length, on syntax trees.
 */
import { describe, expect, it } from 'vitest';
import { parsePgnSyntax, type PgnSyntaxGame } from '../../src/core/pgn/syntax.js';
import { writePgnMovetext, writePgnTags } from '../../src/core/pgn/export.js';

const game = (text: string): PgnSyntaxGame => parsePgnSyntax(text)[0]!;
const movetext = (text: string, startPly = 0): string => {
  const g = game(text);
  return writePgnMovetext(g, (n) => n.san, startPly, g.result);
};

describe('PGN export: tag pair section (PGN 8.1.1)', () => {
  it('the Seven Tag Roster comes first, in order Event Site Date Round White Black Result', () => {
    const text = writePgnTags(
      [
        { name: 'Result', value: '1-0' },
        { name: 'White', value: 'Anderssen, Adolf' },
        { name: 'Black', value: 'Kieseritzky, Lionel' },
        { name: 'Event', value: 'London' },
      ],
      '1-0',
    );
    expect(text).toBe(
      '[Event "London"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "Anderssen, Adolf"]\n[Black "Kieseritzky, Lionel"]\n[Result "1-0"]\n',
    );
  });

  it('further tags follow in ASCII order by tag name (upper case before lower case)', () => {
    const text = writePgnTags([{ name: 'WhiteElo', value: '2700' }, { name: 'annotator', value: 'x' }, { name: 'ECO', value: 'C00' }, { name: 'Annotator', value: 'y' }], '*');
    expect(text.split('\n').slice(7, 11)).toEqual(['[Annotator "y"]', '[ECO "C00"]', '[WhiteElo "2700"]', '[annotator "x"]']);
  });

  it('the Result tag states the game result', () => {
    expect(writePgnTags([{ name: 'Result', value: '1-0' }], '0-1')).toContain('[Result "0-1"]');
  });

  it('quotes and backslashes in a value are escaped', () => {
    expect(writePgnTags([{ name: 'Event', value: 'The "Immortal" \\ game' }], '*')).toContain('[Event "The \\"Immortal\\" \\\\ game"]');
  });

  it('a value with a line break, or a bad tag name, is refused', () => {
    expect(() => writePgnTags([{ name: 'Event', value: 'a\nb' }], '*')).toThrow(/line break/);
    expect(() => writePgnTags([{ name: 'Bad Name', value: 'x' }], '*')).toThrow(/tag name/);
  });

  it('overrides replace, add and remove tags', () => {
    const text = writePgnTags([{ name: 'FEN', value: 'old' }, { name: 'SetUp', value: '1' }], '*', { FEN: undefined, SetUp: undefined, Variant: 'x' });
    expect(text).not.toContain('FEN');
    expect(text).toContain('[Variant "x"]');
  });
});

describe('PGN export: movetext (PGN 8.2)', () => {
  it('every White move has a number "N." and a Black move none when nothing comes between', () => {
    expect(movetext('1.e4 e5 2.Nf3 Nc6 1-0')).toBe('1. e4 e5 2. Nf3 Nc6 1-0\n');
  });

  it('a Black move after a comment, a NAG or a variation gets "N..." (PGN 8.2.2.2)', () => {
    expect(movetext('1. e4 {best} e5 2. Nf3 $1 Nc6 3. Bb5 (3. Bc4) a6 *')).toBe('1. e4 {best} 1... e5 2. Nf3 $1 2... Nc6 3. Bb5 (3. Bc4) 3... a6 *\n');
  });

  it('a game starting with Black to move starts with "N..."', () => {
    expect(movetext('e5 Nf3 *', 2 * 11 + 1)).toBe('12... e5 13. Nf3 *\n');
  });

  it('a variation replaces the move before it and repeats its number', () => {
    expect(movetext('1. e4 e5 (1... c5 2. Nf3 (2. c3)) 2. Nf3 *')).toBe('1. e4 e5 (1... c5 2. Nf3 (2. c3)) 2. Nf3 *\n');
  });

  it('suffix annotations are written as NAGs: "Qxa8?" becomes "Qxa8 $2" (PGN 8.2.3.8)', () => {
    expect(movetext('1. e4! e5?? *')).toBe('1. e4 $1 1... e5 $4 *\n');
  });

  it('comments are written in braces; a comment before the first move comes first', () => {
    expect(movetext('{Intro} 1. e4 ({Or} 1. d4) *')).toBe('{Intro} 1. e4 ({Or} 1. d4) *\n');
  });

  it('a comment holding "}" is written as a rest-of-line ";" comment', () => {
    const text = movetext('1. e4 ; a } brace\ne5 *');
    expect(text).toBe('1. e4 ; a } brace\n1... e5 *\n');
    expect(movetext(text)).toBe(text);
  });

  it('an empty variation and an empty comment are kept (comments are written before variations)', () => {
    expect(movetext('1. e4 () {} *')).toBe('1. e4 {} () *\n');
  });

  it('the result is the last token, alone when there are no moves', () => {
    expect(movetext('*')).toBe('*\n');
  });

  it('lines are shorter than 80 characters, with no leading or trailing spaces', () => {
    const moves = Array.from({ length: 60 }, (_, k) => (k % 2 === 0 ? 'Nf3 {a longer comment to wrap over the line limit}' : 'Ng1')).join(' ');
    const text = movetext(`${moves} *`);
    const lines = text.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      expect(line.length).toBeLessThan(80);
      expect(line).toBe(line.trim());
    }
    expect(movetext(text)).toBe(text);
  });

  it('no exported line starts with "%" (it would be read as an escape line)', () => {
    const words = Array.from({ length: 40 }, () => '%eval').join(' ');
    const text = movetext(`1. e4 {${words}} *`);
    for (const line of text.split('\n')) expect(line.startsWith('%')).toBe(false);
    expect(game(text).moves[0]!.comments).toEqual([words]);
    for (let n = 0; n < 90; n++) {
      const note = `${'w '.repeat(n)}%x %y %z end`;
      const written = movetext(`1. e4 {${note}} *`);
      for (const line of written.split('\n')) {
        expect(line.startsWith('%')).toBe(false);
        expect(line.length).toBeLessThan(80);
      }
      expect(game(written).moves[0]!.comments).toEqual([note]);
    }
  });
});
