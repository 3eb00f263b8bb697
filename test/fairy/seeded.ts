import { createRng } from '../../src/core/random.js';

/** A seeded source of floats in [0, 1) for the fairy tests: the core's createRng (no Math.random in tests). */
export function seeded(seed: number): () => number {
  const rng = createRng(seed);
  return () => rng.next();
}
