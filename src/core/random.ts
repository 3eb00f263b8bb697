/**
 * Seeded pseudo-random numbers (xoshiro128**). boardwright never calls
 * `Math.random`: every random playout is reproducible from its seed.
 */
import { xoshiro128 } from './xoshiro.js';

/** A seeded random source. */
export interface Rng {
  /** Next unsigned 32-bit integer. */
  nextU32(): number;
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** Uniform element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
}

/**
 * Creates a random source from a 32-bit seed.
 * @example
 * ```ts
 * const rng = createRng(42); rng.int(6) // same value on every machine
 * ```
 */
export function createRng(seed: number): Rng {
  const nextU32 = xoshiro128(seed);
  const rng: Rng = {
    nextU32,
    next: () => nextU32() / 4294967296,
    int: (n) => Math.floor((nextU32() / 4294967296) * n),
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty array');
      return items[rng.int(items.length)] as (typeof items)[number];
    },
  };
  return rng;
}
