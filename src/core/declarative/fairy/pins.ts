/**
 * A shortcut for legality: with the royal piece not in check, a move that neither leaves nor
 * reaches a square on a line or path through which the enemy could reach the royal piece cannot
 * expose it. The squares are marked once per position, from the royal square along the reversed
 * tables: a piece of ours pinned on a rider line (an enemy rider that reaches the royal square
 * stands right behind it), the hopper-line squares where a move could bring an enemy hopper to
 * bear (see the hopper walk below), and
 * palace paths (a new or lost screen), every square a lame leap toward the royal piece must find
 * empty. Any other move is tested in full.
 */
import { attackLists } from './attack-lists.js';
import { Evasion } from './evasions.js';
import type { FairyState } from './state.js';

/** Marks per square (stamped, so no clearing per position): bit 1 leaving is sensitive, bit 2 arriving is. */
export class Danger {
  readonly stamp: Int32Array;
  readonly bits: Uint8Array;
  current = 0;
  /** Some square is marked sensitive to a piece arriving (bit 2) in the position marked last. */
  arrivals = false;
  /** Scratch for generateLegal: each listed piece's move range and square (see generatePseudo). */
  readonly ranges: Int32Array;
  /** In check: the squares a move of another piece must reach (evasions.ts). */
  readonly evasion: Evasion;
  constructor(n: number) {
    this.stamp = new Int32Array(n);
    this.bits = new Uint8Array(n);
    this.ranges = new Int32Array(2 * n + 2);
    this.evasion = new Evasion(n);
  }
  private mark(sq: number, bit: number): void {
    if (bit & 2) this.arrivals = true;
    if (this.stamp[sq] !== this.current) { this.stamp[sq] = this.current; this.bits[sq] = bit; } else this.bits[sq] = (this.bits[sq] as number) | bit;
  }
  /** Bits of a square in the position marked last. */
  get(sq: number): number {
    return this.stamp[sq] === this.current ? (this.bits[sq] as number) : 0;
  }

  /**
   * Marks the paths of the reversed leap entries (from, code, kind, len, path...) of `rd` in
   * [start, end) — lame leaps' (leaving is sensitive), palace hops' (both) — and tells whether one
   * of them attacks now.
   */
  private markPaths(s: FairyState, rd: Int16Array, start: number, end: number): boolean {
    const c = s.c, cells = s.cells;
    let check = false;
    for (let i = start; i < end;) {
      const from = rd[i] as number, code = rd[i + 1] as number, kind = rd[i + 2] as number, len = rd[i + 3] as number;
      i += 4;
      let screens = 0, cannonScreen = false;
      for (let j = 0; j < len; j++) {
        const sq = rd[i + j] as number;
        this.mark(sq, kind === 0 ? 1 : 3);
        const cell = cells[sq] as number;
        if (cell !== 0) { screens++; if (c.shunsOwnKind[cell] === 1) cannonScreen = true; }
      }
      if (cells[from] === code) {
        if (kind === 0 ? screens === 0 : screens === 1 && !(cannonScreen && c.shunsOwnKind[code] === 1)) check = true;
      }
      i += len;
    }
    return check;
  }

