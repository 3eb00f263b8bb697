/**
 * Perft of a game of stones only (stones-perft.ts) on a board of at most 32 cells (tic-tac-toe), on
 * bit masks: each side's counting stones, the empty cells, each N-long window of the board and each
 * hand's drop region are one 32-bit integer. A drop makes a line when a window through its cell
 * is then all the mover's; the squares that would make one are found from the windows at once, so
 * the last two plies are counted without walking them: the drops that make no line, times the
 * replies each leaves.
 */
import { bitCount } from './bit-count.js';
import type { ConnectRules } from './connect-lines.js';
import type { Compiled } from './compile.js';
import { perGame } from './per-game.js';

/** What the walk reads of a state (stones-perft.ts's BitsState; the hands are changed and restored). */
interface BitsState {
  readonly c: Compiled;
  readonly cells: Uint8Array;
  readonly hand: Int16Array;
  readonly side: number;
}

/** The masks of one game: windows through each cell (list[start[sq], start[sq + 1])), all windows, drop regions by hand (side * nt + t). */
interface Masks {
  readonly start: Int32Array;
  readonly list: Int32Array;
  readonly all: Int32Array;
  readonly region: Int32Array;
  /**
   * Boards of at most {@link TABLE_CELLS} cells (tic-tac-toe): per set of one side's stones, the
   * cells that would complete a window (`completing`) and whether a window is full (`full`), read
   * once instead of walking the windows at every node; null on larger boards.
   */
  readonly completing: Int32Array | null;
  readonly full: Uint8Array | null;
}

/** The largest board whose per-stone-set tables are made (2^16 entries: 320 KB). */
const TABLE_CELLS = 16;

/** The masks of a game (its line rules are `c.rules.connect`, the ones perft hands the walk), built once per game. */
const masksOf = /* @__PURE__ */ perGame((c: Compiled) => buildMasks(c, c.rules.connect as ConnectRules));

function buildMasks(c: Compiled, rules: ConnectRules): Masks {
  const n = c.n, nt = c.nt, dirs = rules.dirs, step = rules.step, want = rules.n, ok = c.rules.dropOk;
  const all: number[] = [], through: number[][] = Array.from({ length: n }, () => []);
  for (let sq = 0; sq < n; sq++) {
    for (let d = 0; d < dirs; d++) {
      let w = 1 << sq, len = 1;
      for (let at = sq; len < want; len++) {
        at = step[at * dirs + d] as number;
        if (at < 0) break;
        w |= 1 << at;
      }
      if (len !== want) continue;
      all.push(w);
      for (let q = 0; q < n; q++) if (w & (1 << q)) (through[q] as number[]).push(w);
    }
  }
  const start = new Int32Array(n + 1);
  for (let sq = 0; sq < n; sq++) start[sq + 1] = (start[sq] as number) + (through[sq] as number[]).length;
  const region = new Int32Array(2 * nt);
  for (let h = 0; h < 2 * nt; h++) for (let sq = 0; sq < n; sq++) if (ok[h * n + sq] === 1) region[h] = (region[h] as number) | (1 << sq);
  let completing: Int32Array | null = null, full: Uint8Array | null = null;
  if (n <= TABLE_CELLS) {
    completing = new Int32Array(1 << n);
    full = new Uint8Array(1 << n);
    for (let me = 0; me < 1 << n; me++) {
      let cells = 0;
      for (const window of all) {
        const rest = window & ~me;
        if (rest === 0) full[me] = 1;
        else if ((rest & (rest - 1)) === 0) cells |= rest;
      }
      completing[me] = cells;
    }
  }
  return { start, list: Int32Array.from(through.flat()), all: Int32Array.from(all), region, completing, full };
}

/** What one walk shares: the game's masks, the hands (changed and restored), which stone types count, the piece types. */
interface BitWalk {
  readonly m: Masks;
  readonly hand: Int16Array;
  readonly counts: Uint8Array;
  readonly nt: number;
}

