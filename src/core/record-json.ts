/**
 * The JSON form of a game record, and its checks. A record read from a client
 * or a database is untrusted: every field is checked before anything is
 * replayed, sizes are capped, and nothing is read recursively.
 */
import { describe, excerpt, fail, MAX_TEXT_LENGTH } from './errors.js';

/** Version of {@link RecordJson}; a reader refuses versions it does not know. */
export const RECORD_JSON_VERSION = 1;

/**
 * A game record as plain JSON: the game's id, the start position (a plain position object, as
 * the game's functions take it), the moves as canonical notation, tags and comments. No variant
 * object and no board tables: the variant is named by id and supplied again on reading.
 * @example
 * ```ts
 * { version: 1, variant: 'chess', start: { variant: 'chess', … }, moves: ['e4', 'e5'], tags: { White: 'Tal' }, comments: [{ ply: 1, text: 'best by test' }] }
 * ```
 */
export interface RecordJson {
  readonly version: typeof RECORD_JSON_VERSION;
  readonly variant: string;
  readonly start: unknown;
  readonly moves: readonly string[];
  readonly tags: Readonly<Record<string, string>>;
  readonly comments: readonly RecordComment[];
}

/** A comment on the position after `ply` moves (0: before the first move). */
export interface RecordComment {
  readonly ply: number;
  readonly text: string;
}

/** Most moves a record may hold (far beyond any real game; keeps hostile input cheap). */
export const MAX_RECORD_MOVES = 100_000;
/** Most tags and comments a record may hold. */
export const MAX_RECORD_NOTES = 10_000;
/** Longest tag value or comment. */
export const MAX_NOTE_LENGTH = 100_000;

/** A tag name: PGN's symbol grammar (a letter or digit first, then letters, digits and `_`), 1 to 64 characters, so every record's tags can be written as PGN, PDN or game text and read back. */
const TAG_NAME = /^[A-Za-z0-9][A-Za-z0-9_]{0,63}$/;

/** Checks a tag pair; `INVALID_ARGUMENT` naming what is wrong. */
export function requireTag(name: unknown, value: unknown): void {
  if (typeof name !== 'string' || !TAG_NAME.test(name)) fail('INVALID_ARGUMENT', `a tag name is 1 to 64 letters, digits or "_", starting with a letter or digit, got ${typeof name === 'string' ? excerpt(name) : describe(name)}`);
  requireNote(value, `the value of tag ${name}`);
}

/** Checks comment or tag text: a string of sane length without control characters other than tab and newline. */
export function requireNote(text: unknown, what: string): string {
  if (typeof text !== 'string') fail('INVALID_ARGUMENT', `${what} must be a string, got ${describe(text)}`);
  if (text.length > MAX_NOTE_LENGTH) fail('INPUT_TOO_LARGE', `${what} is ${text.length} characters long; the limit is ${MAX_NOTE_LENGTH}`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(text)) fail('INVALID_ARGUMENT', `${what} holds a control character: ${excerpt(text)}`);
  return text;
}

const bad = (field: string, message: string): never => fail('INVALID_ARGUMENT', `game record JSON: ${field} ${message}`, { field });

/**
 * Checks the shape of record JSON (parsed or as text) without replaying it: every field present and
 * of the right type, sizes within the limits. Throws `INVALID_ARGUMENT` naming the field (or
 * `INPUT_TOO_LARGE`), and returns the checked object.
 * @example
 * ```ts
 * checkRecordJson('{"version":1}') // throws INVALID_ARGUMENT: game record JSON: variant …
 * ```
 */
export function checkRecordJson(json: unknown): RecordJson {
  let value = json;
  if (typeof json === 'string') {
    if (json.length > MAX_TEXT_LENGTH * 20) fail('INPUT_TOO_LARGE', `game record JSON is ${json.length} characters long; the limit is ${MAX_TEXT_LENGTH * 20}`);
    try {
      value = JSON.parse(json);
    } catch (error) {
      fail('INVALID_ARGUMENT', `game record JSON does not parse: ${String((error as Error).message).slice(0, 100)}`);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return bad('', `must be an object, got ${describe(value)}`);
  const o = value as Record<string, unknown>;
  if (o['version'] !== RECORD_JSON_VERSION) bad('version', `must be ${RECORD_JSON_VERSION}, got ${describe(o['version'])}`);
  if (typeof o['variant'] !== 'string') bad('variant', `must be a game id, got ${describe(o['variant'])}`);
  if (typeof o['start'] !== 'object' || o['start'] === null || Array.isArray(o['start'])) bad('start', `must be a position object, got ${describe(o['start'])}`);
  const moves = o['moves'];
  if (!Array.isArray(moves)) return bad('moves', `must be an array of move texts, got ${describe(moves)}`);
  if (moves.length > MAX_RECORD_MOVES) fail('INPUT_TOO_LARGE', `game record JSON has ${moves.length} moves; the limit is ${MAX_RECORD_MOVES}`);
  // An indexed loop, not forEach: forEach skips the holes of a sparse array, which are no move text either.
  for (let i = 0; i < moves.length; i++) {
    const m: unknown = moves[i];
    if (typeof m !== 'string' || m.length > 1000) bad(`moves[${i}]`, `must be move text, got ${i in moves ? describe(m) : 'a hole (a sparse array)'}`);
  }
  const tags = o['tags'];
  if (typeof tags !== 'object' || tags === null || Array.isArray(tags)) return bad('tags', `must be an object of tag values, got ${describe(tags)}`);
  const names = Object.keys(tags);
  if (names.length > MAX_RECORD_NOTES) fail('INPUT_TOO_LARGE', `game record JSON has ${names.length} tags; the limit is ${MAX_RECORD_NOTES}`);
  for (const name of names) requireTag(name, (tags as Record<string, unknown>)[name]);
  const comments = o['comments'];
  if (!Array.isArray(comments)) return bad('comments', `must be an array, got ${describe(comments)}`);
  if (comments.length > MAX_RECORD_NOTES) fail('INPUT_TOO_LARGE', `game record JSON has ${comments.length} comments; the limit is ${MAX_RECORD_NOTES}`);
  for (let i = 0; i < comments.length; i++) {
    const c: unknown = comments[i];
    if (typeof c !== 'object' || c === null) bad(`comments[${i}]`, `must be { ply, text }, got ${i in comments ? describe(c) : 'a hole (a sparse array)'}`);
    const { ply, text } = c as Record<string, unknown>;
    if (typeof ply !== 'number' || !Number.isInteger(ply) || ply < 0 || ply > moves.length) bad(`comments[${i}].ply`, `must be a whole number from 0 to ${moves.length}, got ${describe(ply)}`);
    requireNote(text, `comments[${i}].text`);
  }
  return value as RecordJson;
}
