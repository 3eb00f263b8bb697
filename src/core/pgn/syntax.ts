/**
 * The PGN syntax parser: tokens to a tree of games, lines, moves (as text),
 * comments, NAGs and variations. It checks PGN's grammar, not chess: the
 * reader replays the tree on a board afterwards. Iterative (no recursion), so
 * deeply nested variations cannot overflow the stack.
 */
import { describe, fail } from '../errors.js';
import { createPgnLexer, type PgnToken } from './lexer.js';
import type { PgnAnnotations, PgnResult, PgnTag } from './types.js';

/** Where a token started: 1-based line and column. */
export interface PgnLocation {
  readonly line: number;
  readonly column: number;
}

/** A move as written, with where it was written. */
export interface PgnSyntaxMove extends PgnAnnotations<PgnSyntaxLine>, PgnLocation {
  /** The move text as written, without suffix annotations (`Nf3`, `e8=Q+`, `0-0`). */
  readonly san: string;
}

/** A line of moves as written. */
export interface PgnSyntaxLine {
  readonly comments: readonly string[];
  readonly moves: readonly PgnSyntaxMove[];
}

/** A game as written, before its moves are replayed. */
export interface PgnSyntaxGame extends PgnSyntaxLine, PgnLocation {
  readonly tags: readonly PgnTag[];
  /** Where each tag pair started, parallel to `tags`. */
  readonly tagLocations: readonly PgnLocation[];
  readonly result: PgnResult;
}

/** Limits for reading untrusted PGN. */
export interface PgnLimits {
  /** Longest text accepted, in characters (default 20,000,000). Longer text fails with `INPUT_TOO_LARGE` before any work. */
  readonly maxLength?: number;
  /** Deepest nesting of variations accepted (default 100). */
  readonly maxDepth?: number;
}

/** Default for {@link PgnLimits.maxLength}. */
export const PGN_MAX_LENGTH = 20_000_000;
/** Default for {@link PgnLimits.maxDepth}. */
export const PGN_MAX_DEPTH = 100;

const RESULT_SYMBOLS: ReadonlySet<string> = /* @__PURE__ */ new Set(['1-0', '0-1', '1/2-1/2']);

interface MutableMove {
  san: string;
  nags: number[];
  comments: string[];
  variations: MutableLine[];
  line: number;
  column: number;
}
interface MutableLine {
  comments: string[];
  moves: MutableMove[];
  /** Where the "(" that opened it was, for "unclosed variation" errors. */
  openedAt?: PgnToken;
}

/** Throws `INVALID_PGN` naming the line, column and offending token. */
export function pgnError(at: PgnLocation, message: string, token: string, extra?: Record<string, unknown>): never {
  return fail('INVALID_PGN', `PGN line ${at.line}, column ${at.column}: ${message}`, {
    line: at.line,
    column: at.column,
    token,
    ...extra,
  });
}

/**
 * The limits in force: the defaults for options not given; an option of the wrong type
 * (a string, `NaN`, `Infinity`, a fraction, a negative number) or options that are not an
 * object are `INVALID_OPTION` (a `NaN` depth must not switch the limit off).
 */
export function pgnLimits(options: unknown): Required<PgnLimits> {
  if (options === undefined) return { maxLength: PGN_MAX_LENGTH, maxDepth: PGN_MAX_DEPTH };
  if (typeof options !== 'object' || options === null) fail('INVALID_OPTION', `PGN options must be an object, got ${describe(options)}`);
  const { maxLength, maxDepth } = options as Record<string, unknown>;
  return { maxLength: limit('maxLength', maxLength, PGN_MAX_LENGTH), maxDepth: limit('maxDepth', maxDepth, PGN_MAX_DEPTH) };
}

function limit(name: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) fail('INVALID_OPTION', `the ${name} option must be a whole number from 0, got ${describe(value)}`, { option: name });
  return value;
}

/** Checks untrusted input is a string within the size limit. */
export function requirePgnText(text: unknown, options?: PgnLimits): string {
  const limits = pgnLimits(options);
  if (typeof text !== 'string') fail('INVALID_ARGUMENT', `PGN text must be a string, got ${describe(text)}`);
  const max = limits.maxLength;
  if (text.length > max) fail('INPUT_TOO_LARGE', `PGN text is ${text.length} characters long; the limit is ${max} (raise it with the maxLength option)`);
  return text;
}

/**
 * Parses PGN text into syntax trees, one per game, without replaying moves.
 *
 * @example
 * ```ts
 * const [game] = parsePgnSyntax('[White "Anderssen"]\n\n1. e4 $1 {good} (1. d4) e5 1-0');
 * game!.moves[0]!.san        // 'e4'
 * game!.moves[0]!.variations // [{ comments: [], moves: [{ san: 'd4', … }] }]
 * ```
 */
