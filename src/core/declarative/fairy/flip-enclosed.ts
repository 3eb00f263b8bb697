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
  put(cell: number, sq: number): void;
  remove(sq: number): number;
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
  for (let i = top; i < end; i++) {
    const sq = s.flipSq[i] as number;
    // The same type, the other side: cell codes differ in their lowest bit.
    s.put(s.remove(sq) ^ 1, sq);
  }
  s.flipTop[p + 1] = end;
}

/** Turns back the pieces the move at ply `p` flipped. */
export function unflip(s: FlipState, p: number): void {
  for (let i = (s.flipTop[p + 1] as number) - 1, start = s.flipTop[p] as number; i >= start; i--) {
    const sq = s.flipSq[i] as number;
    s.put(s.remove(sq) ^ 1, sq);
  }
}

/** Flipping as a rule file (rule-files.ts): a game that flips nothing never bundles this file. */
export const flipsRule = { flip: flipEnclosed, unflip, flipsOf } as const;
