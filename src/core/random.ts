/**
 * Seeded pseudo-random numbers (xoshiro128**). boardwright never calls
 * `Math.random`: every random playout is reproducible from its seed.
 */

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
  // splitmix32 expands the seed into the four state words.
  let s = seed >>> 0;
  const split = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split(), b = split(), c = split(), d = split();
  const nextU32 = (): number => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a; d ^= b; b ^= c; a ^= d; c ^= t;
    d = rotl(d, 11);
    return result;
  };
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

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}
