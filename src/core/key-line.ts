/**
 * Repetition keys shared along a line of play, so that `play` never copies a
 * history whose length grows with the game.
 *
 * Why: a game with no move-count draw (Frisian, `drawAfterPlies: 0` …) keeps
 * every key since the last irreversible move, and copying that list at each
 * ply makes a long game quadratic. Here the positions of one line share one
 * append-only list and a count per key: the child of the newest position of a
 * line appends in place (O(1)), its status counts in O(1), and only a position
 * played from twice (a branch) copies its keys once. A position stays plain
 * data: its keys field is an enumerable read-only property that builds a
 * frozen array the first time it is read (JSON, spread and structuredClone see
 * an ordinary array). A copy of a position (spread, JSON) is a plain object
 * and is checked like any other.
 */

/** The append-only keys of a line of play, with how often each occurs. */
class Line {
  readonly keys: number[] = [];
  readonly counts = new Map<number, number>();

  push(hash: number): void {
    this.keys.push(hash);
    this.counts.set(hash, (this.counts.get(hash) ?? 0) + 1);
  }
}

/** A position's keys: the first `length` keys of a line. */
export interface KeyLine {
  readonly line: Line;
  readonly length: number;
}

/** Which positions carry a shared line (set only by {@link attachKeys}, on objects this library made). */
const attached = /* @__PURE__ */ new WeakMap<object, KeyLine>();

/** A new line holding `keys` (one copy, O(length)). */
export function lineOf(keys: readonly number[]): KeyLine {
  const line = new Line();
  for (const k of keys) line.push(k);
  return { line, length: keys.length };
}

/** The keys after a move from a position with keys `from` and hash `hash`: empty after an irreversible move. */
export function extendLine(from: KeyLine, hash: number, irreversible: boolean): KeyLine {
  if (irreversible) return { line: new Line(), length: 0 };
  // Someone already played on from this position: a branch copies its keys once.
  const base = from.length === from.line.keys.length ? from : lineOf(from.line.keys.slice(0, from.length));
  base.line.push(hash);
  return { line: base.line, length: base.length + 1 };
}

/** How many of the keys equal `hash` (O(1) for the newest positions of a line, O(distance) for older ones). */
export function countInLine(keys: KeyLine, hash: number): number {
  const { line, length } = keys;
  let count = line.counts.get(hash) ?? 0;
  // Keys appended after this position (by its descendants) are not its own.
  for (let i = length; i < line.keys.length; i++) if (line.keys[i] === hash) count--;
  return count;
}

/**
 * Gives `position` (an object this library just made, holding `field` as a placeholder) its keys as
 * a shared line: `field` becomes an enumerable read-only property building the frozen array on first
 * read. Returns the position.
 */
export function attachKeys<T extends object>(position: T, field: keyof T & string, keys: KeyLine): T {
  let built: readonly number[] | undefined;
  Object.defineProperty(position, field, {
    enumerable: true,
    configurable: false,
    get: () => (built ??= Object.freeze(keys.line.keys.slice(0, keys.length))),
  });
  attached.set(position, keys);
  return position;
}

/** The shared line of a position made by {@link attachKeys}, or undefined for any other object (check its keys). */
export function attachedKeys(position: object): KeyLine | undefined {
  return attached.get(position);
}