export function parsePgnSyntax(text: string, options?: PgnLimits): PgnSyntaxGame[] {
  const limits = pgnLimits(options);
  requirePgnText(text, limits);
  const maxDepth = limits.maxDepth;
  const lexer = createPgnLexer(text);
  const games: PgnSyntaxGame[] = [];
  let tok = lexer.next();

  while (tok.kind !== 'end') {
    const at: PgnLocation = { line: tok.line, column: tok.column };
    const tags: PgnTag[] = [];
    const tagLocations: PgnLocation[] = [];
    const tagNames = new Set<string>(); // a set, so a game with many tags is checked in linear time
    const root: MutableLine = { comments: [], moves: [] };

    // Tag pair section (PGN 8.1): "[" name "value" "]", repeated.
    while (tok.kind === 'tag-open' || tok.kind === 'comment') {
      if (tok.kind === 'comment') {
        root.comments.push(tok.text);
        tok = lexer.next();
        continue;
      }
      const open = tok;
      const name = lexer.next();
      if (name.kind !== 'symbol') pgnError(name, `expected a tag name after "[", found ${describeToken(name)}`, name.text);
      if (!/^[A-Za-z0-9_]+$/.test(name.text)) pgnError(name, `"${name.text}" is not a tag name: use letters, digits and "_" only`, name.text);
      const value = lexer.next();
      if (value.kind !== 'string') pgnError(value, `expected the quoted value of tag ${name.text}, found ${describeToken(value)}`, value.text);
      const close = lexer.next();
      if (close.kind !== 'tag-close') pgnError(close, `expected "]" to close tag ${name.text}, found ${describeToken(close)}`, close.text);
      if (tagNames.has(name.text)) pgnError(name, `tag ${name.text} appears twice in one game`, name.text);
      tagNames.add(name.text);
      tags.push({ name: name.text, value: value.text });
      tagLocations.push({ line: open.line, column: open.column });
      tok = lexer.next();
    }

    // Movetext section (PGN 8.2).
    const stack: MutableLine[] = [root];
    let result: PgnResult | undefined;
    let current = root;
    movetext: for (;;) {
      switch (tok.kind) {
        case 'symbol': {
          if (/^[0-9]+$/.test(tok.text)) break; // move number indication; the periods follow as their own tokens
          if (RESULT_SYMBOLS.has(tok.text)) {
            if (stack.length > 1) pgnError(tok, `game result ${tok.text} inside a variation; close it with ")" first`, tok.text);
            result = tok.text as PgnResult;
            tok = lexer.next();
            break movetext;
          }
          current.moves.push({ san: tok.text, nags: [], comments: [], variations: [], line: tok.line, column: tok.column });
          break;
        }
        case 'star':
          if (stack.length > 1) pgnError(tok, 'game result * inside a variation; close it with ")" first', '*');
          result = '*';
          tok = lexer.next();
          break movetext;
        case 'period':
          break;
        case 'nag': {
          const last = current.moves[current.moves.length - 1];
          if (!last) pgnError(tok, `annotation ${tok.text} does not follow a move`, tok.text);
          last.nags.push(tok.nag ?? 0);
          break;
        }
        case 'comment': {
          const last = current.moves[current.moves.length - 1];
          (last ? last.comments : current.comments).push(tok.text);
          break;
        }
        case 'rav-open': {
          const last = current.moves[current.moves.length - 1];
          if (!last) pgnError(tok, 'a variation "(" must follow the move it is an alternative to', '(');
          if (stack.length > maxDepth) pgnError(tok, `variations are nested more than ${maxDepth} deep`, '(');
          const variation: MutableLine = { comments: [], moves: [], openedAt: tok };
          last.variations.push(variation);
          stack.push(variation);
          current = variation;
          break;
        }
        case 'rav-close': {
          if (stack.length === 1) pgnError(tok, '")" closes no variation', ')');
          stack.pop();
          current = stack[stack.length - 1] ?? root;
          break;
        }
        case 'tag-open':
          if (stack.length > 1) pgnError(tok, 'a tag "[" inside a variation; close the variation with ")" first', '[');
          break movetext; // the next game starts; this one lacked a termination marker
        case 'end':
          if (stack.length > 1) {
            const opened = current.openedAt ?? tok;
            pgnError(opened, 'variation "(" is never closed with ")"', '(');
          }
          break movetext;
        default:
          pgnError(tok, `unexpected ${describeToken(tok)} in the movetext`, tok.text);
      }
      tok = lexer.next();
    }

    if (tags.length === 0 && root.moves.length === 0 && result === undefined) continue; // only stray comments
    const tagged = tags.find((t) => t.name === 'Result')?.value;
    const finalResult: PgnResult = result ?? (isPgnResult(tagged) ? tagged : '*');
    games.push({ ...freeze(root), tags, tagLocations, result: finalResult, line: at.line, column: at.column });
  }
  return games;
}

/** True for the four termination markers. */
export function isPgnResult(value: unknown): value is PgnResult {
  return value === '1-0' || value === '0-1' || value === '1/2-1/2' || value === '*';
}

/** Drops the parser's bookkeeping field so the tree is the public shape. */
function freeze(line: MutableLine): PgnSyntaxLine {
  // Iterative copy (lines nest up to maxDepth; moves are many).
  const out: PgnSyntaxLine = { comments: line.comments, moves: line.moves };
  const todo: MutableLine[] = [line];
  while (todo.length > 0) {
    const l = todo.pop();
    if (!l) break;
    delete l.openedAt;
    for (const m of l.moves) for (const v of m.variations) todo.push(v);
  }
  return out;
}

function describeToken(tok: PgnToken): string {
  switch (tok.kind) {
    case 'end':
      return 'the end of the text';
    case 'string':
      return `the string "${tok.text.slice(0, 40)}"`;
    case 'comment':
      return 'a comment';
    default:
      return `"${tok.text}"`;
  }
}
