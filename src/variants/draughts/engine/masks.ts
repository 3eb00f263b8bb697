/**
 * Square sets on two 32-bit words (boards of up to 64 playing squares; wider
 * boards, up to 96, in wide-sets.ts) for the search layer: moving a set one step along a direction is a shift by one of
 * at most two index steps (they differ by row parity), each on the squares of
 * its own mask, so counting every quiet move of a side, finding the pieces
 * that can start a capture, or seeing that a capture exists, costs a few dozen
 * word operations instead of a walk over the board. Built from the same
 * neighbour table as the generator, read with the same rule table.
 */
import type { Geometry } from './geometry.js';
import { opposite, type RuleTable } from './rule-table.js';

/** Most playing squares the square sets hold. */
export const MAX_SET_SQUARES = 96;

/**
 * Shift tables: per direction d and group g (index d * 2 + g), the index step
 * and the squares it applies to, per word. Directions from `dirs` on are two
 * steps along direction d - dirs (from a square to the landing of a jump): one
 * index step on the usual numberings (the row parities cancel), so finding the
 * jumpers costs one masked shift there instead of two.
 */
export interface MaskTables {
  /** The geometry's directions (the two-step ones follow them). */
  readonly dirs: number;
  readonly step: Int8Array;
  readonly maskLo: Int32Array;
  readonly maskHi: Int32Array;
  readonly maskTop: Int32Array;
}

/**
 * The tables of every direction the geometry has (the four diagonals, and the
 * rows and columns with orthogonal captures), one and two steps, or undefined
 * when the board has more than 96 squares or a direction needs more than two
 * index steps.
 */
export function compileMasks(geometry: Geometry): MaskTables | undefined {
  const { n, next } = geometry;
  if (n > MAX_SET_SQUARES) return undefined;
  const dirs = next.length / n;
  const step = new Int8Array(4 * dirs);
  const words = [new Int32Array(4 * dirs), new Int32Array(4 * dirs), new Int32Array(4 * dirs)] as const;
  for (let e = 0; e < 2 * dirs; e++) {
    const d = e % dirs;
    const steps: number[] = [];
    for (let s = 0; s < n; s++) {
      let t = next[d * n + s] as number;
      if (e >= dirs && t >= 0) t = next[d * n + t] as number;
      if (t < 0) continue;
      let g = steps.indexOf(t - s);
      if (g < 0) {
        if (steps.length === 2) return undefined;
        g = steps.push(t - s) - 1;
        step[e * 2 + g] = t - s;
      }
      const mask = words[s >> 5] as Int32Array;
      mask[e * 2 + g] = (mask[e * 2 + g] as number) | (1 << (s & 31));
    }
  }
  return { dirs, step, maskLo: words[0], maskHi: words[1], maskTop: words[2] };
}

/** The programs of {@link SquareSets}' jumpers (see there), or undefined. */
function jumpPrograms(t: MaskTables, table: RuleTable): [Int32Array, Int32Array] | undefined {
  const out: Int32Array[] = [];
  for (let side = 0; side < 2; side++) {
    const p: number[] = [];
    const jumps = table.menJumps[side] as number;
    for (let d = 0; d < table.dirs; d++) {
      if (((jumps >>> d) & 1) === 0) continue;
      const back = opposite(d);
      const two = (t.dirs + back) * 2;
      const one = back * 2;
      if (t.step[two + 1] !== 0) return undefined;
      // A direction with no landing on the board has step 0 and empty masks: it finds nothing.
      p.push(t.step[two] as number, t.maskLo[two] as number, t.maskHi[two] as number);
      for (const g of [one, one + 1]) p.push(t.step[g] as number, t.maskLo[g] as number, t.maskHi[g] as number);
    }
    out.push(Int32Array.from(p));
  }
  return [out[0] as Int32Array, out[1] as Int32Array];
}

