/**
 * The one error family of boardwright. Every thrown error carries a stable
 * string `code`; match on it, not on `instanceof` (bundles may hold two copies
 * of the class).
 */

/** Stable error codes. New codes may be added; existing ones never change meaning. */
export type ErrorCode =
  | 'INVALID_ARGUMENT'
  | 'INVALID_POSITION'
  | 'INVALID_FEN'
  | 'INVALID_MOVE_TEXT'
  | 'ILLEGAL_MOVE'
  | 'AMBIGUOUS_MOVE'
  | 'INVALID_PGN'
  | 'INVALID_PDN'
  | 'INVALID_KIF'
  | 'INVALID_CSA'
  | 'INVALID_WXF'
  | 'INVALID_STATE'
  | 'INVALID_BOARD'
  | 'INVALID_OPTION'
  | 'INVALID_DEFINITION'
  | 'GAME_OVER'
  | 'INPUT_TOO_LARGE'
  | 'UNKNOWN_NODE'
  | 'UNKNOWN_DIRECTION'
  | 'NOTHING_TO_UNDO'
  | 'ENGINE_FAILED'
  | 'ENGINE_TIMEOUT';

const BRAND = '__boardwrightError';

/**
 * Error thrown by every boardwright function.
 *
 * @example
 * ```ts
 * try { chess.play(chess.setup(), 'e5') } catch (e) {
 *   if (isBoardwrightError(e) && e.code === 'ILLEGAL_MOVE') console.log(e.message)
 * }
 * ```
 */
export class BoardwrightError extends Error {
  /** Stable machine-readable code. */
  readonly code: ErrorCode;
  /** Optional structured detail (field name, offset, offending text…). */
  readonly detail: Readonly<Record<string, unknown>> | undefined;
  readonly [BRAND] = true;

  constructor(code: ErrorCode, message: string, detail?: Record<string, unknown>) {
    super(message);
    this.name = 'BoardwrightError';
    this.code = code;
    this.detail = detail;
  }
}

/** True for any boardwright error, even one thrown by another copy of the library. */
export function isBoardwrightError(value: unknown): value is BoardwrightError {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>)[BRAND] === true;
}

/** Result of a non-throwing twin (`tryParse`, `tryPlay`, …). */
export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: BoardwrightError };

/**
 * Runs `fn` and turns a thrown {@link BoardwrightError} into a failed {@link Result}.
 * Other errors are bugs and are re-thrown.
 */
export function attempt<T>(fn: () => T): Result<T> {
  try {
    return { ok: true, value: fn() };
  } catch (error) {
    if (isBoardwrightError(error)) return { ok: false, error };
    throw error;
  }
}

/** Throws a {@link BoardwrightError}; handy in expressions. */
export function fail(code: ErrorCode, message: string, detail?: Record<string, unknown>): never {
  throw new BoardwrightError(code, message, detail);
}

/** Longest text any parser accepts; longer input is refused before parsing (keeps hostile input cheap). */
export const MAX_TEXT_LENGTH = 1_000_000;

/**
 * Checks that untrusted input is a string of sane length: a non-string is `INVALID_ARGUMENT`, longer
 * text `INPUT_TOO_LARGE`, both refused before any parsing.
 * @param what - what the text is, for the message (`'FEN'`, `'move'`)
 * @param _code - ignored (the two failures above have fixed codes); kept so existing four-argument calls compile
 * @param max - longest accepted length
 */
export function requireText(value: unknown, what: string, _code: ErrorCode = 'INVALID_ARGUMENT', max = MAX_TEXT_LENGTH): string {
  if (typeof value !== 'string') fail('INVALID_ARGUMENT', `${what} must be a string, got ${describe(value)}`);
  if (value.length > max) fail('INPUT_TOO_LARGE', `${what} is ${value.length} characters long; the limit is ${max}`);
  return value;
}

/**
 * Untrusted text cut short for an error message, in quotes: a message stays readable (and small)
 * whatever the caller sent.
 * @example
 * ```ts
 * excerpt('x'.repeat(1000)) // '"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…" (1000 characters)'
 * ```
 */
export function excerpt(text: string, max = 40): string {
  return text.length <= max ? JSON.stringify(text) : `${JSON.stringify(text.slice(0, max)).slice(0, -1)}…" (${text.length} characters)`;
}

/** Short description of a value's type for error messages (never throws, whatever the value). */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'object':
      return 'an object';
    case 'string':
      return `string ${excerpt(value)}`;
    case 'number':
    case 'boolean':
    case 'bigint':
      return `${typeof value} ${String(value).slice(0, 40)}`;
    default:
      // undefined, symbol, function: the type says enough (a symbol cannot be turned into text implicitly).
      return typeof value;
  }
}
