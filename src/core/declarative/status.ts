/**
 * The state of play, in the order the rules end a game: a captured last royal
 * piece wins; a side with no legal move loses; then the draws.
 */
import type { Status } from '../variant.js';
import type { Compiled } from './compile.js';
import { drawReason } from './draws.js';
import { pseudoMoves } from './generate.js';
import { royalLost } from './royal.js';
import type { Machine } from './state.js';

/** The status of a state. */
export function statusOf(g: Compiled, m: Machine): Status {
  const loser = royalLost(m);
  const reason = g.def.royalCaptureReason ?? 'royal-captured';
  if (loser >= 0) return { over: true, winner: g.def.players[1 - loser] as string, reason };
  const draw = drawReason(m);
  const buf = new Int32Array(g.maxMoves);
  if (pseudoMoves(m, buf, false) === 0) return { over: true, winner: g.def.players[1 - m.side] as string, reason: 'no-moves' };
  if (draw !== null) return { over: true, draw, reason: draw };
  return { over: false, turn: g.def.players[m.side] as string };
}
