/**
 * One reusable search state and move buffers for the immutable API, so
 * `play`, `legalMoves` and `status` allocate no typed arrays per call.
 * (JavaScript is single-threaded and none of these calls re-enter.)
 *
 * The state also remembers which position it holds after a `play`: playing
 * on from that result (the usual way through a game) skips reloading the
 * board and rehashing it.
 */
import { lazy } from '../../core/lazy.js';
import { ChessState } from './state.js';
import type { ChessPosition } from './types.js';

interface Shared {
  state: ChessState | undefined;
  readonly moves: Int32Array;
  readonly replies: Int32Array;
  /** The position the state holds exactly (set by {@link holds}), and its fields then. */
  held: ChessPosition | undefined;
  board: string;
  castling: string;
  enPassant: string | null;
  turn: string;
  halfmove: number;
  fullmove: number;
  keys: ChessPosition['keys'] | undefined;
  /** Is the side to move in check in the held position: 1 yes, 0 no, -1 not known (reset on every other load). */
  check: number;
}

const shared = /* @__PURE__ */ lazy((): Shared => ({
  state: undefined,
  moves: new Int32Array(256),
  replies: new Int32Array(256),
  held: undefined,
  board: '',
  castling: '',
  enPassant: null,
  turn: '',
  halfmove: 0,
  fullmove: 0,
  keys: undefined,
  check: -1,
}));

/**
 * The shared state loaded with `position`, and its buffers. The caller may
 * change the state; until it calls {@link holds}, the next call reloads.
 */
export function scratch(position: ChessPosition): { state: ChessState; moves: Int32Array; replies: Int32Array; check: number } {
  const s = shared();
  const held = s.held;
  s.held = undefined;
  const check = s.check;
  s.check = -1;
  if (!s.state) {
    s.state = new ChessState(position);
    s.state.checkMoves = false; // the immutable API makes only moves it generated or resolved
  }
  // The same object with the same fields (a JavaScript caller could have reassigned one).
  else if (held === position && s.board === position.board && s.turn === position.turn && s.castling === position.castling
    && s.enPassant === position.enPassant && s.halfmove === position.halfmove && s.fullmove === position.fullmove && s.keys === position.keys) {
    s.state.restart(position.keys);
    s.check = check; // read by the caller below; holds() sets it anew
  } else s.state.load(position);
  return s as { state: ChessState; moves: Int32Array; replies: Int32Array; check: number };
}

/**
 * Records that the shared state now holds exactly `position` (made by `play` from the state),
 * and whether its side to move is in check when the caller learnt it (`check` 1 / 0, else -1):
 * the next `play` from it can then skip the king-safety scan for most moves.
 */
export function holds(position: ChessPosition, check = -1): void {
  const s = shared();
  s.check = check;
  s.held = position;
  s.board = position.board;
  s.turn = position.turn;
  s.castling = position.castling;
  s.enPassant = position.enPassant;
  s.halfmove = position.halfmove;
  s.fullmove = position.fullmove;
  s.keys = position.keys;
}
