/**
 * The compiled leap table (four numbers per leap: target, mode, first and second square of a lame
 * leap's path, -1 when free) repacked for the move generator: one number per free leap,
 * `to | mode << 8`, and a lame leap's one followed by its two path squares (LAME set). Same order
 * as the compiled table, so moves are listed in the same order.
 */
import type { Compiled } from './compile.js';
import { perGame } from './per-game.js';

/** Set in a packed leap whose path squares follow it. */
export const LAME = 1 << 12;

/** Piece flags by code: the piece never promotes (PLAIN), moves without a region (FREE), is a pawn with double steps (DOUBLE_STEP). */
export const PLAIN = 1, FREE = 2, DOUBLE_STEP = 4;

/** Packed leaps: those of key k are data[start[k], start[k + 1]); and the piece flags by code. */
export interface LeapLists {
  readonly start: Int32Array;
  readonly data: Int16Array;
  readonly flags: Uint8Array;
  /** No piece of the game moves on the board (placement games' stones): the move generator need not visit the pieces. */
  readonly still: boolean;
}

/** The packed leaps of a compiled game (built once per game). */
export const leapLists: (c: Compiled) => LeapLists = /* @__PURE__ */ perGame(build);

function build(c: Compiled): LeapLists {
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
  const rules = c.rules, flags = new Uint8Array(c.nc);
  for (let code = 2; code < c.nc; code++) {
    const t = (code - 2) >> 1, side = (code - 2) & 1;
    if (rules.promotionPawn[side as 0 | 1][t] !== 1 && (rules.promotedPieceType[t] as number) < 0) flags[code] = (flags[code] as number) | PLAIN;
    if (c.hasRegion[code] !== 1) flags[code] = (flags[code] as number) | FREE;
    if (rules.isPawn[t] === 1 && rules.doubleStep) flags[code] = (flags[code] as number) | DOUBLE_STEP;
  }
  const still = data.length === 0 && c.rayData.length === 0 && c.hopData.length === 0 && !flags.some((f) => (f & DOUBLE_STEP) !== 0);
  return { start, data: Int16Array.from(data), flags, still };
}
