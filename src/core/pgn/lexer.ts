/**
 * The PGN lexer: turns PGN text into tokens, one pass, linear time.
 *
 * It knows PGN's token grammar (PGN standard, section 7 "Tokens") and nothing
 * of chess: symbols are not checked to be SAN here, that is the reader's job.
 */
import { fail } from '../errors.js';

/** The kinds of PGN token. */
export type PgnTokenKind =
  | 'tag-open' // [
  | 'tag-close' // ]
  | 'rav-open' // (
  | 'rav-close' // )
  | 'period' // .
  | 'star' // * (the "unknown result" game termination marker)
  | 'string' // "…" with escapes resolved
  | 'symbol' // move text, move numbers, tag names, 1-0 / 0-1 / 1/2-1/2
  | 'nag' // $n, and the suffix annotations ! ? !! ?? !? ?! translated to their NAG
  | 'comment' // {…} or ;… to end of line, whitespace collapsed
  | 'end'; // end of input

/** One token with where it starts (1-based line and column). */
export interface PgnToken {
  readonly kind: PgnTokenKind;
  /** The token's text: a string's or comment's content, a symbol, or the characters read. */
  readonly text: string;
  /** For `nag` tokens: the glyph number 0–255. */
  readonly nag?: number;
  readonly line: number;
  readonly column: number;
}

/** A pull lexer: each call to `next()` returns the following token, then `end` forever. */
export interface PgnLexer {
  next(): PgnToken;
}

/**
 * "The six suffix annotations are translated into the corresponding NAGs"
 * (PGN standard 8.2.3.8 and 10: `!` $1, `?` $2, `!!` $3, `??` $4, `!?` $5, `?!` $6).
 */
const SUFFIX_NAGS: Readonly<Record<string, number>> = { '!': 1, '?': 2, '!!': 3, '??': 4, '!?': 5, '?!': 6 };

/** Collapses every run of white space to one space and trims, so comments survive re-wrapping unchanged. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

// '@' (64) is added for crazyhouse drops (N@f3, and @e4 for a pawn), as lichess's PGN writes them.
const isSymbolStart = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 64 && c <= 90) || (c >= 97 && c <= 122);

// "Symbol continuation characters are letter characters, digit characters, and the six special
// characters '_', '+', '#', '=', ':' and '-'" (PGN 7); '/' is added for the 1/2-1/2 marker, and ','
// inside a move for the walling games' two-part SAN as Fairy-Stockfish writes it (duck chess `e4,e5`).
const isSymbolChar = (c: number): boolean =>
  isSymbolStart(c) || c === 95 || c === 43 || c === 35 || c === 61 || c === 58 || c === 45 || c === 47 || c === 44;

/**
 * Creates a lexer over `text`. Errors are `INVALID_PGN` with the line and column.
 *
 * @example
 * ```ts
 * const lexer = createPgnLexer('1. e4 {best by test} *');
 * lexer.next() // { kind: 'symbol', text: '1', line: 1, column: 1 }
 * ```
 */
