/**
 * One reusable search state and move buffers for the immutable API, so
 * `play`, `legalMoves` and `status` allocate no typed arrays per call.
 * (JavaScript is single-threaded and none of these calls re-enter.)
 */
import { lazy } from '../../core/lazy.js';
import { ChessState } from './state.js';
import type { ChessPosition } from './types.js';

const shared = lazy(() => ({
  state: undefined as ChessState | undefined,
  moves: new Int32Array(256),
  replies: new Int32Array(256),
}));

/** The shared state loaded with `position`, and its buffers. */
export function scratch(position: ChessPosition): { state: ChessState; moves: Int32Array; replies: Int32Array } {
  const s = shared();
  if (s.state) s.state.load(position);
  else s.state = new ChessState(position);
  return s as { state: ChessState; moves: Int32Array; replies: Int32Array };
}
