/**
 * The reversed leap table (attacks.ts) regrouped for the attack test: per attacked square and
 * attacking side, the free leaps (no path to find empty) grouped by the square they come from,
 * as pairs (from, mask of the piece types that leap from there), so an empty or friendly square
 * is looked at once however many types could leap from it; the other entries (lame leaps, palace
 * lines and hops) are kept as in the compiled table. Only for games of at most 31 piece types.
 */
import type { Compiled } from './compile.js';
import { perGame } from './per-game.js';

/** Regrouped reverse leaps; null for a game with more piece types than a mask holds. */
export interface AttackLists {
  /** Pairs (from, type mask) of key by * n + sq: free[freeStart[k], freeStart[k + 1]). */
  readonly freeStart: Int32Array;
  readonly free: Int32Array;
  /** The other entries (from, code, kind, len, path...) of key k: rest[restStart[k], restStart[k + 1]). */
  readonly restStart: Int32Array;
  readonly rest: Int16Array;
}

/** The regrouped table of a compiled game (built once per game), or null past 31 piece types. */
export const attackLists: (c: Compiled) => AttackLists | null = /* @__PURE__ */ perGame(build);

function build(c: Compiled): AttackLists | null {
  let out: AttackLists | null = null;
  if (c.nt <= 31) {
    const rd = c.revData, keys = c.revStart.length - 1;
    const freeStart = new Int32Array(keys + 1), restStart = new Int32Array(keys + 1);
    const free: number[] = [], rest: number[] = [];
    for (let k = 0; k < keys; k++) {
      freeStart[k] = free.length;
      restStart[k] = rest.length;
      const masks = new Map<number, number>();
      for (let i = c.revStart[k] as number, end = c.revStart[k + 1] as number; i < end;) {
        const from = rd[i] as number, code = rd[i + 1] as number, kind = rd[i + 2] as number, len = rd[i + 3] as number;
        if (kind === 0 && len === 0) masks.set(from, (masks.get(from) ?? 0) | (1 << ((code - 2) >> 1)));
        else for (let j = 0; j < 4 + len; j++) rest.push(rd[i + j] as number);
        i += 4 + len;
      }
      for (const [from, mask] of masks) free.push(from, mask);
    }
    freeStart[keys] = free.length;
    restStart[keys] = rest.length;
    out = { freeStart, free: Int32Array.from(free), restStart, rest: Int16Array.from(rest) };
  }
  return out;
}
