/**
 * The eight lines from each square to the board's edge, made once per game for the rules that
 * walk them on every move (flip-enclosed.ts, enclosing-drop.ts): a walk reads the next square
 * from a table instead of stepping a file and a rank and testing both against the edges.
 */
import type { Compiled } from './compile.js';
import { perGame } from './per-game.js';

/** The eight directions as file and rank steps (east first, then counter-clockwise). */
const DF = [1, 1, 0, -1, -1, -1, 0, 1], DR = [0, 1, 1, 1, 0, -1, -1, -1];

/** The lines of one board: from square `sq` in direction `d`, squares[start[sq * 8 + d]] up to squares[start[sq * 8 + d + 1]], nearest first. */
export interface EightLines {
  readonly start: Int32Array;
  readonly squares: Int16Array;
  /** The square next to `sq` in direction `d`: next[sq * 8 + d], -1 off the board. */
  readonly next: Int16Array;
}

/** The lines of `c`'s board (built once per game). */
export const eightLines: (c: Compiled) => EightLines = /* @__PURE__ */ perGame((c: Compiled) => buildLines(c.files, c.ranks));

function buildLines(files: number, ranks: number): EightLines {
  const n = files * ranks, start = new Int32Array(8 * n + 1), next = new Int16Array(8 * n).fill(-1), list: number[] = [];
  for (let sq = 0; sq < n; sq++) {
    const f0 = sq % files, r0 = (sq - f0) / files;
    for (let d = 0; d < 8; d++) {
      start[sq * 8 + d] = list.length;
      const df = DF[d] as number, dr = DR[d] as number;
      for (let f = f0 + df, r = r0 + dr; f >= 0 && f < files && r >= 0 && r < ranks; f += df, r += dr) list.push(r * files + f);
      if (list.length > (start[sq * 8 + d] as number)) next[sq * 8 + d] = list[start[sq * 8 + d] as number] as number;
    }
  }
  start[8 * n] = list.length;
  return { start, squares: Int16Array.from(list), next };
}
