/**
 * Repetition memory that travels with an immutable position: the hashes of the
 * earlier positions since the last irreversible move (a capture, a pawn move…),
 * oldest first. Positions before an irreversible move can never recur, so the
 * list stays short.
 */

/** Hashes of the earlier positions that could still repeat. */
export type RepetitionKeys = readonly number[];

/** The keys of the position after a move from a position with `keys` and hash `hash`. */
export function nextKeys(keys: RepetitionKeys, hash: number, irreversible: boolean): RepetitionKeys {
  return irreversible ? [] : [...keys, hash];
}

/**
 * Why `keys` cannot be the repetition keys of a position whose counter of moves since the last
 * irreversible one is `since`, or '' when they can: an array of hashes (whole numbers from 0),
 * at most one per counted move (a longer list is forged, and would only cost time); without
 * `since`, any number of them.
 *
 * @example
 * ```ts
 * keysProblem([1, 2], 'keys', 1) // 'keys has 2 entries, more than the 1 plies since the last irreversible move'
 * ```
 */
export function keysProblem(keys: unknown, field: string, since = Number.POSITIVE_INFINITY): string {
  if (!Array.isArray(keys)) return `${field} must be an array of position hashes (numbers)`;
  const list = keys as readonly unknown[];
  for (let i = 0; i < list.length; i++) {
    const k = list[i];
    if (typeof k !== 'number' || !Number.isSafeInteger(k) || k < 0) return `${field}[${i}] must be a position hash (a whole number from 0)`;
  }
  if (list.length > since) return `${field} has ${list.length} entries, more than the ${since} plies since the last irreversible move`;
  return '';
}

/** How many times the position with hash `hash` has occurred, counting itself. */
export function occurrences(keys: RepetitionKeys, hash: number): number {
  let count = 1;
  for (const k of keys) if (k === hash) count++;
  return count;
}
