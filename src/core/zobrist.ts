/**
 * Zobrist hashing with 52-bit keys kept as two 32-bit halves in typed arrays
 * (fast XOR in hot loops) and combined into one safe integer on demand.
 */
import { xoshiro128 } from './xoshiro.js';

/** A table of random keys: `count` features, each a (hi, lo) pair. */
export interface ZobristTable {
  readonly hi: Uint32Array;
  readonly lo: Uint32Array;
}

/**
 * Makes `count` keys from a fixed seed, so hashes are the same on every run.
 * Index features yourself, e.g. `piece * boardSize + node`.
 */
export function zobristTable(count: number, seed = 0x5eed): ZobristTable {
  const nextU32 = xoshiro128(seed);
  const hi = new Uint32Array(count);
  const lo = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    hi[i] = nextU32() & 0xfffff; // 20 bits: hi * 2^32 + lo stays below 2^53
    lo[i] = nextU32();
  }
  return { hi, lo };
}

/** Combines two halves into one non-negative safe integer (52 bits). */
export function combineHash(hi: number, lo: number): number {
  return (hi & 0xfffff) * 4294967296 + (lo >>> 0);
}

/** Mutable hash accumulator: XOR features in and out. */
export class ZobristHash {
  hi = 0;
  lo = 0;
  constructor(readonly table: ZobristTable) {}
  /** XORs feature `i` in (or out: XOR is its own inverse). */
  toggle(i: number): void {
    this.hi ^= this.table.hi[i] as number;
    this.lo ^= this.table.lo[i] as number;
  }
  /** The current hash as one safe integer. */
  value(): number {
    return combineHash(this.hi, this.lo);
  }
}
