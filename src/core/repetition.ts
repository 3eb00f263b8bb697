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

/** How many times the position with hash `hash` has occurred, counting itself. */
export function occurrences(keys: RepetitionKeys, hash: number): number {
  let count = 1;
  for (const k of keys) if (k === hash) count++;
  return count;
}
