/**
 * Attack tests against every remaining opponent at once, with the core attack
 * map compiled from each seat's atoms (pawns by their capture atom). Eliminated
 * players own no pieces, so "any piece not mine" is "any remaining opponent".
 */
import { isAttacked } from '../../core/attacks.js';
import type { DilkelState } from './engine-state.js';

/** Is `target` attacked by any piece not belonging to `seat` (every remaining opponent)? */
export function attackedBy(e: DilkelState, target: number, seat: number): boolean {
  return isAttacked(e.t.board, e.t.attacks, e.sq, target, e.t.enemies[seat] as Uint8Array);
}

/**
 * Marks `seat`'s pieces that stand alone between its king and an enemy
 * slider (of any opponent) moving along that line; returns how many.
 */
export function findPins(e: DilkelState, seat: number, k: number, pinned: Int32Array): number {
  const { board, attacks, oppositeDir } = e.t;
  const enemy = e.t.enemies[seat] as Uint8Array;
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
      if (enemy[c] === 1 && (attacks.reach[c * attacks.dirs + (oppositeDir[d] as number)] as number) > i - start) pinned[count++] = own;
      break;
    }
  }
  return count;
}