/** perft(depth ≥ 2) of a stones-only game of at most 32 cells, from a position whose own end test passed (the side that just moved has no line). */
export function stonesBitsPerft(s: BitsState, rules: ConnectRules, depth: number): number {
  const c = s.c, n = c.n, nt = c.nt, cells = s.cells, own = rules.own, m = masksOf(c);
  let mine0 = 0, mine1 = 0, empty = 0;
  for (let sq = 0; sq < n; sq++) {
    const cell = cells[sq] as number;
    if (cell === 0) empty |= 1 << sq;
    if (own[cell * 2] === 1) mine0 |= 1 << sq;
    if (own[cell * 2 + 1] === 1) mine1 |= 1 << sq;
  }
  // counts[side * nt + t]: does the stone of type t dropped by side count for its lines?
  const counts = new Uint8Array(2 * nt);
  for (let side = 0; side < 2; side++) for (let t = 0; t < nt; t++) counts[side * nt + t] = own[(2 + 2 * t + side) * 2 + side] as number;
  // The side to move may hold a line already (a FEN may say so): then every move ends the game.
  const me = s.side === 0 ? mine0 : mine1;
  for (let i = 0; i < m.all.length; i++) if (((m.all[i] as number) & ~me) === 0) return 0;
  const w = { m, hand: s.hand, counts, nt };
  return s.side === 0 ? walk(w, 0, depth, mine0, mine1, empty) : walk(w, 1, depth, mine1, mine0, empty);
}

/** The empty cells where a stone of the side holding `me` completes a window. */
function lineCells(all: Int32Array, me: number, empty: number): number {
  let cells = 0;
  for (let i = 0; i < all.length; i++) {
    const rest = (all[i] as number) & ~me;
    if ((rest & (rest - 1)) === 0) cells |= rest;
  }
  return cells & empty;
}

/** The replies of `side` summed over the other side's drops on the cells `made` (each leaves the cells of `empty` but its own). */
function repliesOf(w: BitWalk, side: number, empty: number, made: number): number {
  const nt = w.nt, hand = w.hand, region = w.m.region, k = bitCount(made);
  let total = 0;
  for (let t = 0; t < nt; t++) {
    const h = side * nt + t;
    if ((hand[h] as number) <= 0) continue;
    const r = (region[h] as number) & empty;
    total += k * bitCount(r) - bitCount(r & made);
  }
  return total;
}

/** Leaves `d` (2 or more) plies below the position where `side` (stones `me`) is to move and neither side has a line. */
function walk(w: BitWalk, side: number, d: number, me: number, them: number, empty: number): number {
  const nt = w.nt, hand = w.hand, region = w.m.region, counts = w.counts, other = side ^ 1;
  let total = 0;
  for (let t = 0; t < nt; t++) {
    const h = side * nt + t, left = hand[h] as number;
    if (left <= 0) continue;
    const counting = counts[h] === 1;
    let drops = (region[h] as number) & empty;
    if (d === 2) {
      // The last two plies counted: the drops that make no line, each followed by every reply.
      if (counting) drops &= ~(w.m.completing !== null ? (w.m.completing[me] as number) & empty : lineCells(w.m.all, me, empty));
      total += repliesOf(w, other, empty, drops);
      continue;
    }
    hand[h] = left - 1;
    const start = w.m.start, list = w.m.list, full = w.m.full;
    while (drops !== 0) {
      const bit = drops & -drops, sq = 31 - Math.clz32(bit);
      drops ^= bit;
      if (counting) {
        const now = me | bit;
        // `me` holds no line (the walk stops at one), so a full window now runs through sq.
        let line = full !== null && full[now] === 1;
        if (full === null) for (let i = start[sq] as number, e = start[sq + 1] as number; i < e && !line; i++) line = ((list[i] as number) & ~now) === 0;
        if (!line) total += walk(w, other, d - 1, them, now, empty ^ bit);
      } else total += walk(w, other, d - 1, them, me, empty ^ bit);
    }
    hand[h] = left;
  }
  return total;
}
