/**
 * Attack tests against every remaining opponent at once, from the target
 * square outward: the board's rays for sliders, the inverse of each seat's
 * compiled step/leap tables, and per-seat pawn capture tables. Eliminated
 * players own no pieces, so "any piece not mine" is "any remaining opponent".
 */
import type { DilkelEngine } from './engine.js';
import { PAWN } from './tables.js';

/** Is `target` attacked by any piece not belonging to `seat` (every remaining opponent)? */
export function isAttacked(e: DilkelEngine, target: number, seat: number): boolean {
  const { board, moves, oppositeDir, pawnAttackFrom } = e.t;
  const n = e.n, sq = e.sq;
  const { rayStart, rayLength, rayNodes } = board;
  for (let d = 0; d < 8; d++) {
    const slot = d * n + target;
    const start = rayStart[slot] as number, end = start + (rayLength[slot] as number);
    for (let i = start; i < end; i++) {
      const c = sq[rayNodes[i] as number] as number;
      if (c === 0) continue;
      if (c >> 3 !== seat) {
        const km = moves[c];
        if (km !== undefined && (km.slideMask & (1 << (oppositeDir[d] as number))) !== 0) return true;
      }
      break;
    }
  }
  const leapers = e.t.leapers;
  for (let j = 0; j < leapers.length; j++) {
    const l = leapers[j] as (typeof leapers)[number];
    if (l.code >> 3 === seat) continue;
    const rev = l.reverse;
    for (let i = rev.start[target] as number, e = rev.start[target + 1] as number; i < e; i++) if (sq[rev.nodes[i] as number] === l.code) return true;
  }
  for (let o = 0; o < e.t.seats; o++) {
    if (o === seat || (e.out & (1 << o)) !== 0) continue;
    const pa = pawnAttackFrom[o] as { start: Int32Array; nodes: Int32Array };
    const pawn = o * 8 + PAWN;
    for (let i = pa.start[target] as number, e = pa.start[target + 1] as number; i < e; i++) if (sq[pa.nodes[i] as number] === pawn) return true;
  }
  return false;
}

/**
 * Marks `seat`'s pieces that stand alone between its king and an enemy
 * slider (of any opponent) moving along that line; returns how many.
 */
export function findPins(e: DilkelEngine, seat: number, k: number, pinned: Int32Array): number {
  const { board, moves, oppositeDir } = e.t;
  const n = e.n, sq = e.sq;
  const { rayStart, rayLength, rayNodes } = board;
  let count = 0;
  for (let d = 0; d < 8; d++) {
    const slot = d * n + k;
    const start = rayStart[slot] as number, end = start + (rayLength[slot] as number);
    let own = -1;
    for (let i = start; i < end; i++) {
      const s = rayNodes[i] as number;
      const c = sq[s] as number;
      if (c === 0) continue;
      if (own < 0) {
        if (c >> 3 !== seat) break;
        own = s;
        continue;
      }
      if (c >> 3 !== seat && ((moves[c]?.slideMask ?? 0) & (1 << (oppositeDir[d] as number))) !== 0) pinned[count++] = own;
      break;
    }
  }
  return count;
}
