/**
 * The text layer of a Fairy-Stockfish ini file: sections `[name]` or `[name:template]`,
 * `key = value` lines, comments starting with `#` or `;`. No meaning is given to keys here
 * (that is `ini-keys.ts`); this module only cuts the text into sections and remembers the line
 * of every entry so that later errors can name it.
 *
 * As implemented (Fairy-Stockfish's variants.ini, "Variant configuration" and "Inheritance"):
 * a line whose first non-blank character is `#` or `;` is a comment; a key repeated in one
 * section keeps its last value (Fairy-Stockfish reads the section into a map); a key before
 * any section, a line with neither `=` nor a header, and a second section of the same name are
 * INVALID_DEFINITION naming the line.
 */
import { excerpt, fail, requireText } from '../../core/errors.js';

/** One `key = value` line. */
export interface IniEntry {
  readonly key: string;
  readonly value: string;
  /** 1-based line number in the ini text. */
  readonly line: number;
}

/** One `[name]` or `[name:template]` section. */
export interface IniSection {
  readonly name: string;
  readonly template: string | undefined;
  readonly line: number;
  /** Entries by key; a repeated key keeps its last line. */
  readonly entries: ReadonlyMap<string, IniEntry>;
}

/** Longest ini text read (Fairy-Stockfish's own variants.ini is about 80 kB). */
export const MAX_INI_LENGTH = 1_000_000;

/** Throws INVALID_DEFINITION for an ini line. */
export function badIni(line: number, message: string): never {
  return fail('INVALID_DEFINITION', `variants.ini line ${line}: ${message}`, { line });
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9_.+-]{0,63}$/;
const KEY = /^[A-Za-z][A-Za-z0-9]{0,63}$/;
/** Control characters other than tab, CR and LF: a binary file, not an ini file. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Cuts ini text into sections, in file order.
 * @throws INPUT_TOO_LARGE beyond {@link MAX_INI_LENGTH} characters; INVALID_DEFINITION naming the line otherwise
 */
export function readIniSections(text: unknown): IniSection[] {
  const source = requireText(text, 'variants.ini text', 'INVALID_ARGUMENT', MAX_INI_LENGTH);
  const sections: IniSection[] = [];
  const seen = new Set<string>();
  let current: { name: string; template: string | undefined; line: number; entries: Map<string, IniEntry> } | undefined;
  const lines = source.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const raw = lines[i] ?? '';
    if (CONTROL.test(raw)) badIni(lineNo, 'holds a control character (is this a text file?)');
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    if (line.startsWith('[')) {
      const header = /^\[([^\]:]*)(?::([^\]]*))?\]$/.exec(line);
      if (!header) badIni(lineNo, `malformed section header ${excerpt(line)}`);
      const name = (header[1] ?? '').trim();
      const template = header[2] === undefined ? undefined : header[2].trim();
      if (!NAME.test(name)) badIni(lineNo, `malformed variant name ${excerpt(name)}`);
      if (template !== undefined && !NAME.test(template)) badIni(lineNo, `malformed template name ${excerpt(template)}`);
      if (seen.has(name)) badIni(lineNo, `variant ${excerpt(name)} is defined twice`);
      seen.add(name);
      current = { name, template, line: lineNo, entries: new Map() };
      sections.push(current);
      continue;
    }
    const eq = line.indexOf('=');
    if (eq < 0) badIni(lineNo, `expected "key = value", got ${excerpt(line)}`);
    const key = line.slice(0, eq).trim();
    const value = line.slice(eq + 1).trim();
    if (!KEY.test(key)) badIni(lineNo, `malformed key ${excerpt(key)}`);
    if (!current) badIni(lineNo, `key ${key} comes before any [section]`);
    current.entries.set(key, { key, value, line: lineNo });
  }
  return sections;
}
