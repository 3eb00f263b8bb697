/**
 * The `royal` hook: "capturing a side's last royal piece wins". The search
 * state counts each side's royal pieces, so the check is two reads.
 */
import type { Machine } from './state.js';

/** The side that lost because its last royal piece was captured, or -1 (also in games without royal pieces). */
export function royalLost(m: Machine): number {
  if (!m.g.hasRoyal) return -1;
  if (m.royals[m.side] === 0) return m.side;
  if (m.royals[1 - m.side] === 0) return 1 - m.side;
  return -1;
}

/** Each side's number of royal pieces on `cells`. */
export function countRoyals(m: Pick<Machine, 'g' | 'cells' | 'royals'>): void {
  const g = m.g;
  for (let node = 0; node < g.n; node++) {
    const c = m.cells[node]!;
    if (c !== 0 && g.royalCode[c]) m.royals[g.ownerOf[c]!]!++;
  }
}
