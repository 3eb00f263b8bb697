/**
 * The swap memory of the `noSwapBack` rule as position objects and text hold it: each side's last
 * swapped pair of nodes as one integer key. The fairy engine plays the rule (fairy/no-swap-back.ts).
 */
/** One key for an unordered pair of nodes (the swap memory). */
export function pairKey(n: number, a: number, b: number): number {
  return a < b ? a * n + b : b * n + a;
}

/** The two nodes of a pair key, lower id first. */
export function pairNodes(n: number, key: number): [number, number] {
  return [Math.floor(key / n), key % n];
}
