/**
 * Strict move text: the mode a server uses so that a game record never holds
 * two spellings of one move. Only the canonical notation of a listed move is
 * accepted (chess also takes its UCI); everything else is refused.
 *
 * Which code when (the same in every game):
 * - the text names a legal move but is not its canonical spelling (`0-0`, `Ng1f3`, `e4+` where `e4` is
 *   listed, `nf3`, a draughts capture with `-` or with landing squares left out, padded with spaces):
 *   `INVALID_MOVE_TEXT`, with `detail.canonical` holding the text to send instead;
 * - any other text: the error the tolerant reader gives for it (`ILLEGAL_MOVE` for a well-formed move
 *   that is not legal here, `INVALID_MOVE_TEXT` for text that is no move at all, `AMBIGUOUS_MOVE`);
 * - a move object with a field the listed move it names does not have (`{ from, to, note }`):
 *   `INVALID_ARGUMENT` naming the field, with `detail.canonical` the listed move's notation. A server
 *   in strict mode so never passes on an object a client decorated.
 */
import { describe, excerpt, fail } from './errors.js';

/** The third argument of `play` / `tryPlay`. */
export interface PlayOptions {
  /**
   * Accept only the canonical notation of a listed move (and UCI in chess), and move objects whose
   * every field is a field of the listed move they name; default `false` (the tolerant reader).
   */
  readonly strict?: boolean;
}

const PLAY_OPTION_NAMES: ReadonlySet<string> = /* @__PURE__ */ new Set(['strict']);

/**
 * Reads the options of `play` / `tryPlay` from untrusted callers: `undefined` or an object whose only
 * known field is a boolean `strict`. Anything else is `INVALID_OPTION`.
 * @example
 * ```ts
 * isStrict({ strict: true }) // true
 * isStrict(undefined)        // false
 * ```
 */
export function isStrict(options: unknown): boolean {
  if (options === undefined) return false;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) fail('INVALID_OPTION', `play options must be an object like { strict: true }, got ${describe(options)}`);
  for (const name of Object.keys(options)) {
    if (!PLAY_OPTION_NAMES.has(name)) fail('INVALID_OPTION', `unknown play option ${excerpt(name)}; the one option is "strict"`);
  }
  const strict = (options as { strict?: unknown }).strict;
  if (strict !== undefined && typeof strict !== 'boolean') fail('INVALID_OPTION', `play option "strict" must be true or false, got ${describe(strict)}`);
  return strict === true;
}

/**
 * Refuses `text` that the tolerant reader resolved to a move whose canonical spellings (`canonical`,
 * e.g. SAN and UCI) it is not. Returns nothing when `text` is one of them.
 * @example
 * ```ts
 * requireCanonical('0-0', ['O-O', 'e1g1']) // throws INVALID_MOVE_TEXT, detail.canonical 'O-O'
 * ```
 */
export function requireCanonical(text: string, canonical: readonly string[]): void {
  if (canonical.includes(text)) return;
  const first = canonical[0] ?? '';
  fail('INVALID_MOVE_TEXT', `${excerpt(text)} is not canonical move text (strict mode); this move is written ${JSON.stringify(first)}`, { text: text.slice(0, 40), canonical: first });
}

/**
 * Refuses a move object (strict mode) that carries a field the listed move it resolved to does not
 * have: `INVALID_ARGUMENT` naming the field. A field set to `undefined` or `null` counts as absent (`{ from, to,
 * promotion: undefined }` is the usual way to leave a promotion out; `promotion: null` declines one). Returns nothing when every field
 * is the listed move's.
 * @example
 * ```ts
 * requireListedFields({ from: 'e2', to: 'e4', note: 'x' }, listedE4) // throws INVALID_ARGUMENT naming "note"
 * ```
 */
export function requireListedFields(move: object, listed: { readonly notation: string }): void {
  for (const name of Object.keys(move)) {
    if (Object.hasOwn(listed, name)) continue;
    // Read as a descriptor: a getter on a hostile object is never run, and counts as a field.
    const field = Object.getOwnPropertyDescriptor(move, name);
    // `null` too: it is how a move object says "none" (`promotion: null`, core move-by-fields.ts).
    if (field !== undefined && 'value' in field && (field.value === undefined || field.value === null)) continue;
    fail('INVALID_ARGUMENT', `strict mode: a move object may carry only the fields of the listed move it names (${listed.notation}: ${Object.keys(listed).join(', ')}); it has ${excerpt(name)}`, { field: name.slice(0, 40), canonical: listed.notation });
  }
}
