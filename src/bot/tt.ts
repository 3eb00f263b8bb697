/**
 * The transposition table: scores of positions already searched, keyed by the search layer's
 * Zobrist `hash()`, in flat typed arrays (no object per entry). One table per `chooseMove` call,
 * cleared before use, so the same position, seed and node budget always give the same move.
 */

/** Bound kinds of a stored score. */
export const EXACT = 1, LOWER = 2, UPPER = 3;

/** A fixed-size, always-replace table of 2^k entries. */
export class TranspositionTable {
  readonly mask: number;
  readonly keys: Float64Array;
  readonly moves: Int32Array;
  readonly scores: Int32Array;
  readonly depths: Int8Array;
  readonly flags: Uint8Array;
  constructor(bits: number) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.keys = new Float64Array(size);
    this.moves = new Int32Array(size);
    this.scores = new Int32Array(size);
    this.depths = new Int8Array(size);
    this.flags = new Uint8Array(size);
  }
  /** Slot of `hash` (its low bits; hashes are whole numbers below 2^53, so `>>> 0` keeps the low 32). */
  slot(hash: number): number {
    return (hash >>> 0) & this.mask;
  }
  clear(): void {
    this.flags.fill(0);
  }
  store(hash: number, depth: number, flag: number, score: number, move: number): void {
    const i = this.slot(hash);
    this.keys[i] = hash;
    this.depths[i] = depth > 127 ? 127 : depth;
    this.flags[i] = flag;
    this.scores[i] = score;
    this.moves[i] = move;
  }
}

const cache = new Map<number, TranspositionTable>();

/**
 * A cleared table big enough for a search of `maxNodes` (at most 2^20 entries, about 18 MB):
 * kept between calls (allocating 18 MB per move costs more than clearing it) and cleared each time.
 */
export function tableFor(maxNodes: number): TranspositionTable {
  let bits = 10;
  while (bits < 20 && 1 << bits < maxNodes) bits++;
  let table = cache.get(bits);
  if (table === undefined) {
    table = new TranspositionTable(bits);
    cache.set(bits, table);
  } else table.clear();
  return table;
}
