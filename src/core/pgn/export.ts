/**
 * PGN export format text (PGN standard, section 8): the tag section and the
 * movetext, independent of the chess rules (the writer feeds it SAN).
 */
import { fail } from '../errors.js';
import { ROSTER_DEFAULTS, SEVEN_TAG_ROSTER, type PgnAnnotations, type PgnResult, type PgnTag } from './types.js';

/** "tokens … are placed … on successive text lines each of which has less than 80 printing characters" (PGN 8.2). */
export const PGN_LINE_LIMIT = 79;

/** A line of moves as the movetext writer needs it. */
export interface PgnWritableLine<N> {
  readonly comments: readonly string[];
  readonly moves: readonly N[];
}

const BREAK = '\n';

/** A line being written by {@link writePgnMovetext}. */
interface Writing<N> {
  readonly line: PgnWritableLine<N>;
  readonly ply: number;
  move: number;
  variation: number;
  numberBlack: boolean;
  /** How many words were written when the variation being written was opened. */
  before: number;
}

/**
 * Orders tags for export: "the STR tag pairs appear before any other tag pairs … in order … any
 * additional tag pairs appear in ASCII order by tag name" (PGN 8.1.1). Missing roster tags get their
 * "unknown" value; `Result` always states `result`; `override` replaces or adds tags (`undefined`
 * removes one).
 *
 * @example
 * ```ts
 * exportTags([{ name: 'ECO', value: 'C00' }], '*').map((t) => t.name)
 * // ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result', 'ECO']
 * ```
 */
export function exportTags(
  tags: readonly PgnTag[],
  result: PgnResult,
  override: Readonly<Record<string, string | undefined>> = {},
): PgnTag[] {
  const values = new Map<string, string>();
  for (const tag of tags) values.set(tag.name, tag.value);
  for (const [name, value] of Object.entries(override)) {
    if (value === undefined) values.delete(name);
    else values.set(name, value);
  }
  values.set('Result', result);
  const roster: readonly string[] = SEVEN_TAG_ROSTER;
  const others = [...values.keys()].filter((name) => !roster.includes(name)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return [
    ...SEVEN_TAG_ROSTER.map((name) => ({ name, value: values.get(name) ?? ROSTER_DEFAULTS[name] })),
    ...others.map((name) => ({ name, value: values.get(name) ?? '' })),
  ];
}

/**
 * Writes the tag pair section in export order (see {@link exportTags}), one tag per line.
 *
 * @example
 * ```ts
 * writePgnTags([{ name: 'White', value: 'Tal' }], '1-0')
 * // '[Event "?"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "Tal"]\n[Black "?"]\n[Result "1-0"]\n'
 * ```
 */
export function writePgnTags(
  tags: readonly PgnTag[],
  result: PgnResult,
  override: Readonly<Record<string, string | undefined>> = {},
): string {
  return exportTags(tags, result, override).map((t) => tagLine(t.name, t.value)).join('');
}

function tagLine(name: string, value: string): string {
  // PGN 8.1.1: a tag name is a symbol, which starts with a letter or digit (so `__proto__` could not be read back).
  if (!/^[A-Za-z0-9][A-Za-z0-9_]*$/.test(name)) fail('INVALID_ARGUMENT', `${JSON.stringify(name.slice(0, 40))} is not a PGN tag name: use letters, digits and "_", starting with a letter or digit`, { tag: name.slice(0, 40) });
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) fail('INVALID_ARGUMENT', `the value of tag ${name} contains a line break or control character, which a PGN string cannot hold`, { tag: name });
  // "a quote inside a string is represented by the backslash immediately followed by a quote;
  // a backslash inside a string is represented by two adjacent backslashes" (PGN 7)
  return `[${name} "${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]\n`;
}

/**
 * Writes movetext in export format: move numbers for every White move and for a Black move that
 * starts a line or follows annotation (PGN 8.2.2.2), NAGs as `$n`, comments in braces, variations
 * in parentheses, the result last, lines wrapped below 80 characters.
 *
 * @param line - the main line
 * @param san - the SAN of a move node
 * @param startPly - plies before the line's first move: `2 * (fullmove - 1)`, plus 1 when Black moves first
 * @example
 * ```ts
 * writePgnMovetext({ comments: [], moves: nodes }, (n) => n.san, 0, '*') // '1. e4 e5 2. Nf3 *\n'
 * ```
 */