/** Number of set bits of a 32-bit integer. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Mutable two-word square sets of one position and the leaf counter over them. */
export class SquareSets {
  /** Black, white and king squares, low and high words. */
  bLo = 0;
  bHi = 0;
  wLo = 0;
  wHi = 0;
  kLo = 0;
  kHi = 0;
  private rLo = 0;
  private rHi = 0;
  // The side to move's view, filled by load().
  private ownLo = 0;
  private ownHi = 0;
  private oppLo = 0;
  private oppHi = 0;
  private emptyLo = 0;
  private emptyHi = 0;
  private menLo = 0;
  private menHi = 0;
  private victimLo = 0;
  private victimHi = 0;
  private readonly allLo: number;
  private readonly allHi: number;
  /** Boards of up to 32 squares (every 8x8 board): the high words stay 0, one shift per group. */
  private readonly oneWord: boolean;
  private readonly flying: boolean;
  private readonly menTakeKings: boolean;

  constructor(private readonly t: MaskTables, n: number, private readonly table: RuleTable) {
    this.allLo = n >= 32 ? -1 : (1 << n) - 1;
    this.allHi = n <= 32 ? 0 : n >= 64 ? -1 : (1 << (n - 32)) - 1;
    this.oneWord = n <= 32;
    this.flying = table.flying;
    this.menTakeKings = table.menTakeKings;
    this.jumpPrograms = n <= 32 ? undefined : jumpPrograms(t, table);
  }

  /**
   * Per side, the masked shifts {@link jumpers} makes on two words, nine numbers
   * per direction men capture along (the two-step shift back from the landing,
   * then the two groups of the one-step shift back from the victim), read in
   * one loop with the shifts written out; undefined on one-word boards (the
   * generic shift is short there) or when a two-step shift needs two groups.
   */
  private readonly jumpPrograms: readonly [Int32Array, Int32Array] | undefined;

  /** Flips square s in the set of cell value `cell` (colour bits 1 black, 2 white; king bit 4). */
  flip(cell: number, s: number): void {
    if (s < 32) {
      const bit = 1 << s;
      if ((cell & 1) !== 0) this.bLo ^= bit;
      else this.wLo ^= bit;
      if ((cell & 4) !== 0) this.kLo ^= bit;
    } else {
      const bit = 1 << (s - 32);
      if ((cell & 1) !== 0) this.bHi ^= bit;
      else this.wHi ^= bit;
      if ((cell & 4) !== 0) this.kHi ^= bit;
    }
  }

  /** Moves (lo, hi) one step along d into rLo/rHi (two masked shifts; a group with step 0 is empty); d + dirs: two steps. */
  private shift(lo: number, hi: number, d: number): void {
    const t = this.t;
    const g = d * 2;
    if (this.oneWord) {
      const a = t.step[g] as number;
      const b = t.step[g + 1] as number;
      const xa = lo & (t.maskLo[g] as number);
      const xb = lo & (t.maskLo[g + 1] as number);
      this.rLo = (a > 0 ? xa << a : xa >>> -a) | (b > 0 ? xb << b : xb >>> -b);
      this.rHi = 0;
      return;
    }
    let k = t.step[g] as number;
    let xl = lo & (t.maskLo[g] as number);
    let xh = hi & (t.maskHi[g] as number);
    let outLo: number;
    let outHi: number;
    if (k > 0) {
      outLo = xl << k;
      outHi = (xh << k) | (xl >>> (32 - k));
    } else {
      outLo = (xl >>> -k) | (xh << (32 + k));
      outHi = xh >>> -k;
    }
    k = t.step[g + 1] as number;
    if (k !== 0) {
      xl = lo & (t.maskLo[g + 1] as number);
      xh = hi & (t.maskHi[g + 1] as number);
      if (k > 0) {
        outLo |= xl << k;
        outHi |= (xh << k) | (xl >>> (32 - k));
      } else {
        outLo |= (xl >>> -k) | (xh << (32 + k));
        outHi |= xh >>> -k;
      }
    }
    this.rLo = outLo;
    this.rHi = outHi;
  }

