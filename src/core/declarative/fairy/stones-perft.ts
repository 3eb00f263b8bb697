/**
 * Perft of the games of stones only (tic-tac-toe, Gomoku, Connect Four): every move drops a stone
 * from the hand on an empty square its drop region allows (with `enclosingDrop = top`, only on the
 * first rank or right above a stone: drop-on-top.ts), nothing on the board ever moves or changes, and the
 * only end is a line of N (connect-n.ts). Such a game's tree is walked on the cells and hands
 * alone — no hash, clocks or undo stacks — with a count of each side's stones in every N-long
 * window of the board (a drop that fills a window makes a line), and the last ply counted
 * without listing it. A board of at most 32 cells is walked on bit masks instead (stones-bits.ts).
 * Reached through the line rules' file (a game without lines never bundles it); perft.ts asks it
 * after its own test of the root (its end, its moves).
 */
import { TOP, type Compiled } from './compile.js';
import type { ConnectRules } from './connect-lines.js';
import { leapLists } from './leap-lists.js';
import { perGame } from './per-game.js';
import { stonesBitsPerft } from './stones-bits.js';

/** What the walk reads and (for the walk's length, restoring it) writes of a state. */
export interface StonesState {
  readonly c: Compiled;
  readonly cells: Uint8Array;
  readonly hand: Int16Array;
  readonly side: number;
}

/**
 * Is every move of the game a drop onto an empty square that its (fixed) drop region allows, legal
 * as listed, with no end but connectN? Everything else the engine can do is asked for off (answered once per game).
 */
export const stonesOnly: (c: Compiled) => boolean = /* @__PURE__ */ perGame((c: Compiled) => {
  const r = c.rules, lines = r.connect;
  return lines !== null && lines.n > 0 && lines.nxn === 0 && lines.collinear === 0 && lines.region1[0] === null && lines.region1[1] === null
    // Moves: drops only, from the hand, on squares the drop table allows, every one legal.
    && c.legalByMovement && leapLists(c).still && r.pieceDrops && (r.enclosingDrop === 0 || r.enclosingDrop === TOP) && !r.freeDrops && !r.dropPromoted
    && r.dropNoDoubled < 0 && !r.thinsList && r.walling === 0 && !r.wallOrMove && !r.gating && !r.cambodianMoves && !r.sittuyinPromotion
    && !r.castling && !r.pass[0] && !r.pass[1] && !r.swapWithAllies && r.jumpsOverAllies === null && r.flipEnclosed === 0
    // Ends: none but the line (a full board has no drop left either way).
    && r.extinctionValue === null && r.flagRegion[0] === null && r.flagRegion[1] === null && r.castlingWins === 0 && !r.checkCounting
    && r.lastRoyalPiece === null && r.drawAfterPlies === 0 && !r.threefoldEnds && !r.bikjangRule && r.countingRule === null;
});

/** The board's N-long windows along the allowed directions: those holding square sq are list[start[sq], start[sq + 1]). */
interface Windows {
  readonly count: number;
  readonly start: Int32Array;
  readonly list: Int32Array;
}

/** The windows of a game (its line rules are `c.rules.connect`, the ones perft hands the walk), built once per game. */
const windowsOf = /* @__PURE__ */ perGame((c: Compiled) => buildWindows(c.rules.connect as ConnectRules, c.n));

function buildWindows(rules: ConnectRules, n: number): Windows {
  const dirs = rules.dirs, step = rules.step, want = rules.n, through: number[][] = Array.from({ length: n }, () => []);
  let count = 0;
  for (let sq = 0; sq < n; sq++) {
    for (let d = 0; d < dirs; d++) {
      const squares = [sq];
      for (let at = sq, i = 1; i < want; i++) {
        at = step[at * dirs + d] as number;
        if (at < 0) break;
        squares.push(at);
      }
      if (squares.length !== want) continue;
      for (const q of squares) (through[q] as number[]).push(count);
      count++;
    }
  }
  const start = new Int32Array(n + 1);
  for (let sq = 0; sq < n; sq++) start[sq + 1] = (start[sq] as number) + (through[sq] as number[]).length;
  return { count, start, list: Int32Array.from(through.flat()) };
}

/** What the walk shares: the game, its windows, and per window and side the counting stones in it (window * 2 + side). */
interface Walk {
  readonly c: Compiled;
  readonly own: Uint8Array;
  readonly want: number;
  readonly cells: Uint8Array;
  readonly hand: Int16Array;
  readonly start: Int32Array;
  readonly list: Int32Array;
  readonly filled: Uint8Array;
  /** `enclosingDrop = top`: a drop needs the first rank or a stone right below (a hole holds nothing up). */
  readonly top: boolean;
}

/**
 * perft(depth) of a stones-only game ({@link stonesOnly}) at depth 2 or more, from a position whose
 * own end test passed (the side that just moved has no line). The state is left as it was found.
 */