export function writePgnMovetext<N extends PgnAnnotations<PgnWritableLine<N>>>(
  line: PgnWritableLine<N>,
  san: (node: N) => string,
  startPly: number,
  result: PgnResult,
): string {
  const words: string[] = [];
  let prefix = '';
  const emit = (word: string): void => {
    words.push(prefix + word);
    prefix = '';
  };
  const comment = (text: string): void => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (clean.includes('}')) {
      // A brace comment cannot hold "}" (PGN 5), a rest-of-line comment can.
      emit(`; ${clean}`);
      words.push(BREAK);
      return;
    }
    const parts = clean.split(' ');
    parts.forEach((part, k) => emit(`${k === 0 ? '{' : ''}${part}${k === parts.length - 1 ? '}' : ''}`));
  };
  const close = (): void => {
    const last = words[words.length - 1];
    if (last === undefined || last === BREAK) emit(')');
    else words[words.length - 1] = `${last})`;
  };
  // Depth first with an explicit stack: a game may nest variations arbitrarily deep (built by hand,
  // not read), so no recursion. A frame is a line being written: `move` its current move, `variation`
  // the next variation of that move to open (-1 before the move itself is written).
  const stack: Writing<N>[] = [];
  const open = (l: PgnWritableLine<N>, ply: number): void => {
    for (const c of l.comments) comment(c);
    stack.push({ line: l, ply, move: 0, variation: -1, numberBlack: true, before: 0 });
  };
  open(line, startPly);
  for (let f = stack[0]; f !== undefined; f = stack[stack.length - 1]) {
    const node = f.line.moves[f.move];
    if (node === undefined) {
      stack.pop();
      const parent = stack[stack.length - 1];
      if (parent === undefined) break;
      if (words.length === parent.before) emit(')');
      else close();
      parent.numberBlack = true;
      continue;
    }
    const p = f.ply + f.move;
    if (f.variation < 0) {
      // The number is glued to its move so a line break never separates them.
      if (p % 2 === 0) prefix += `${p / 2 + 1}. `;
      else if (f.numberBlack) prefix += `${(p - 1) / 2 + 1}... `;
      emit(san(node));
      f.numberBlack = false;
      for (const nag of node.nags) {
        emit(`$${nag}`);
        f.numberBlack = true;
      }
      for (const c of node.comments) {
        comment(c);
        f.numberBlack = true;
      }
      f.variation = 0;
    }
    const variation = node.variations[f.variation++];
    if (variation === undefined) {
      f.move++;
      f.variation = -1;
      continue;
    }
    prefix += '(';
    f.before = words.length;
    open(variation, p);
  }
  emit(result);
  return wrap(words);
}

/** Joins words with single spaces into lines below {@link PGN_LINE_LIMIT} characters. */
function wrap(words: readonly string[]): string {
  const lines: string[] = [];
  let current: string[] = [];
  let length = 0;
  const flush = (): void => {
    if (current.length > 0) lines.push(current.join(' '));
    current = [];
    length = 0;
  };
  for (const word of words) {
    if (word === BREAK) {
      flush();
      continue;
    }
    if (current.length > 0 && length + 1 + word.length > PGN_LINE_LIMIT) {
      if (!word.startsWith('%')) flush();
      else {
        // A line may not start with "%": a reader would take it for an escape line (PGN 6). Break
        // instead before the last word that does not start with "%"; if there is none, stay long.
        let k = current.length - 1;
        while (k > 0 && current[k]?.startsWith('%')) k--;
        if (k > 0) {
          const carried = current.splice(k);
          flush();
          current = carried;
          length = carried.join(' ').length;
        }
      }
    }
    length += (current.length > 0 ? 1 : 0) + word.length;
    current.push(word);
  }
  flush();
  return `${lines.join('\n')}\n`;
}
