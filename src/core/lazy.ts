/**
 * Lazily computed values, so that importing a variant builds nothing: tables
 * are compiled on first use, once.
 */

/**
 * Returns a function that computes `make()` on first call and returns the same value afterwards.
 * @example
 * ```ts
 * const board = lazy(() => rect(8, 8)); // nothing built yet
 * board() === board() // true: built once, on first use
 * ```
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  let done = false;
  return () => {
    if (!done) {
      value = make();
      done = true;
    }
    return value as T;
  };
}
