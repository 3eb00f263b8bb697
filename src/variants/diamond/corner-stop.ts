/**
 * Corners: 1A, 1B, 17A and 17B, the "safety positions".
 *
 * "A Diamond King is not permitted to continue a jump around a corner. He must
 * stop in the corner position" — landing in a corner ends the move. "A man
 * cannot be jumped while he is in any corner position" needs no code: no
 * position lies beyond a corner.
 */
import { lazy } from '../../core/lazy.js';
import { diamondBoard } from './board.js';

/** `corners()[node] === 1` for the four corners (the chain generator's stop nodes). */
export const corners = /* @__PURE__ */ lazy((): Uint8Array => {
  const b = diamondBoard();
  const stops = new Uint8Array(b.size);
  for (const name of ['1A', '1B', '17A', '17B']) stops[b.nodeId(name)] = 1;
  return stops;
});
