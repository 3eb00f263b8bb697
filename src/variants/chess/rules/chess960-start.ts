/**
 * The 960 Chess960 start positions by the standard (Scharnagl) numbering: 518 is the standard
 * setup. From the number: the light-squared bishop (n mod 4 → b, d, f, h), the dark-squared
 * bishop (next mod 4 → a, c, e, g), the queen (next mod 6 → the n-th free square), the knights
 * (the rest, 0..9, → one of the ten ways to place two knights on the five free squares), and
 * rook, king, rook on the last three free squares in that order.
 */
import { fail } from '../../../core/errors.js';

/** The ten placements of two knights on five free squares, in the numbering's order. */
const KNIGHTS: readonly (readonly [number, number])[] = [[0, 1], [0, 2], [0, 3], [0, 4], [1, 2], [1, 3], [1, 4], [2, 3], [2, 4], [3, 4]];

/**
 * White's back rank (files a to h, uppercase letters) of Chess960 start position `id` (0..959).
 *
 * @example
 * ```ts
 * backRank(518) // 'RNBQKBNR'
 * ```
 */
export function backRank(id: number): string {
  if (!Number.isInteger(id) || id < 0 || id > 959) fail('INVALID_OPTION', `Chess960 "id" must be a whole number from 0 to 959, got ${String(id).slice(0, 20)}`);
  const rank: string[] = new Array<string>(8).fill('');
  let n = id;
  rank[(n % 4) * 2 + 1] = 'B';
  n = Math.floor(n / 4);
  rank[(n % 4) * 2] = 'B';
  n = Math.floor(n / 4);
  const free = (): number[] => rank.flatMap((p, f) => (p === '' ? [f] : []));
  rank[free()[n % 6]!] = 'Q';
  n = Math.floor(n / 6);
  const [a, b] = KNIGHTS[n]!;
  const left = free();
  rank[left[a]!] = 'N';
  rank[left[b]!] = 'N';
  const [r1, k, r2] = free() as [number, number, number];
  rank[r1] = 'R';
  rank[k] = 'K';
  rank[r2] = 'R';
  return rank.join('');
}
