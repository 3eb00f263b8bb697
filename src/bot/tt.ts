/**
 * The transposition table: scores of positions already searched, keyed by the search layer's
 * Zobrist `hash()`, in one flat `Int32Array` of four-word entries (the hash's low and high words,
 * the best move, and the score, depth and bound packed in one word), so that a probe or a store
 * touches one cache line. One table per `chooseMove` call, cleared before use, so the same
 * position, seed and node budget always give the same move.
 */

/** Bound kinds of a stored score (0: an empty entry). */
export const EXACT = 1, LOWER = 2, UPPER = 3;

/** Words per entry: hash low word, hash high word, move, score << 9 | depth << 2 | bound. */
export const ENTRY = 4;

/**
 * Packs a score (|score| < 2^22: a mate score is at most about 2^20), a depth (clamped to 0..127)
 * and a bound into one word.
 */
export const pack = (score: number, depth: number, flag: number): number => (score << 9) | ((depth > 127 ? 127 : depth) << 2) | flag;

/** The high word of a hash (hashes are whole numbers below 2^53; the slot and the low word come from `hash >>> 0`). */
export const highWord = (hash: number): number => (hash / 4294967296) | 0;

/** A fixed-size, always-replace table of 2^k entries. */
export class TranspositionTable {
  readonly mask: number;
  readonly data: Int32Array;
  constructor(bits: number) {
    this.mask = (1 << bits) - 1;
    this.data = new Int32Array((1 << bits) * ENTRY);
  }
  clear(): void {
    this.data.fill(0);
  }
}

const cache = new Map<number, TranspositionTable>();

/**
 * Positions a search of `nodes` made moves may store: only nodes above the horizon store, about one
 * in six (the quiescence nodes below it do not), so a quarter of the node count leaves room.
 */
const STORED_SHARE = 4;

/** Made moves per millisecond the table is sized for when only a time limit is given (faster than the bot runs today). */
export const NODES_PER_MS = 4000;

/**
 * A cleared table for a search of `maxNodes` made moves (at most 2^20 entries, 16 MB): an entry
 * for about every {@link STORED_SHARE}th node, not more: a bigger table costs a cache miss per
 * probe and its clearing. Kept between calls (allocating per move costs more than clearing) and
 * cleared each time.
 */
export function tableFor(maxNodes: number): TranspositionTable {
  let bits = 10;
  while (bits < 20 && (1 << bits) * STORED_SHARE < maxNodes) bits++;
  let table = cache.get(bits);
  if (table === undefined) {
    table = new TranspositionTable(bits);
    cache.set(bits, table);
  } else table.clear();
  return table;
}