  /**
   * Marks the squares around the royal square `ks` of side `us` in state `s`, and tells whether
   * the royal piece is attacked (seen on the same walk as attacks.ts's test).
   */
  markFrom(s: FairyState, ks: number, us: number): boolean {
    this.current++;
    this.arrivals = false;
    const c = s.c, cells = s.cells, them = us ^ 1;
    let check = false;
    const k = them * c.n + ks, lists = attackLists(c);
    if (lists !== null) {
      // Free leaps have no path to mark: only whether one gives check.
      const free = lists.free;
      for (let i = lists.freeStart[k] as number, end = lists.freeStart[k + 1] as number; i < end; i += 2) {
        const cell = cells[free[i] as number] as number;
        if (cell >= 2 && ((cell - 2) & 1) === them && (((free[i + 1] as number) >> ((cell - 2) >> 1)) & 1) !== 0) check = true;
      }
      if (this.markPaths(s, lists.rest, lists.restStart[k] as number, lists.restStart[k + 1] as number)) check = true;
    } else if (this.markPaths(s, c.revData, c.revStart[k] as number, c.revStart[k + 1] as number)) check = true;
    const ray = c.revRayData, reach = c.rayReach, nc = c.nc, n = c.n;
    for (let i = c.revRayStart[ks] as number, end = c.revRayStart[ks + 1] as number; i < end;) {
      const d = ray[i] as number, len = ray[i + 1] as number;
      i += 2;
      for (let j = 0; j < len; j++) {
        const sq = ray[i + j] as number, cell = cells[sq] as number;
        if (cell === 0) continue;
        if (cell >= 2 && ((cell - 2) & 1) === them) {
          if ((reach[d * nc + cell] as number) > j && c.regionOk[cell * n + ks] === 1) check = true;
        } else if (cell >= 2) {
          // Our piece: pinned when the next piece behind it is an enemy rider reaching the royal square.
          for (let jj = j + 1; jj < len; jj++) {
            const behind = cells[ray[i + jj] as number] as number;
            if (behind === 0) continue;
            if (behind >= 2 && ((behind - 2) & 1) === them && (reach[d * nc + behind] as number) > jj && c.regionOk[behind * n + ks] === 1) this.mark(sq, 1);
            break;
          }
        }
        break;
      }
      i += len;
    }
    const hop = c.revHopData, hopReach = c.hopReach;
    for (let i = c.revHopStart[ks] as number, end = c.revHopStart[ks + 1] as number; i < end;) {
      const d = hop[i] as number, len = hop[i + 1] as number;
      i += 2;
      // The first three pieces on the line (P1, P2, P3 at indexes j1 < j2 < j3). A hopper attacks
      // the royal square over the first piece from the second one; a move can make that so only by
      // (a) putting a piece before P1 when P1 is an enemy hopper, (b) taking P1 or P2 off the line
      // when P3 is one, or (c) changing the screen of an enemy hopper at P2 (not giving check now
      // because of its reach, region or kind). Only those squares are marked.
      let j1 = -1, j2 = -1, j3 = -1;
      for (let j = 0; j < len; j++) {
        if (cells[hop[i + j] as number] === 0) continue;
        if (j1 < 0) j1 = j; else if (j2 < 0) j2 = j; else { j3 = j; break; }
      }
      if (j1 >= 0) {
        const p1 = cells[hop[i + j1] as number] as number;
        if (p1 >= 2 && ((p1 - 2) & 1) === them && (hopReach[d * nc + p1] as number) > 0) for (let j = 0; j < j1; j++) this.mark(hop[i + j] as number, 2);
        if (j2 >= 0) {
          const p2 = cells[hop[i + j2] as number] as number;
          if (p2 >= 2 && ((p2 - 2) & 1) === them && (hopReach[d * nc + p2] as number) > 0) {
            if ((hopReach[d * nc + p2] as number) > j1 && c.regionOk[p2 * n + ks] === 1 && !(c.shunsOwnKind[p2] === 1 && c.shunsOwnKind[p1] === 1)) check = true;
            for (let j = 0; j < j2; j++) this.mark(hop[i + j] as number, 2);
            this.mark(hop[i + j1] as number, 1);
          }
          if (j3 >= 0) {
            const p3 = cells[hop[i + j3] as number] as number;
            if (p3 >= 2 && ((p3 - 2) & 1) === them && (hopReach[d * nc + p3] as number) > 0) { this.mark(hop[i + j1] as number, 1); this.mark(hop[i + j2] as number, 1); }
          }
        }
      }
      i += len;
    }
    if (c.rules.flyingGeneral || c.rules.bikjangRule) {
      // Only when the kings share a file or rank can a piece leaving the squares between them expose them.
      const other = s.kingSq[them] as number, files = c.files;
      if (other >= 0) {
        let step = 0;
        if (other % files === ks % files) step = other > ks ? files : -files;
        else if (Math.floor(other / files) === Math.floor(ks / files)) step = other > ks ? 1 : -1;
        if (step !== 0) for (let sq = ks + step; sq !== other; sq += step) this.mark(sq, 1);
      }
    }
    return check;
  }
}
