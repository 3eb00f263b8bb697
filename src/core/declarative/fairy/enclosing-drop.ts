/**
 * Where a drop may land under Fairy-Stockfish's `enclosingDrop` (position.h drop_region): while a
 * square of `enclosingDropStart` is empty, only there (Othello's four centre squares); else
 * `reversi` only where the drop would flip a line of the opponent's pieces (flip-enclosed.ts),
 * `ataxx` only next to a piece of the side's own (a clone), and the drop-only rules each in its file:
 * `snort` (snort-drop.ts), `top` (drop-on-top.ts), `anyside` (anyside-drop.ts). With `freeDrops`
 * (ataxx) every type may be dropped without a piece in hand.
 */
import { ANYSIDE, ATAXX, REVERSI, SNORT, TOP, WALL } from './compile.js';
import { anysideLandings } from './anyside-drop.js';
import { onTop } from './drop-on-top.js';
import { ownNeighbour } from './flip-enclosed.js';
import { DROP } from './move-code.js';
import { snortOk } from './snort-drop.js';
import type { FairyState } from './state.js';

/** Drops of the side to move on the squares the enclosing rule leaves, written from `at`; returns the new end. */
export function generateEnclosingDrops(s: FairyState, out: Int32Array, at: number): number {
  const c = s.c, rules = c.rules, n = c.n, nt = c.nt, us = s.side, cells = s.cells, ok = rules.dropOk;
  const start = rules.enclosingDropStart;
  let opening = false;
  if (start !== null) for (let sq = 0; sq < n && !opening; sq++) if (start[sq] === 1 && cells[sq] === 0) opening = true;
  // anyside replaces the drop region outright (Fairy-Stockfish starts it from no squares).
  let landing: Uint8Array | null = null;
  if (!opening && rules.enclosingDrop === ANYSIDE) anysideLandings(s, landing = new Uint8Array(n));
  let k = at;
  for (let t = 0; t < nt; t++) {
    if (!rules.freeDrops && (s.hand[us * nt + t] as number) <= 0) continue;
    const base = (us * nt + t) * n, code = DROP << 14 | t << 17;
    for (let sq = 0; sq < n; sq++) {
      if (cells[sq] !== 0) continue;
      if (landing !== null ? landing[sq] === 1 : ok[base + sq] === 1 && (opening ? (start as Uint8Array)[sq] === 1 : enclosingOk(s, sq, us))) {
        out[k++] = sq | (sq << 7) | code;
      }
    }
  }
  return k;
}

/** Does a drop of `us` on the empty square `sq` meet the enclosing rule (past the opening)? */
function enclosingOk(s: FairyState, sq: number, us: number): boolean {
  const c = s.c, files = c.files, f0 = sq % files, r0 = (sq - f0) / files, rule = c.rules.enclosingDrop;
  if (rule === TOP) return onTop(s, sq);
  if (rule === REVERSI) return reversiOk(s, f0, r0, us);
  if (rule === SNORT) return snortOk(s, sq, us);
  if (rule !== ATAXX) return true;
  // ataxx: a piece of the side's own on one of the eight squares around.
  return ownNeighbour(c, s.cells, f0, r0, us);
}

/**
 * The reversi test as Fairy-Stockfish makes it: a piece of the opponent's next to the square, and
 * along some line from the square, past the
 * opponent's pieces, the first empty square or piece of the side's own is its own piece and not
 * next to the square. Walls are not on Fairy-Stockfish's board here (board_bb leaves them out), so
 * a line runs through them: a drop may stand on a line of walls ended by an own piece (annexation)
 * though flipping (which walls stop) then turns nothing on that line.
 */
function reversiOk(s: FairyState, f0: number, r0: number, us: number): boolean {
  const c = s.c, files = c.files, ranks = c.ranks, cells = s.cells;
  let beside = false;
  for (let dr = -1; dr <= 1; dr++) for (let df = -1; df <= 1; df++) {
    const f = f0 + df, r = r0 + dr;
    if (f < 0 || f >= files || r < 0 || r >= ranks) continue;
    const cell = cells[r * files + f] as number;
    if (cell >= 2 && ((cell - 2) & 1) !== us) beside = true;
  }
  if (!beside) return false;
  for (let dr = -1; dr <= 1; dr++) for (let df = -1; df <= 1; df++) {
    if (df === 0 && dr === 0) continue;
    let f = f0 + df, r = r0 + dr, steps = 1;
    for (; f >= 0 && f < files && r >= 0 && r < ranks; f += df, r += dr, steps++) {
      const cell = cells[r * files + f] as number;
      if (cell === WALL || (cell >= 2 && ((cell - 2) & 1) !== us)) continue;
      if (cell >= 2 && steps > 1) return true;
      break;
    }
  }
  return false;
}
