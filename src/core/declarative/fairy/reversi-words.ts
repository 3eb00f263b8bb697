/**
 * reversi-drops.ts's test of every empty square at once, and its count of perft's last two plies,
 * for boards of 65 to 128 squares (flipello10's 10x10): the board as four 32-bit words per side
 * instead of two, each step of a run a shift of all four. The boards of at
 * most 64 squares keep their two-word code (no loop over words there); this one is reached only
 * when that one declines a board for its size.
 */
import { bitCount } from './bit-count.js';
import type { Compiled } from './compile.js';
import { repliesCountable } from './reversi-drops.js';
import { DROP } from './move-code.js';
import { perGame } from './per-game.js';

/** Words per side: up to 128 squares. */
const WORDS = 4;

/** The masks of one board, word i of direction d (or hand h) at d * WORDS + i. */
interface Masks {
  /** Per direction (eight-lines.ts order): the shift (positive: towards higher squares). */
  readonly shift: Int8Array;
  /** Per direction, the squares a step may reach (the board less the file it would wrap from). */
  readonly reach: Int32Array;
  /** The drop region per side and type (side * nt + type). */
  readonly ok: Int32Array;
  readonly board: Int32Array;
  readonly replies: boolean;
}

/** Directions as in eight-lines.ts: east first, then counter-clockwise. */
const DF = [1, 1, 0, -1, -1, -1, 0, 1], DR = [0, 1, 1, 1, 0, -1, -1, -1];

/** The masks of `c` (built once per game), or null when the board is not one for these words (64 squares or fewer, more than 128, or a step of 32 or more). */
const masksOf = /* @__PURE__ */ perGame((c: Compiled): Masks | null => (c.n <= 64 || c.n > 32 * WORDS || c.files > 30 ? null : build(c)));

function build(c: Compiled): Masks {
  const n = c.n, files = c.files, nt = c.nt, w = WORDS, shift = new Int8Array(8), reach = new Int32Array(8 * w);
  const set = (a: Int32Array, base: number, sq: number): void => { a[base + (sq >> 5)] = (a[base + (sq >> 5)] as number) | (1 << sq); };
  for (let d = 0; d < 8; d++) {
    const df = DF[d] as number;
    shift[d] = (DR[d] as number) * files + df;
    for (let sq = 0; sq < n; sq++) {
      const f = sq % files;
      if ((df === 1 && f === 0) || (df === -1 && f === files - 1)) continue;
      set(reach, d * w, sq);
    }
  }
  const ok = new Int32Array(2 * nt * w), region = c.rules.dropOk, board = new Int32Array(w);
  for (let h = 0; h < 2 * nt; h++) for (let sq = 0; sq < n; sq++) if (region[h * n + sq] === 1) set(ok, h * w, sq);
  for (let sq = 0; sq < n; sq++) set(board, 0, sq);
  return { shift, reach, ok, board, replies: repliesCountable(c) };
}

// The side to move's pieces (P), the opponent's (O), the squares found by {@link found} (F) and
// turned by {@link flips} (FL), four words each; words past the board stay 0.
const P = new Int32Array(WORDS), O = new Int32Array(WORDS), F = new Int32Array(WORDS), FL = new Int32Array(WORDS);

/** Fills P (`us`) and O (the opponent) from the piece lists. */
function words(plist: Int16Array, count: Int16Array, n: number, us: number): void {
  P.fill(0); O.fill(0);
  for (let k = 0; k < 2; k++) {
    const side = us ^ k, out = k === 0 ? P : O;
    for (let i = side * n, end = i + (count[side] as number); i < end; i++) {
      const sq = plist[i] as number;
      out[sq >> 5] = (out[sq >> 5] as number) | (1 << sq);
    }
  }
}

// The four words of a step along direction s (|s| < 32), kept in locals: a step towards higher
// squares carries each word's top bits into the next word up, a step down the low bits into the next
// word down. Written out per word, as the two-word code does, rather than looped over an array.

