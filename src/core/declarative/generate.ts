/**
 * Move generation: every piece of the side to move runs its probes; the
 * landing node decides the outcome, which the piece's `outcomes`, the atom's
 * capture mode and the swap rules must allow. Moves are integers
 * `from | to << 12` (boards have at most 26 x 99 < 4096 nodes).
 */
import { ANY_OUTCOME, CAPTURE, MOVE, SWAP } from './outcomes.js';
import { forbiddenPair } from './no-swap-back.js';
import { PROBE_JUMP, PROBE_LAND } from './probes.js';
import type { Machine } from './state.js';
import { dropMirroredSwaps, maySwap } from './swap.js';

/** Packs a move. */
export function encodeMove(from: number, to: number): number {
  return from | (to << 12);
}

/** The node a packed move starts on. */
export function moveFrom(move: number): number {
  return move & 4095;
}

/** The node a packed move ends on. */
export function moveTo(move: number): number {
  return move >>> 12;
}

/**
 * Writes the moves by the rules of movement into `out` and returns how many.
 * With `relaxed`, the piece restrictions (`outcomes`) and the no-swap-back rule
 * are ignored (used to explain why a move is illegal). Game end is not checked here.
 */
export function pseudoMoves(m: Machine, out: Int32Array, relaxed: boolean): number {
  const g = m.g;
  const { cells, side } = m;
  const n = g.n;
  const { rayStart, rayLength, rayNodes } = g.board;
  const forbidden = relaxed ? -1 : forbiddenPair(m);
  let count = 0;
  for (let from = 0; from < n; from++) {
    const code = cells[from]!;
    if (code === 0 || g.ownerOf[code] !== side) continue;
    const mask = relaxed ? ANY_OUTCOME : g.outcomeMask[code]!;
    // One stamp per piece: two probes reaching the same node make one move.
    const stamp = ++m.stamp;
    const probes = g.probes[code]!;
    const end = g.probeStart[code]![from + 1]!;
    for (let i = g.probeStart[code]![from]!; i < end; i += 3) {
      const op = probes[i]!;
      const allowed = (op >> 2) & mask;
      if (allowed === 0) continue;
      const kind = op & 3;
      const a = probes[i + 1]!;
      if (kind === PROBE_LAND) count = land(m, out, count, from, a, allowed, forbidden, stamp);
      else if (kind === PROBE_JUMP) {
        const over = cells[a]!;
        if (over !== 0 && g.ownerOf[over] === side) count = land(m, out, count, from, probes[i + 2]!, allowed, forbidden, stamp);
      } else {
        const slot = a * n + from;
        const first = rayStart[slot]!;
        const last = first + Math.min(rayLength[slot]!, probes[i + 2]!);
        for (let r = first; r < last; r++) {
          const to = rayNodes[r]!;
          count = land(m, out, count, from, to, allowed, forbidden, stamp);
          if (cells[to] !== 0) break;
        }
      }
    }
  }
  return relaxed || !g.swaps ? count : dropMirroredSwaps(m, out, count);
}

/** Adds the move `from`→`to` if the landing node allows it; returns the new count. */
function land(m: Machine, out: Int32Array, count: number, from: number, to: number, allowed: number, forbidden: number, stamp: number): number {
  if (to === from || m.seen[to] === stamp) return count;
  const g = m.g;
  const t = m.cells[to]!;
  // The landing node decides the outcome (spelled out, not via landingOutcome: this is the hottest line).
  let ok: boolean;
  if (t === 0) ok = (allowed & MOVE) !== 0;
  else if (g.ownerOf[t] !== m.side) ok = (allowed & CAPTURE) !== 0;
  else ok = (allowed & SWAP) !== 0 && maySwap(g, from, to, forbidden);
  if (!ok) return count;
  m.seen[to] = stamp;
  out[count] = encodeMove(from, to);
  return count + 1;
}
