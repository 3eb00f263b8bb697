/**
 * A shortcut for legality: with the royal piece not in check, a move that neither leaves nor
 * reaches a square on a line or path through which the enemy could reach the royal piece cannot
 * expose it. The squares are marked once per position, from the royal square along the reversed
 * tables: a piece of ours pinned on a rider line (an enemy rider that reaches the royal square
 * stands right behind it), hopper lines up to their third piece, and
 * palace paths (a new or lost screen), every square a lame leap toward the royal piece must find
 * empty. Any other move is tested in full.
 */
import type { FairyState } from './state.js';

/** Marks per square (stamped, so no clearing per position): bit 1 leaving is sensitive, bit 2 arriving is. */
export class Danger {
  readonly stamp: Int32Array;
  readonly bits: Uint8Array;
  current = 0;
  constructor(n: number) {
    this.stamp = new Int32Array(n);
    this.bits = new Uint8Array(n);
  }
  private mark(sq: number, bit: number): void {
    if (this.stamp[sq] !== this.current) { this.stamp[sq] = this.current; this.bits[sq] = bit; } else this.bits[sq] = (this.bits[sq] as number) | bit;
  }
  /** Bits of a square in the position marked last. */
  get(sq: number): number {
    return this.stamp[sq] === this.current ? (this.bits[sq] as number) : 0;
  }

  /**
   * Marks the squares around the royal square `ks` of side `us` in state `s`, and tells whether
   * the royal piece is attacked (seen on the same walk as attacks.ts's test).
   */
  markFrom(s: FairyState, ks: number, us: number): boolean {
    this.current++;
    const c = s.c, cells = s.cells, them = us ^ 1;
    let check = false;
    const rd = c.revData, k = them * c.n + ks;
    for (let i = c.revStart[k] as number, end = c.revStart[k + 1] as number; i < end;) {
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
      const len = hop[i + 1] as number;
      i += 2;
      // Up to the third piece on the line: one move can take at most one piece off it, so a piece
      // further away can never end with a single screen before the royal square.
      const d = hop[i - 2] as number;
      let screen = 0, gap = -1;
      for (let j = 0, pieces = 0; j < len && pieces < 3; j++) {
        const sq = hop[i + j] as number;
        this.mark(sq, 3);
        const cell = cells[sq] as number;
        if (cell === 0) continue;
        pieces++;
        // The second piece attacks over the first when it is an enemy hopper reaching this far.
        if (pieces === 1) { screen = cell; gap = j; }
        else if (pieces === 2 && cell >= 2 && ((cell - 2) & 1) === them && (hopReach[d * nc + cell] as number) > gap
          && c.regionOk[cell * n + ks] === 1 && !(c.shunsOwnKind[cell] === 1 && c.shunsOwnKind[screen] === 1)) check = true;
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