/** F = the empty squares one step past a run of `o` that starts next to `p`, in some direction. */
function found(m: Masks, p0: number, p1: number, p2: number, p3: number, o0: number, o1: number, o2: number, o3: number): void {
  let f0 = 0, f1 = 0, f2 = 0, f3 = 0;
  const reach = m.reach;
  for (let d = 0; d < 8; d++) {
    const s = m.shift[d] as number, rb = d * WORDS;
    const r0 = reach[rb] as number, r1 = reach[rb + 1] as number, r2 = reach[rb + 2] as number, r3 = reach[rb + 3] as number;
    const q0 = o0 & r0, q1 = o1 & r1, q2 = o2 & r2, q3 = o3 & r3;
    const e0 = ~(p0 | o0) & r0, e1 = ~(p1 | o1) & r1, e2 = ~(p2 | o2) & r2, e3 = ~(p3 | o3) & r3;
    if (s > 0) {
      const b = 32 - s;
      let x0 = (p0 << s) & q0, x1 = ((p1 << s) | (p0 >>> b)) & q1, x2 = ((p2 << s) | (p1 >>> b)) & q2, x3 = ((p3 << s) | (p2 >>> b)) & q3;
      while ((x0 | x1 | x2 | x3) !== 0) {
        const y0 = x0 << s, y1 = (x1 << s) | (x0 >>> b), y2 = (x2 << s) | (x1 >>> b), y3 = (x3 << s) | (x2 >>> b);
        f0 |= y0 & e0; f1 |= y1 & e1; f2 |= y2 & e2; f3 |= y3 & e3;
        x0 = y0 & q0; x1 = y1 & q1; x2 = y2 & q2; x3 = y3 & q3;
      }
    } else {
      const r = -s, b = 32 - r;
      let x0 = ((p0 >>> r) | (p1 << b)) & q0, x1 = ((p1 >>> r) | (p2 << b)) & q1, x2 = ((p2 >>> r) | (p3 << b)) & q2, x3 = (p3 >>> r) & q3;
      while ((x0 | x1 | x2 | x3) !== 0) {
        const y0 = (x0 >>> r) | (x1 << b), y1 = (x1 >>> r) | (x2 << b), y2 = (x2 >>> r) | (x3 << b), y3 = x3 >>> r;
        f0 |= y0 & e0; f1 |= y1 & e1; f2 |= y2 & e2; f3 |= y3 & e3;
        x0 = y0 & q0; x1 = y1 & q1; x2 = y2 & q2; x3 = y3 & q3;
      }
    }
  }
  F[0] = f0; F[1] = f1; F[2] = f2; F[3] = f3;
}

/** FL = the runs of O from the square `to`, in every direction, ended by a piece of P. */
function flips(m: Masks, to: number): void {
  const t0 = to < 32 ? 1 << to : 0, t1 = to >> 5 === 1 ? 1 << to : 0, t2 = to >> 5 === 2 ? 1 << to : 0, t3 = to >> 5 === 3 ? 1 << to : 0;
  const p0 = P[0] as number, p1 = P[1] as number, p2 = P[2] as number, p3 = P[3] as number;
  const o0 = O[0] as number, o1 = O[1] as number, o2 = O[2] as number, o3 = O[3] as number;
  let f0 = 0, f1 = 0, f2 = 0, f3 = 0;
  const reach = m.reach;
  for (let d = 0; d < 8; d++) {
    const s = m.shift[d] as number, rb = d * WORDS;
    const r0 = reach[rb] as number, r1 = reach[rb + 1] as number, r2 = reach[rb + 2] as number, r3 = reach[rb + 3] as number;
    const q0 = o0 & r0, q1 = o1 & r1, q2 = o2 & r2, q3 = o3 & r3, e0 = p0 & r0, e1 = p1 & r1, e2 = p2 & r2, e3 = p3 & r3;
    let u0 = 0, u1 = 0, u2 = 0, u3 = 0;
    if (s > 0) {
      const b = 32 - s;
      let x0 = (t0 << s) & q0, x1 = ((t1 << s) | (t0 >>> b)) & q1, x2 = ((t2 << s) | (t1 >>> b)) & q2, x3 = ((t3 << s) | (t2 >>> b)) & q3;
      while ((x0 | x1 | x2 | x3) !== 0) {
        u0 |= x0; u1 |= x1; u2 |= x2; u3 |= x3;
        const y0 = x0 << s, y1 = (x1 << s) | (x0 >>> b), y2 = (x2 << s) | (x1 >>> b), y3 = (x3 << s) | (x2 >>> b);
        if (((y0 & e0) | (y1 & e1) | (y2 & e2) | (y3 & e3)) !== 0) { f0 |= u0; f1 |= u1; f2 |= u2; f3 |= u3; break; }
        x0 = y0 & q0; x1 = y1 & q1; x2 = y2 & q2; x3 = y3 & q3;
      }
    } else {
      const r = -s, b = 32 - r;
      let x0 = ((t0 >>> r) | (t1 << b)) & q0, x1 = ((t1 >>> r) | (t2 << b)) & q1, x2 = ((t2 >>> r) | (t3 << b)) & q2, x3 = (t3 >>> r) & q3;
      while ((x0 | x1 | x2 | x3) !== 0) {
        u0 |= x0; u1 |= x1; u2 |= x2; u3 |= x3;
        const y0 = (x0 >>> r) | (x1 << b), y1 = (x1 >>> r) | (x2 << b), y2 = (x2 >>> r) | (x3 << b), y3 = x3 >>> r;
        if (((y0 & e0) | (y1 & e1) | (y2 & e2) | (y3 & e3)) !== 0) { f0 |= u0; f1 |= u1; f2 |= u2; f3 |= u3; break; }
        x0 = y0 & q0; x1 = y1 & q1; x2 = y2 & q2; x3 = y3 & q3;
      }
    }
  }
  FL[0] = f0; FL[1] = f1; FL[2] = f2; FL[3] = f3;
}

