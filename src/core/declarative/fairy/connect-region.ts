/**
 * The region connection (Fairy-Stockfish's `connectRegion1White` / `connectRegion2White` and
 * Black's): the mover wins when a chain of its counting pieces leads from region 1 to region 2.
 * As position.cpp grows the chain, each link is one step along an allowed direction as written —
 * east, north, north-east, south-east — never back, so a chain that must turn west or south does
 * not connect.
 */
import { counts, type ConnectRules } from './connect-lines.js';

export function connectedRegions(rules: ConnectRules, cells: Uint8Array, side: number): boolean {
  const from = rules.region1[side as 0 | 1], target = rules.region2[side as 0 | 1];
  if (!from || !target) return false;
  const n = cells.length, dirs = rules.dirs, step = rules.step;
  // Fairy-Stockfish looks only when both regions hold a counting piece.
  let inFrom = false, inTarget = false;
  for (let sq = 0; sq < n; sq++) {
    if (!counts(rules, cells[sq] as number, side)) continue;
    inFrom ||= from[sq] === 1;
    inTarget ||= target[sq] === 1;
  }
  if (!inFrom || !inTarget) return false;
  const seen = new Uint8Array(n), queue: number[] = [];
  for (let sq = 0; sq < n; sq++) if (from[sq] === 1 && counts(rules, cells[sq] as number, side)) { seen[sq] = 1; queue.push(sq); }
  for (let i = 0; i < queue.length; i++) {
    const sq = queue[i] as number;
    for (let d = 0; d < dirs; d++) {
      const to = step[sq * dirs + d] as number;
      if (to < 0 || !counts(rules, cells[to] as number, side)) continue;
      if (target[to] === 1) return true;
      if (seen[to] === 0) { seen[to] = 1; queue.push(to); }
    }
  }
  return false;
}
