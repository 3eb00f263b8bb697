/**
 * A pass on the chess search state, for the bot's null-move pruning: the other side is to move, the
 * en passant square is cleared, and the hash follows both. Kept out of `ChessState` so that an app
 * that only plays chess does not carry it. The halfmove clock restarts, so that the search's
 * repetition test does not look across the pass (a position before it is no repetition).
 */
import { chessZobrist, EP_KEY, SIDE_KEY } from './hash.js';
import type { ChessState } from './state.js';

/** The fields a pass changes (`key`: the state's hash halves `[hi, lo]`, protected in `ChessState`). */
interface Passing { turn: number; ep: number; halfmove: number; readonly key: Int32Array }

/** Fields saved by each pass. */
export const PASS_SAVED = 5;

/** Passes on `state` (not in check), saving what it changes at `saved[at .. at + 4]`. */
export function makePass(state: ChessState, saved: Int32Array, at: number): void {
  const s = state as unknown as Passing, { hi: zh, lo: zl } = chessZobrist();
  const key = s.key;
  saved[at] = s.turn; saved[at + 1] = s.ep; saved[at + 2] = s.halfmove; saved[at + 3] = key[0] as number; saved[at + 4] = key[1] as number;
  let hi = (key[0] as number) ^ (zh[SIDE_KEY] as number), lo = (key[1] as number) ^ (zl[SIDE_KEY] as number);
  if (s.ep >= 0) { hi ^= zh[EP_KEY + (s.ep & 7)] as number; lo ^= zl[EP_KEY + (s.ep & 7)] as number; s.ep = -1; }
  s.halfmove = 0;
  s.turn ^= 8;
  key[0] = hi;
  key[1] = lo;
}

/** Takes back the pass saved at `saved[at]`. */
export function takeBackPass(state: ChessState, saved: Int32Array, at: number): void {
  const s = state as unknown as Passing;
  s.turn = saved[at] as number; s.ep = saved[at + 1] as number; s.halfmove = saved[at + 2] as number; s.key[0] = saved[at + 3] as number; s.key[1] = saved[at + 4] as number;
}
