/**
 * Petrification (Fairy-Stockfish `petrifyOnCaptureTypes`; position.cpp do_move "Remove the blast
 * pieces", Position::legal): a piece of those types that captures leaves the board and a wall stands
 * where it landed. Whether it leaves is decided by the type that moved; whether the wall stands, by
 * the type standing there after the move (a promotion's). With blasts (nuclear) the blast already
 * took the capturer off. A pseudo-royal piece of these types may not capture (pseudo-royal.ts: it
 * would vanish), so it never threatens the other side's pseudo-royal pieces either.
 */
import { WALL, type Compiled } from './compile.js';

/** What petrifying needs of the state. */
export interface PetrifyState {
  readonly c: Compiled;
  readonly cells: Uint8Array;
  /** Takes the piece off `sq` for the move made at ply `p`, to be put back by unmake. */
  takeOff(sq: number, p: number): void;
  toggleWall(sq: number): void;
}

/**
 * After a capture at ply `p` by a piece of `moverType` that stood on `to` as `standing`: the
 * capturer turns into a wall. Returns whether a wall was placed.
 */
export function petrify(s: PetrifyState, to: number, standing: number, moverType: number, p: number): boolean {
  const types = s.c.rules.petrify;
  if (s.c.rules.blastOnCapture) {
    // A blast-immune capturer is still there: no wall.
    if (s.cells[to] !== 0) return false;
  } else {
    if (types[moverType] !== 1) return false;
    s.takeOff(to, p);
  }
  if (types[(standing - 2) >> 1] !== 1) return false;
  s.cells[to] = WALL;
  s.toggleWall(to);
  return true;
}

/**
 * The board as Fairy-Stockfish's Position::legal sees it after a move to `to`, for testing whether
 * `side`'s pieces attack: `side`'s pseudo-royal pieces that would petrify by capturing attack
 * nothing (each stands as a wall: it still blocks), and after a blast the target square is empty
 * (legal() does not know the capturer's wall). Returns what was changed, for {@link showCapturers}.
 */
export function hideRoyalCapturers(s: PetrifyState, side: number, to: number): number[] {
  const c = s.c, rules = c.rules, cells = s.cells, hidden: number[] = [];
  for (let sq = 0; sq < c.n; sq++) {
    const cell = cells[sq] as number, t = (cell - 2) >> 1;
    if (cell < 2 || ((cell - 2) & 1) !== side || rules.petrify[t] !== 1 || rules.extinctionTypes[t] !== 1) continue;
    hidden.push(sq, cell);
    cells[sq] = WALL;
  }
  if (rules.blastOnCapture && cells[to] === WALL) {
    hidden.push(to, WALL);
    cells[to] = 0;
  }
  return hidden;
}

/** Puts back what {@link hideRoyalCapturers} hid. */
export function showCapturers(s: PetrifyState, hidden: readonly number[]): void {
  for (let i = 0; i < hidden.length; i += 2) s.cells[hidden[i] as number] = hidden[i + 1] as number;
}

/** Petrification as a rule file (rule-files.ts). */
export const petrifyRule = { petrify };