export function createPgnLexer(text: string): PgnLexer {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a byte-order mark is not content
  let line = 1;
  let lineStart = i;
  const n = text.length;

  const error = (message: string, at: number, token: string): never =>
    fail('INVALID_PGN', `PGN line ${line}, column ${at - lineStart + 1}: ${message}`, {
      line,
      column: at - lineStart + 1,
      token,
    });

  const newline = (at: number): void => {
    line++;
    lineStart = at + 1;
  };

  const token = (kind: PgnTokenKind, start: number, value: string, nag?: number): PgnToken =>
    nag === undefined
      ? { kind, text: value, line, column: start - lineStart + 1 }
      : { kind, text: value, nag, line, column: start - lineStart + 1 };

  const next = (): PgnToken => {
    for (;;) {
      if (i >= n) return { kind: 'end', text: '', line, column: i - lineStart + 1 };
      const c = text.charCodeAt(i);
      if (c === 10) {
        newline(i);
        i++;
        continue;
      }
      if (c === 32 || c === 9 || c === 13 || c === 11 || c === 12) {
        i++;
        continue;
      }
      // "A percent sign appearing in the first column of a line is an escape character;
      // the remainder of the line is to be ignored" (PGN 6).
      if (c === 37 && i === lineStart) {
        while (i < n && text.charCodeAt(i) !== 10) i++;
        continue;
      }
      const start = i;
      switch (c) {
        case 91: i++; return token('tag-open', start, '[');
        case 93: i++; return token('tag-close', start, ']');
        case 40: i++; return token('rav-open', start, '(');
        case 41: i++; return token('rav-close', start, ')');
        case 46: i++; return token('period', start, '.');
        case 42: i++; return token('star', start, '*');
        case 34: return readString(start);
        case 123: return readBraceComment(start);
        case 59: {
          // "the rest of the line" comment (PGN 5)
          let end = text.indexOf('\n', i);
          if (end < 0) end = n;
          const body = text.slice(i + 1, end);
          i = end;
          return token('comment', start, collapseWhitespace(body));
        }
        case 36: {
          // Every digit belongs to the NAG (`$00001` is $1); leading zeros are skipped, so a long run costs linear time.
          let j = i + 1;
          while (j < n && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
          let first = i + 1;
          while (first < j - 1 && text.charCodeAt(first) === 48) first++;
          const digits = text.slice(first, j);
          const value = digits.length > 3 ? 256 : Number(digits);
          const shown = text.slice(i, Math.min(Math.max(j, i + 2), i + 41));
          if (digits === '' || value > 255) error(`"${shown}" is not a NAG; a NAG is $ followed by a number from 0 to 255`, i, shown);
          i = j;
          return token('nag', start, `$${value}`, value);
        }
        case 33:
        case 63: {
          let j = i;
          while (j < n && (text.charCodeAt(j) === 33 || text.charCodeAt(j) === 63) && j - i < 3) j++;
          const suffix = text.slice(i, j);
          const value = SUFFIX_NAGS[suffix];
          if (value === undefined) error(`"${suffix}" is not a move suffix annotation; use !, ?, !!, ??, !? or ?!`, i, suffix);
          i = j;
          return token('nag', start, suffix, value);
        }
        default:
          break;
      }
      if (isSymbolStart(c)) {
        let j = i + 1;
        while (j < n && isSymbolChar(text.charCodeAt(j))) j++;
        i = j;
        return token('symbol', start, text.slice(start, j));
      }
      if (c === 45 && text.charCodeAt(i + 1) === 45) error('null moves ("--") are not part of standard PGN and are not supported', i, '--');
      if (c === 60 || c === 62) error(`"${String.fromCharCode(c)}" is reserved by the PGN standard and may not appear in movetext`, i, String.fromCharCode(c));
      const ch = String.fromCodePoint(text.codePointAt(i) ?? c);
      return error(`unexpected character "${ch}" (U+${(text.codePointAt(i) ?? c).toString(16).toUpperCase().padStart(4, '0')})`, i, ch);
    }
  };

  const readString = (start: number): PgnToken => {
    let j = start + 1;
    let value = '';
    let chunk = j;
    for (;;) {
      if (j >= n || text.charCodeAt(j) === 10) error('unterminated string: a tag value needs a closing " on the same line', start, text.slice(start, Math.min(j, start + 40)));
      const c = text.charCodeAt(j);
      if (c === 34) break;
      if (c === 92) {
        // "\\" and "\"" are the two escapes a PGN string knows (PGN 7)
        const escaped = text.charCodeAt(j + 1);
        if (escaped === 34 || escaped === 92) {
          value += text.slice(chunk, j) + String.fromCharCode(escaped);
          j += 2;
          chunk = j;
          continue;
        }
      }
      j++;
    }
    value += text.slice(chunk, j);
    i = j + 1;
    return token('string', start, value);
  };

  const readBraceComment = (start: number): PgnToken => {
    const startLine = line;
    const startColumn = start - lineStart + 1;
    let j = start + 1;
    for (;;) {
      if (j >= n) {
        return fail('INVALID_PGN', `PGN line ${startLine}, column ${startColumn}: unterminated comment: "{" has no closing "}"`, {
          line: startLine,
          column: startColumn,
          token: text.slice(start, start + 40),
        });
      }
      const c = text.charCodeAt(j);
      if (c === 125) break;
      if (c === 10) newline(j);
      j++;
    }
    i = j + 1;
    return { kind: 'comment', text: collapseWhitespace(text.slice(start + 1, j)), line: startLine, column: startColumn };
  };

  return { next };
}