  /** Fills the side's view: its pieces and men, the opponent's pieces and those a man may take, the empty squares. */
  private load(side: number): void {
    this.ownLo = side === 0 ? this.bLo : this.wLo;
    this.ownHi = side === 0 ? this.bHi : this.wHi;
    this.oppLo = side === 0 ? this.wLo : this.bLo;
    this.oppHi = side === 0 ? this.wHi : this.bHi;
    this.emptyLo = ~(this.bLo | this.wLo) & this.allLo;
    this.emptyHi = ~(this.bHi | this.wHi) & this.allHi;
    this.menLo = this.ownLo & ~this.kLo;
    this.menHi = this.ownHi & ~this.kHi;
    this.victimLo = this.menTakeKings ? this.oppLo : this.oppLo & ~this.kLo;
    this.victimHi = this.menTakeKings ? this.oppHi : this.oppHi & ~this.kHi;
  }

  /** Low word of the last {@link jumpers} result. */
  jLo = 0;

  /** High word of the last {@link jumpers} result. */
  jHi = 0;

  /** Third word of the last {@link jumpers} result: none on these boards. */
  get jTop(): number {
    return 0;
  }

  /** Third word of the side's pieces: none on these boards. */
  topOf(_side: number): number {
    return 0;
  }

  /** Saves the sets into `undo` from `at` (six numbers). */
  save(undo: Int32Array, at: number): void {
    undo[at] = this.bLo;
    undo[at + 1] = this.bHi;
    undo[at + 2] = this.wLo;
    undo[at + 3] = this.wHi;
    undo[at + 4] = this.kLo;
    undo[at + 5] = this.kHi;
  }

  /** Restores what {@link save} wrote. */
  restore(undo: Int32Array, at: number): void {
    this.bLo = undo[at] as number;
    this.bHi = undo[at + 1] as number;
    this.wLo = undo[at + 2] as number;
    this.wHi = undo[at + 3] as number;
    this.kLo = undo[at + 4] as number;
    this.kHi = undo[at + 5] as number;
  }

  /**
   * The pieces of `side` that may start a capture (read from jLo/jHi): the men
   * with a first jump, and every king (kings are few; the generator checks them).
   */
  jumpers(side: number): void {
    this.load(side);
    const { emptyLo, emptyHi, menLo, menHi, victimLo, victimHi } = this;
    let accLo = this.ownLo & this.kLo;
    let accHi = this.ownHi & this.kHi;
    const programs = this.jumpPrograms;
    if ((menLo | menHi) !== 0 && programs) {
      const p = programs[side] as Int32Array;
      for (let i = 0; i < p.length; i += 9) {
        // The men with a victim next to them (two groups; contact is the rarer condition)…
        let k = p[i + 3] as number;
        let xl = victimLo & (p[i + 4] as number);
        let xh = victimHi & (p[i + 5] as number);
        let vLo: number;
        let vHi: number;
        if (k > 0) (vLo = xl << k), (vHi = (xh << k) | (xl >>> (32 - k)));
        else (vLo = (xl >>> -k) | (xh << (32 + k))), (vHi = xh >>> -k);
        k = p[i + 6] as number;
        if (k !== 0) {
          xl = victimLo & (p[i + 7] as number);
          xh = victimHi & (p[i + 8] as number);
          if (k > 0) (vLo |= xl << k), (vHi |= (xh << k) | (xl >>> (32 - k)));
          else (vLo |= (xl >>> -k) | (xh << (32 + k))), (vHi |= xh >>> -k);
        }
        vLo &= menLo;
        vHi &= menHi;
        if ((vLo | vHi) === 0) continue;
        // …and of them those whose landing is empty (one group: the two-step shift).
        k = p[i] as number;
        xl = emptyLo & (p[i + 1] as number);
        xh = emptyHi & (p[i + 2] as number);
        let cLo: number;
        let cHi: number;
        if (k > 0) (cLo = xl << k), (cHi = (xh << k) | (xl >>> (32 - k)));
        else (cLo = (xl >>> -k) | (xh << (32 + k))), (cHi = xh >>> -k);
        accLo |= vLo & cLo;
        accHi |= vHi & cHi;
      }
    } else if ((menLo | menHi) !== 0) {
      const jumps = this.table.menJumps[side] as number;
      for (let d = 0; d < this.table.dirs; d++) {
        if (((jumps >>> d) & 1) === 0) continue;
        // The men with a victim next to them along d (contact is the rarer condition), then those of
        // them whose landing two squares along d is empty.
        const back = opposite(d);
        this.shift(victimLo, victimHi, back);
        const cLo = this.rLo & menLo;
        const cHi = this.rHi & menHi;
        if ((cLo | cHi) === 0) continue;
        this.shift(emptyLo, emptyHi, this.t.dirs + back);
        accLo |= this.rLo & cLo;
        accHi |= this.rHi & cHi;
      }
    }
    this.menJump = ((accLo & ~this.kLo) | (accHi & ~this.kHi)) !== 0;
    this.jLo = accLo;
    this.jHi = accHi;
  }

