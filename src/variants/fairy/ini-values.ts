/**
 * Readers for the value types of Fairy-Stockfish's variants.ini ("Option types" in its header):
 * bool, int, Rank, File, PieceType, PieceSet, Bitboard (a region), Value. Each returns the value in
 * {@link FairyDefinition}'s form or throws INVALID_DEFINITION naming the key and its line.
 */
import { excerpt } from '../../core/errors.js';
import type { FairyValue } from '../../core/declarative/fairy/definition.js';
import { badIni, type IniEntry } from './ini-text.js';

function bad(entry: IniEntry, what: string): never {
  return badIni(entry.line, `${entry.key} must be ${what}, got ${excerpt(entry.value)}`);
}

/** `true` or `false` (Fairy-Stockfish accepts nothing else). */
export function readBool(entry: IniEntry): boolean {
  if (entry.value === 'true') return true;
  if (entry.value === 'false') return false;
  return bad(entry, 'true or false');
}

/** A natural number (at most 6 digits: no rule needs more). */
export function readInt(entry: IniEntry): number {
  if (!/^\d{1,6}$/.test(entry.value)) bad(entry, 'a natural number');
  return Number(entry.value);
}

/** A rank, 1–10. */
export function readRank(entry: IniEntry): number {
  if (!/^\d{1,2}$/.test(entry.value)) bad(entry, 'a rank number 1-10');
  const rank = Number(entry.value);
  if (rank < 1 || rank > 10) bad(entry, 'a rank number 1-10');
  return rank;
}

/** A file: a letter a–l or a number 1–12. */
export function readFile(entry: IniEntry): number | string {
  if (/^[a-l]$/.test(entry.value)) return entry.value;
  if (/^\d{1,2}$/.test(entry.value) && Number(entry.value) >= 1 && Number(entry.value) <= 12) return Number(entry.value);
  return bad(entry, 'a file letter a-l or number 1-12');
}

/** One piece letter. */
export function readPieceType(entry: IniEntry): string {
  if (!/^[A-Za-z]$/.test(entry.value)) bad(entry, 'one piece letter');
  return entry.value;
}

/** Piece letters (spaces allowed between them), `-` for none, `*` for all. */
export function readPieceSet(entry: IniEntry): string {
  const compact = entry.value.replace(/\s+/g, '');
  if (compact === '-' || compact === '') return '-';
  if (compact === '*') return '*';
  if (!/^[A-Za-z]{1,64}$/.test(compact)) bad(entry, 'piece letters, - or *');
  return compact;
}

/** A region: squares `a1`, ranks `*8`, files `a*`, separated by spaces; `-` for none. */
export function readRegion(entry: IniEntry): string {
  const tokens = entry.value.split(/\s+/).filter((t) => t !== '');
  if (tokens.length > 200) bad(entry, 'at most 200 squares, ranks or files');
  for (const token of tokens) {
    if (token === '-') continue;
    if (!/^(?:[a-l](?:10|[1-9])|\*(?:10|[1-9])|[a-l]\*)$/.test(token)) bad(entry, 'squares (a1), ranks (*8) or files (a*)');
  }
  return tokens.length === 0 ? '-' : tokens.join(' ');
}

/** A game value: win, loss, draw or none. */
export function readValue(entry: IniEntry): FairyValue {
  const v = entry.value;
  if (v === 'win' || v === 'loss' || v === 'draw' || v === 'none') return v;
  return bad(entry, 'win, loss, draw or none');
}

/**
 * `players = sente gote`: the two seat ids, the first player's first (this library's key, not
 * Fairy-Stockfish's: its loader passes over a key it does not know, and only its `check` command
 * names it as an invalid option).
 */
export function readSeats(entry: IniEntry): readonly [string, string] {
  const ids = entry.value.split(/\s+/).filter((t) => t !== '');
  const [first, second] = ids;
  if (ids.length !== 2 || first === undefined || second === undefined || first === second || !ids.every((id) => /^[a-z][a-z0-9-]{0,31}$/.test(id))) {
    bad(entry, 'two different lower-case seat ids, the first player first (players = sente gote)');
  }
  return [first, second];
}

/** One of the listed words. */
export function readChoice<T extends string>(entry: IniEntry, choices: readonly T[]): T {
  const found = choices.find((c) => c === entry.value);
  if (found === undefined) bad(entry, `one of ${choices.join(', ')}`);
  return found;
}

/** `x:n y:m` pairs of a piece letter and a count (Fairy-Stockfish's promotionLimit). */
export function readLetterCounts(entry: IniEntry): Record<string, number> {
  const out: Record<string, number> = {};
  for (const token of entry.value.split(/\s+/).filter((t) => t !== '')) {
    const m = /^([A-Za-z]):(\d{1,4})$/.exec(token);
    if (!m) bad(entry, 'pairs of a piece letter and a count (a:1 c:1)');
    out[(m[1] ?? '').toUpperCase()] = Number(m[2]);
  }
  return out;
}

/** `x:y` pairs of piece letters (Fairy-Stockfish's promotedPieceType, `p:m`; `p:-` for none). */
export function readLetterPairs(entry: IniEntry): Record<string, string> {
  const out: Record<string, string> = {};
  for (const token of entry.value.split(/\s+/).filter((t) => t !== '')) {
    const m = /^([A-Za-z]):([A-Za-z-])$/.exec(token);
    if (!m) bad(entry, 'pairs of piece letters (p:m, or p:- for none)');
    out[(m[1] ?? '').toUpperCase()] = (m[2] ?? '').toUpperCase();
  }
  return out;
}
