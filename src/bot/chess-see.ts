/**
 * Static exchange evaluation (SEE) for the chess bot: what a capture wins or loses in material once
 * both sides have recaptured on its square, each with its least valuable piece, for as long as it
 * pays (the swap algorithm, https://www.chessprogramming.org/SEE_-_The_Swap_Algorithm). Pieces
 * behind a capturer (a rook behind a rook, a queen behind a bishop) join in as the capturer leaves.
 * Pins and checks are not looked at: it is an estimate, read from the board alone.
 */
import { nearestOnRay } from './chess-mobility.js';

/** The chess tables the exchange reads (the chess search state's `tables`). */
export interface ExchangeTables {
  readonly next: Int32Array;
  readonly rayStart: Int32Array;
  readonly rayLength: Int32Array;
  readonly rayNodes: Int32Array;
  readonly sliderKind: Int8Array;
  readonly knight: { readonly start: Int32Array; readonly nodes: Int32Array };
  readonly king: { readonly start: Int32Array; readonly nodes: Int32Array };
}

/** Exchange value by piece type (pawn 1 … king 6): the king is worth more than anything it could win, so it captures last and only where nothing recaptures. */
const VALUE = /* @__PURE__ */ Int32Array.from([0, 100, 320, 330, 500, 900, 20000, 0]);
// Direction indices of the chess tables (codes.ts): N 0, NE 1, E 2, SE 3, S 4, SW 5, W 6, NW 7.
const NE = 1, SE = 3, SW = 5, NW = 7;

/** Square sets (two 32-bit words: a1..d4, e4..h8) of the rays from each square (the chess adapter's). */
export interface RayMasks {
  /** `[(d * 64 + square) * 2 + half]`: the squares of ray `d` (codes.ts's directions) from `square`. */
  readonly ray: Int32Array;
  /** `[d * 64 + square]`: 1 when ray `d` runs to higher squares (its nearest square is its lowest), 0 when to lower. */
  readonly up: Int8Array;
}

const gain = new Int32Array(40);
const lifted = new Int32Array(40);
// The squares of the pieces still on the board during an exchange (the lifted ones cleared).
let occLo = 0, occHi = 0;

/**
 * The square of the least valuable piece of colour `side` (0 white, 8 black) that attacks `to` on
 * board `b`, or -1.
 */
function leastAttacker(b: Int8Array, t: ExchangeTables, rays: RayMasks, to: number, side: number): number {
  const next = t.next, pawn = side | 1;
  // A white pawn attacks from the south-west and south-east of its target, a black one from the north.
  const a = next[(side === 0 ? SW : NW) * 64 + to] as number, c = next[(side === 0 ? SE : NE) * 64 + to] as number;
  if (a >= 0 && b[a] === pawn) return a;
  if (c >= 0 && b[c] === pawn) return c;
  const knight = side | 2, ks = t.knight.start, kn = t.knight.nodes;
  for (let i = ks[to] as number, e = ks[to + 1] as number; i < e; i++) if (b[kn[i] as number] === knight) return kn[i] as number;
  // Along each ray from `to`, the first piece (read from the square sets, one word operation a ray):
  // a bishop or queen on a diagonal, a rook or queen on a line.
  let best = -1, bestValue = VALUE[6] as number;
  const sk = t.sliderKind, ray = rays.ray, up = rays.up;
  for (let d = 0; d < 8; d++) {
    const slot = d * 64 + to;
    const lo = (ray[slot * 2] as number) & occLo, hi = (ray[slot * 2 + 1] as number) & occHi;
    if (lo === 0 && hi === 0) continue;
    const x = nearestOnRay(up[slot] as number, lo, hi);
    const p = b[x] as number, type = p & 7;
    if ((p & 8) === side && (type === 5 || type === ((sk[d] as number) === 1 ? 4 : 3)) && (VALUE[type] as number) < bestValue) {
      best = x;
      bestValue = VALUE[type] as number;
    }
  }
  if (best >= 0) return best;
  const king = side | 6, gs = t.king.start, gn = t.king.nodes;
  for (let i = gs[to] as number, e = gs[to + 1] as number; i < e; i++) if (b[gn[i] as number] === king) return gn[i] as number;
  return -1;
}

/**
 * The material the side moving the piece on `from` wins (in centipawns; negative when it loses) by
 * capturing on `to` and the exchange that follows there, both sides free to stop when going on
 * would cost them. `b` (the 64 squares' piece codes: colour 8, type 1–6) is left as it was;
 * `allLo`, `allHi` are the squares of all its pieces.
 */
export function exchangeValue(b: Int8Array, t: ExchangeTables, rays: RayMasks, allLo: number, allHi: number, from: number, to: number): number {
  occLo = allLo;
  occHi = allHi;
  let attacker = (b[from] as number) & 7, side = (b[from] as number) & 8, depth = 0, count = 0;
  gain[0] = VALUE[(b[to] as number) & 7] as number;
  let x = from;
  for (;;) {
    depth++;
    // The other side now may take the piece that just captured.
    gain[depth] = (VALUE[attacker] as number) - (gain[depth - 1] as number);
    // Neither stopping nor going on can change the sign: stop counting.
    if (Math.max(-(gain[depth - 1] as number), gain[depth] as number) < 0 || depth >= 38) break;
    lifted[count++] = x | ((b[x] as number) << 6);
    b[x] = 0;
    if (x < 32) occLo &= ~(1 << x); else occHi &= ~(1 << (x - 32));
    side ^= 8;
    x = leastAttacker(b, t, rays, to, side);
    if (x < 0) break;
    attacker = (b[x] as number) & 7;
  }
  while (count > 0) {
    const l = lifted[--count] as number;
    b[l & 63] = l >> 6;
  }
  // Each side in turn keeps the better of stopping and going on.
  while (--depth > 0) gain[depth - 1] = -Math.max(-(gain[depth - 1] as number), gain[depth] as number);
  return gain[0] as number;
}
