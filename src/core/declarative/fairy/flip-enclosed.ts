/**
 * Flipping (Fairy-Stockfish `flipEnclosedPieces`, position.cpp do_move "Flip enclosed pieces"):
 * after a move, the opponent's pieces it encloses change side. `reversi` (Othello): along each of
 * the eight lines from the square reached, an unbroken run of the opponent's pieces ended by one of
 * the mover's own; `ataxx`: every piece of the opponent's next to the square reached;
 * `quadwrangle`: as ataxx after a move on the board, and after a drop only when a piece of the
 * mover's stands next to the square (a lone drop turns nothing). A pass flips nothing. The state keeps the flipped squares on a stack of its own (only where the rule is on),
 * so unmake turns them back without recomputing.
 */
import { QUADWRANGLE, REVERSI, type Compiled } from './compile.js';
import { eightLines } from './eight-lines.js';
import type { ZobristTable } from '../../zobrist.js';

/**
 * Writes into `out` from `at` the squares a piece of `us` arriving on `to` (by a drop when `drop`)
 * turns (cells as they stand, the arriving piece not needed); returns the new end. The same squares
 * for the move's make and its move object's `flips`.
 */
export function flipsOf(c: Compiled, rule: number, cells: Uint8Array, to: number, us: number, drop: boolean, out: Int16Array, at: number): number {
  if (rule === QUADWRANGLE && drop && !ownNeighbour(c, cells, to, us)) return at;
  const lines = eightLines(c), start = lines.start, squares = lines.squares;
  let k = at;
  for (let d = to * 8, last = d + 8; d < last; d++) {
    const b = start[d] as number, e = start[d + 1] as number;
    if (b === e) continue;
    // A piece code is 2 or more, its side in the lowest bit.
    if (rule !== REVERSI) {
      const sq = squares[b] as number, cell = cells[sq] as number;
      if (cell >= 2 && (cell & 1) !== us) out[k++] = sq;
      continue;
    }
    // Over the opponent's pieces; enclosed only by the mover's own piece at the run's far end (an empty square or a wall ends nothing).
    let j = b;
    for (; j < e; j++) {
      const cell = cells[squares[j] as number] as number;
      if (cell < 2 || (cell & 1) === us) break;
    }
    if (j === b || j === e) continue;
    const end = cells[squares[j] as number] as number;
    if (end < 2 || (end & 1) !== us) continue;
    for (let i = b; i < j; i++) out[k++] = squares[i] as number;
  }
  return k;
}

/** A piece of `us` on one of the eight squares around `sq` (Quad Wrangle's flipping drop, ataxx's clone). */
export function ownNeighbour(c: Compiled, cells: Uint8Array, sq: number, us: number): boolean {
  const next = eightLines(c).next;
  for (let d = sq * 8, last = d + 8; d < last; d++) {
    const at = next[d] as number;
    if (at < 0) continue;
    const cell = cells[at] as number;
    if (cell >= 2 && (cell & 1) === us) return true;
  }
  return false;
}

/** What flipping needs of the state. */
export interface FlipState {
  readonly c: Compiled;
  readonly cells: Uint8Array;
  flipSq: Int16Array;
  readonly flipTop: Int32Array;
  readonly keys: { readonly table: ZobristTable };
  hashHi: number;
  hashLo: number;
  readonly count: Int16Array;
  readonly plist: Int16Array;
  readonly pindex: Int16Array;
  readonly kingSq: Int16Array;
}

/**
 * Turns the piece on `sq` over to the other side, the same type: as the state's remove then put of
 * the other side's piece (hash, counts, piece lists in the same order, royal square), in one step.
 */
function turn(s: FlipState, sq: number): void {
  const cells = s.cells, old = cells[sq] as number, cell = old ^ 1, n = s.c.n, i = old * n + sq, j = cell * n + sq, { hi, lo } = s.keys.table;
  const count = s.count, plist = s.plist, pindex = s.pindex;
  cells[sq] = cell;
  s.hashHi ^= (hi[i] as number) ^ (hi[j] as number);
  s.hashLo ^= (lo[i] as number) ^ (lo[j] as number);
  count[old] = (count[old] as number) - 1;
  count[cell] = (count[cell] as number) + 1;
  // Off its side's list (that list's last square takes its place), onto the end of the other's.
  const side = (old - 2) & 1, other = side ^ 1, last = (count[side] as number) - 1, at = pindex[sq] as number;
  const moved = plist[side * n + last] as number;
  plist[side * n + at] = moved;
  pindex[moved] = at;
  count[side] = last;
  const end = count[other] as number;
  plist[other * n + end] = sq;
  pindex[sq] = end;
  count[other] = end + 1;
  if ((old - 2) >> 1 === s.c.king) {
    if (s.kingSq[side] === sq) s.kingSq[side] = -1;
    s.kingSq[other] = sq;
  }
}

/** Flips what the move (a drop when `drop`) of `us` to `to` at ply `p` encloses, and keeps the squares for {@link unflip}. */
export function flipEnclosed(s: FlipState, to: number, us: number, drop: boolean, p: number): void {
  const top = s.flipTop[p] as number;
  // Room for the most one move can flip (every square of the board), grown once when short.
  if (s.flipSq.length < top + s.c.n) {
    const grown = new Int16Array(2 * (top + s.c.n));
    grown.set(s.flipSq);
    s.flipSq = grown;
  }
  const end = flipsOf(s.c, s.c.rules.flipEnclosed, s.cells, to, us, drop, s.flipSq, top);
  for (let i = top; i < end; i++) turn(s, s.flipSq[i] as number);
  s.flipTop[p + 1] = end;
}

/** Turns back the pieces the move at ply `p` flipped. */
export function unflip(s: FlipState, p: number): void {
  for (let i = (s.flipTop[p + 1] as number) - 1, start = s.flipTop[p] as number; i >= start; i--) turn(s, s.flipSq[i] as number);
}

/** Scratch for the squares a listed move flips (filled and read within one call). */
let flipScratch = new Int16Array(0);

/**
 * A listed move's `flips`: the names (`names[square]`) of the squares whose pieces a move (a drop
 * when `drop`) of `us` reaching `to` turns; `none` when it turns none.
 */
export function flippedNames(c: Compiled, cells: Uint8Array, to: number, us: number, drop: boolean, names: readonly string[], none: readonly string[]): readonly string[] {
  if (flipScratch.length < c.n) flipScratch = new Int16Array(c.n);
  const end = flipsOf(c, c.rules.flipEnclosed, cells, to, us, drop, flipScratch, 0);
  return end === 0 ? none : Array.from(flipScratch.subarray(0, end), (sq) => names[sq] as string);
}

/** Flipping as a rule file (rule-files.ts): a game that flips nothing never bundles this file. */
export const flipsRule = { flip: flipEnclosed, unflip, flipsOf, flippedNames } as const;