/** reversi-drops.ts reversiDrops on a board of 65 to 128 squares; -1 for any other board. */
export function wideReversiDrops(c: Compiled, plist: Int16Array, count: Int16Array, us: number, codes: Int32Array, out: Int32Array, at: number): number {
  const m = masksOf(c);
  if (m === null) return -1;
  words(plist, count, c.n, us);
  found(m, P[0] as number, P[1] as number, P[2] as number, P[3] as number, O[0] as number, O[1] as number, O[2] as number, O[3] as number);
  let k = at;
  for (let t = 0, nt = c.nt; t < nt; t++) {
    const code = codes[t] as number;
    if (code === -1) continue;
    const base = (us * nt + t) * WORDS;
    for (let i = 0; i < WORDS; i++) {
      for (let x = (F[i] as number) & (m.ok[base + i] as number); x !== 0; x &= x - 1) {
        const sq = 32 * i + 31 - Math.clz32(x & -x);
        out[k++] = sq | (sq << 7) | code;
      }
    }
  }
  return k;
}

/** reversi-drops.ts reversiReplies on a board of 65 to 128 squares; -1 for any other board or a game it does not count. */
export function wideReversiReplies(c: Compiled, plist: Int16Array, count: Int16Array, hand: Int16Array, us: number, out: Int32Array, n: number): number {
  const m = masksOf(c);
  if (m === null || !m.replies) return -1;
  const rules = c.rules, nt = c.nt, them = us ^ 1, adjudicate = rules.adjudicateFullBoard, board = m.board;
  const pass = rules.pass[them as 0 | 1], passWhenStuck = rules.passOnStalemate[them as 0 | 1];
  words(plist, count, c.n, us);
  let total = 0;
  for (let i = 0; i < n; i++) {
    const mv = out[i] as number;
    if (((mv >> 14) & 7) !== DROP) return -1;
    const to = mv & 127;
    flips(m, to);
    // After the drop: the opponent's pieces less those turned (t), the mover's with them and the stone dropped (u).
    const bit = 1 << to, word = to >> 5;
    const t0 = (O[0] as number) & ~(FL[0] as number), t1 = (O[1] as number) & ~(FL[1] as number), t2 = (O[2] as number) & ~(FL[2] as number), t3 = (O[3] as number) & ~(FL[3] as number);
    const u0 = (P[0] as number) | (FL[0] as number) | (word === 0 ? bit : 0), u1 = (P[1] as number) | (FL[1] as number) | (word === 1 ? bit : 0);
    const u2 = (P[2] as number) | (FL[2] as number) | (word === 2 ? bit : 0), u3 = (P[3] as number) | (FL[3] as number) | (word === 3 ? bit : 0);
    if (adjudicate && ((t0 | u0) & (board[0] as number)) === board[0] && ((t1 | u1) & (board[1] as number)) === board[1]
      && ((t2 | u2) & (board[2] as number)) === board[2] && ((t3 | u3) & (board[3] as number)) === board[3]) continue;
    found(m, t0, t1, t2, t3, u0, u1, u2, u3);
    let replies = 0;
    for (let t = 0; t < nt; t++) {
      if (!rules.freeDrops && (hand[them * nt + t] as number) <= 0) continue;
      const base = (them * nt + t) * WORDS;
      for (let j = 0; j < WORDS; j++) replies += bitCount((F[j] as number) & (m.ok[base + j] as number));
    }
    if (pass && (t0 | t1 | t2 | t3) !== 0 && (replies === 0 || !passWhenStuck)) replies++;
    total += replies;
  }
  return total;
}