  /**
   * Whether a man of the side in the last {@link jumpers} call has a first jump
   * (then the side has a capture; kings are in the jumpers set either way).
   */
  menJump = false;

  /**
   * The quiet moves of `side` (0 black, 1 white), or -1 when it has a capture.
   * `menSeen`: {@link jumpers} has just found that no man of the side can jump,
   * so only the kings' captures are looked for.
   */
  countQuiet(side: number, menSeen = false): number {
    this.load(side);
    const { ownLo, ownHi, oppLo, oppHi, emptyLo, emptyHi, menLo, menHi, victimLo, victimHi } = this;
    const kingsLo = ownLo & this.kLo;
    const kingsHi = ownHi & this.kHi;
    const steps = this.table.menSteps[side] as number;
    const jumps = this.table.menJumps[side] as number;
    let total = 0;
    // Steps are diagonal; captures may also run along rows and columns (directions 4–7).
    for (let d = 0; d < this.table.dirs; d++) {
      const step = d < 4 && ((steps >>> d) & 1) === 1;
      if ((menLo | menHi) !== 0 && (step || (!menSeen && ((jumps >>> d) & 1) === 1))) {
        this.shift(menLo, menHi, d);
        const aLo = this.rLo;
        const aHi = this.rHi;
        if (step) total += popcount(aLo & emptyLo) + popcount(aHi & emptyHi);
        const vLo = aLo & victimLo;
        const vHi = aHi & victimHi;
        if ((vLo | vHi) !== 0 && !menSeen && ((jumps >>> d) & 1) === 1) {
          this.shift(vLo, vHi, d);
          if (((this.rLo & emptyLo) | (this.rHi & emptyHi)) !== 0) return -1;
        }
      }
      if ((kingsLo | kingsHi) === 0) continue;
      this.shift(kingsLo, kingsHi, d);
      let fLo = this.rLo & emptyLo;
      let fHi = this.rHi & emptyHi;
      let accLo = fLo;
      let accHi = fHi;
      if (this.flying) {
        while ((fLo | fHi) !== 0) {
          this.shift(fLo, fHi, d);
          fLo = this.rLo & emptyLo;
          fHi = this.rHi & emptyHi;
          accLo |= fLo;
          accHi |= fHi;
        }
      }
      if (d < 4) total += popcount(accLo) + popcount(accHi);
      // The first piece met along each ray: an opponent piece with an empty square behind it is a capture.
      if (this.flying) this.shift(accLo | kingsLo, accHi | kingsHi, d);
      else this.shift(kingsLo, kingsHi, d);
      this.shift(this.rLo & oppLo, this.rHi & oppHi, d);
      if (((this.rLo & emptyLo) | (this.rHi & emptyHi)) !== 0) return -1;
    }
    return total;
  }

  /** Whether `side` (0 black, 1 white) has a king. */
  hasKings(side: number): boolean {
    return (((side === 0 ? this.bLo : this.wLo) & this.kLo) | ((side === 0 ? this.bHi : this.wHi) & this.kHi)) !== 0;
  }

  /** Men and kings of each side as [black men, black kings, white men, white kings] into `out`. */
  material(out: Int32Array): void {
    const { bLo, bHi, wLo, wHi, kLo, kHi } = this;
    out[0] = popcount(bLo & ~kLo) + popcount(bHi & ~kHi);
    out[1] = popcount(bLo & kLo) + popcount(bHi & kHi);
    out[2] = popcount(wLo & ~kLo) + popcount(wHi & ~kHi);
    out[3] = popcount(wLo & kLo) + popcount(wHi & kHi);
  }
}