export function stonesPerft(s: StonesState, rules: ConnectRules, depth: number): number {
  const top = s.c.rules.enclosingDrop === TOP;
  // The bit walk knows no gravity: a game with it is walked on the cells.
  if (s.c.n <= 32 && !top) return stonesBitsPerft(s, rules, depth);
  const c = s.c, n = c.n, cells = s.cells, { count, start, list } = windowsOf(c);
  const filled = new Uint8Array(2 * count), own = rules.own, want = rules.n;
  let line = false;
  for (let sq = 0; sq < n; sq++) {
    for (const side of [0, 1]) {
      if (own[(cells[sq] as number) * 2 + side] !== 1) continue;
      for (let i = start[sq] as number; i < (start[sq + 1] as number); i++) {
        const k = (list[i] as number) * 2 + side;
        filled[k] = (filled[k] as number) + 1;
        // The side to move may hold a line already (a FEN may say so): then every move ends the game.
        if (side === s.side && (filled[k] as number) >= want) line = true;
      }
    }
  }
  if (line) return 0;
  return walk({ c, own, want, cells, hand: s.hand, start, list, filled, top }, s.side, depth);
}

/** Leaves `d` (2 or more) plies below the position where `side` is to move and neither side has a line. */
function walk(w: Walk, side: number, d: number): number {
  const c = w.c, n = c.n, nt = c.nt, ok = c.rules.dropOk, them = side ^ 1, cells = w.cells, hand = w.hand;
  const start = w.start, list = w.list, filled = w.filled, want = w.want, top = w.top, files = c.files;
  let total = 0;
  for (let t = 0; t < nt; t++) {
    const h = side * nt + t, left = hand[h] as number;
    if (left <= 0) continue;
    const base = h * n, stone = 2 + 2 * t + side, counting = w.own[stone * 2 + side] === 1;
    if (d === 2) {
      // The last ply counted without listing it: the replies to a drop on sq are the other side's
      // drops on the squares empty now, but sq (and, with gravity, plus the square above sq); a
      // drop that fills a window has none.
      const replies = dropsOf(c, cells, hand, them, top);
      for (let sq = 0; sq < n; sq++) {
        if (cells[sq] !== 0 || ok[base + sq] !== 1 || (top && !held(cells, sq, files))) continue;
        let line = false;
        if (counting) for (let i = start[sq] as number, e = start[sq + 1] as number; i < e && !line; i++) line = (filled[(list[i] as number) * 2 + side] as number) + 1 >= want;
        if (!line) total += replies - takenFrom(c, hand, them, sq) + (top && sq + files < n && cells[sq + files] === 0 ? takenFrom(c, hand, them, sq + files) : 0);
      }
      continue;
    }
    hand[h] = left - 1;
    for (let sq = 0; sq < n; sq++) {
      if (cells[sq] !== 0 || ok[base + sq] !== 1 || (top && !held(cells, sq, files))) continue;
      cells[sq] = stone;
      let line = false;
      const e = start[sq + 1] as number;
      if (counting) {
        for (let i = start[sq] as number; i < e; i++) {
          const k = (list[i] as number) * 2 + side, f = (filled[k] as number) + 1;
          filled[k] = f;
          if (f >= want) line = true;
        }
      }
      if (!line) total += walk(w, them, d - 1);
      if (counting) for (let i = start[sq] as number; i < e; i++) { const k = (list[i] as number) * 2 + side; filled[k] = (filled[k] as number) - 1; }
      cells[sq] = 0;
    }
    hand[h] = left;
  }
  return total;
}

/** The drops of `side` in the position (types in hand times the empty squares each may take; with gravity, the held ones). */
function dropsOf(c: Compiled, cells: Uint8Array, hand: Int16Array, side: number, top: boolean): number {
  const n = c.n, nt = c.nt, ok = c.rules.dropOk, files = c.files;
  let k = 0;
  for (let t = 0; t < nt; t++) {
    if ((hand[side * nt + t] as number) <= 0) continue;
    const base = (side * nt + t) * n;
    for (let sq = 0; sq < n; sq++) if (cells[sq] === 0 && ok[base + sq] === 1 && (!top || held(cells, sq, files))) k++;
  }
  return k;
}

/** With gravity (drop-on-top.ts's rule, on the cells): first rank, or a stone (not a hole) right below. */
function held(cells: Uint8Array, sq: number, files: number): boolean {
  return sq < files || (cells[sq - files] as number) >= 2;
}

/** How many of `side`'s drops (as dropsOf counted them) a stone on `sq` takes away. */
function takenFrom(c: Compiled, hand: Int16Array, side: number, sq: number): number {
  const n = c.n, nt = c.nt, ok = c.rules.dropOk;
  let k = 0;
  for (let t = 0; t < nt; t++) if ((hand[side * nt + t] as number) > 0 && ok[(side * nt + t) * n + sq] === 1) k++;
  return k;
}
