/**
 * Check evasions: with the royal piece in check only from free leaps and riders' lines, a move of
 * another piece can be legal only when it takes the single checker or lands on a square between
 * it and the royal piece (with two checkers, never). Such moves are still tested in full; the
 * others are refused without playing them. Lame leaps, palace lines and hoppers (whose checks a
 * piece leaving a square can also answer) leave the test to the full legality check.
 */
import { attackLists } from './attack-lists.js';
import { hopAttack, pathAttack } from './attacks.js';
import type { FairyState } from './state.js';

/** Squares a non-royal move must reach to answer the check (stamped, so no clearing per position). */
export class Evasion {
  readonly stamp: Int32Array;
  current = 0;
  constructor(n: number) {
    this.stamp = new Int32Array(n);
  }

  /**
   * Marks the checker's square and the squares between it and the royal square `ks` of side `us`
   * (nothing with two checkers). Returns false when some check is not a free leap or a rider's
   * line: then nothing can be refused this way.
   */
  markFrom(s: FairyState, ks: number, us: number): boolean {
    const c = s.c, cells = s.cells, them = us ^ 1, lists = attackLists(c);
    const stamp = this.stamp, mark = ++this.current;
    if (lists === null) return false;
    const k = them * c.n + ks;
    if (pathAttack(c, cells, ks, lists.rest, lists.restStart[k] as number, lists.restStart[k + 1] as number) || hopAttack(c, cells, ks, them)) return false;
    let checkers = 0;
    const free = lists.free;
    for (let i = lists.freeStart[k] as number, end = lists.freeStart[k + 1] as number; i < end; i += 2) {
      const cell = cells[free[i] as number] as number;
      if (cell >= 2 && ((cell - 2) & 1) === them && (((free[i + 1] as number) >> ((cell - 2) >> 1)) & 1) !== 0) { stamp[free[i] as number] = mark; checkers++; }
    }
    const ray = c.revRayData, reach = c.rayReach, nc = c.nc, n = c.n;
    for (let i = c.revRayStart[ks] as number, end = c.revRayStart[ks + 1] as number; i < end;) {
      const d = ray[i] as number, len = ray[i + 1] as number;
      i += 2;
      for (let j = 0; j < len; j++) {
        const cell = cells[ray[i + j] as number] as number;
        if (cell === 0) continue;
        if (cell >= 2 && ((cell - 2) & 1) === them && (reach[d * nc + cell] as number) > j && c.regionOk[cell * n + ks] === 1) {
          // A piece that both leaps and rides to the royal square is one checker.
          if (stamp[ray[i + j] as number] !== mark) checkers++;
          for (let b = 0; b <= j; b++) stamp[ray[i + b] as number] = mark;
        }
        break;
      }
      i += len;
    }
    if (checkers === 0) return false;
    // Two checkers: no move but the royal piece's own answers both.
    if (checkers > 1) this.current++;
    return true;
  }
}
