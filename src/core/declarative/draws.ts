/**
 * The draws every declared game has: "a draw when a position occurs the third
 * time (same side to move, same swap memory)" and "a draw after this many
 * plies without a capture" (the `threefold` and `drawAfterPlies` options).
 */
import type { Machine } from './state.js';

/** The draw reason in force, or null. */
export function drawReason(m: Machine): string | null {
  if (m.threefold) {
    // Counted in place, not with core `occurrences`: that takes a keys array, and slicing
    // the history at every node of a search would allocate where perft must not.
    const h = m.hash();
    let count = m.base === 0 && m.prefix !== undefined && m.prefix.length > 0 ? 1 + m.prefixCount(h) : 1;
    for (let i = m.base; i < m.hist.length; i++) if (m.hist[i] === h) count++;
    if (count >= 3) return 'threefold-repetition';
  }
  if (m.drawAfterPlies > 0 && m.plies >= m.drawAfterPlies) return 'draw-after-plies';
  return null;
}
