/**
 * wallOrMove (Fairy-Stockfish movegen.cpp generate_all "if wall or move" and position.cpp do_move
 * "if wallOrMove, only actually place the wall if they gave up their move"; atlantis): a turn moves
 * a piece and places no wall, or places a wall and moves nothing. The wall alone is a pass from the
 * mover's first piece (Fairy-Stockfish's `lsb`: lowest rank, then lowest file) with the wall square
 * in the move's wall bits. Fairy-Stockfish lists it only among the moves out of check (its evasions
 * have none), so a wall never answers a check.
 */
import { attacked } from './attacks.js';
import type { Compiled } from './compile.js';
import { encodeMove, PASS, WALL_SHIFT } from './move-code.js';

/** What listing walls alone needs of the state. */
interface WallOrMoveState {
  readonly c: Compiled;
  readonly cells: Uint8Array;
  readonly side: number;
  readonly kingSq: Int16Array;
}

/** Keeps the `n` legal moves of `out` as they are (no wall) and adds, out of check, a wall alone on each square of `region` that is empty; returns the new count. */
function addWallsAlone(s: WallOrMoveState, out: Int32Array, n: number, region: Uint8Array): number {
  const c = s.c, cells = s.cells, us = s.side, ks = s.kingSq[us] as number;
  if (ks >= 0 && attacked(c, cells, ks, us ^ 1)) return n;
  let first = -1;
  for (let sq = 0; sq < c.n && first < 0; sq++) {
    const cell = cells[sq] as number;
    if (cell >= 2 && ((cell - 2) & 1) === us) first = sq;
  }
  if (first < 0) return n;
  const pass = encodeMove(first, first, PASS);
  for (let sq = 0; sq < c.n; sq++) if (cells[sq] === 0 && region[sq] === 1) out[n++] = pass | ((sq + 1) << WALL_SHIFT);
  return n;
}

/** The rule file (rule-files.ts). */
export const wallOrMoveRule = { add: addWallsAlone } as const;
