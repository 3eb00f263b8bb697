/**
 * A value computed for each of the last few objects asked about, found by the object's identity:
 * a bounded cache for what a game works out about a position (its listed moves), kept only while
 * the position is among the last few asked about.
 *
 * Why not a WeakMap keyed by the position: a weak key keeps its value alive as long as the caller
 * keeps the position, so a caller holding every position of a long game (a record, an undo stack, a
 * boardgame.io log) held every position's move list too — about 15 KB a position in shogi. The
 * pattern the cache serves is short-lived (list the moves of a position, then play one of them, then
 * go on from the next position), so a handful of entries keep every hit while the memory stays
 * bounded whatever the caller holds. A hit is only a candidate: the caller still checks that the
 * value fits the object's fields now (a position changed in place is worked out afresh).
 */
export class RecentObjects<K extends object, V> {
  private readonly keys: (K | undefined)[];
  private readonly values: (V | undefined)[];
  private next = 0;

  /** Keeps the values of the last `size` objects set (at least one). */
  constructor(size: number) {
    this.keys = new Array<K | undefined>(Math.max(1, size)).fill(undefined);
    this.values = new Array<V | undefined>(Math.max(1, size)).fill(undefined);
  }

  /** The value set for this very object, if it is still kept. */
  get(key: K): V | undefined {
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++) if (keys[i] === key) return this.values[i];
    return undefined;
  }

  /** Sets the value of `key`, in its own slot if it has one, else in place of the oldest. */
  set(key: K, value: V): void {
    let slot = this.keys.indexOf(key);
    if (slot < 0) {
      slot = this.next;
      this.next = (slot + 1) % this.keys.length;
      this.keys[slot] = key;
    }
    this.values[slot] = value;
  }
}
