/**
 * The compiled leap table (four numbers per leap: target, mode, first and second square of a lame
 * leap's path, -1 when free) repacked for the move generator: one number per free leap,
 * `to | mode << 8`, and a lame leap's one followed by its two path squares (LAME set). Same order
 * as the compiled table, so moves are listed in the same order.
 */
import type { Compiled } from './compile.js';

/** Set in a packed leap whose path squares follow it. */
export const LAME = 1 << 12;

/** Packed leaps: those of key k are data[start[k], start[k + 1]). */
export interface LeapLists {
  readonly start: Int32Array;
  readonly data: Int16Array;
}

const cache = new WeakMap<Compiled, LeapLists>();

/** The packed leaps of a compiled game (built once per game). */
export function leapLists(c: Compiled): LeapLists {
  let out = cache.get(c);
  if (out) return out;
  const ls = c.leapStart, ld = c.leapData, keys = ls.length - 1;
  const start = new Int32Array(keys + 1), data: number[] = [];
  for (let k = 0; k < keys; k++) {
    start[k] = data.length;
    for (let i = ls[k] as number, end = ls[k + 1] as number; i < end; i += 4) {
      const to = ld[i] as number, mode = ld[i + 1] as number, p1 = ld[i + 2] as number, p2 = ld[i + 3] as number;
      if (p1 < 0) data.push(to | (mode << 8));
      else data.push(to | (mode << 8) | LAME, p1, p2);
    }
  }
  start[keys] = data.length;
  out = { start, data: Int16Array.from(data) };
  cache.set(c, out);
  return out;
}
