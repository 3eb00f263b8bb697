/**
 * A shortcut for legality: with the royal piece not in check, a move that neither leaves nor
 * reaches a square on a line or path through which the enemy could reach the royal piece cannot
 * expose it. The squares are marked once per position, from the royal square along the reversed
 * tables: a piece of ours pinned on a rider line (an enemy rider that reaches the royal square
 * stands right behind it), every square on hopper lines and
 * palace paths (a new or lost screen), every square a lame leap toward the royal piece must find
 * empty. Any other move is tested in full.
 */
import { attacked } from './attacks.js';
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
   * the royal piece is attacked (leaps and rays seen on the way; hoppers by the full test).
   */
  markFrom(s: FairyState, ks: number, us: number): boolean {
    this.current++;
    const c = s.c, cells = s.cells, them = us ^ 1;
    let check = false;
    const rd = c.revData, k = them * c.n + ks;
    for (let i = c.revStart[k] as number, end = c.revStart[k + 1] as number; i < end;) {
      const from = rd[i] as number, code = rd[i + 1] as number, kind = rd[i + 2] as number, len = rd[i + 3] as number;
      i += 4;
      let clear = true;
      for (let j = 0; j < len; j++) {
        const sq = rd[i + j] as number;
        this.mark(sq, kind === 0 ? 1 : 3);
        if (cells[sq] !== 0) clear = false;
      }
      if (kind === 0 && clear && cells[from] === code) check = true;
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
    if (!check && c.revHopData.length > 0) check = attacked(c, cells, ks, them);
    const hop = c.revHopData;
    for (let i = c.revHopStart[ks] as number, end = c.revHopStart[ks + 1] as number; i < end;) {
      const len = hop[i + 1] as number;
      i += 2;
      for (let j = 0; j < len; j++) this.mark(hop[i + j] as number, 3);
      i += len;
    }
    if (c.rules.flyingGeneral || c.rules.bikjangRule) {
      const files = c.files, r = Math.floor(ks / files), f = ks % files;
      for (let x = 0; x < files; x++) this.mark(r * files + x, 3);
      for (let y = 0; y < c.ranks; y++) this.mark(y * files + f, 3);
    }
    return check;
  }
}
