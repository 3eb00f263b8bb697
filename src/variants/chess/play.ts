/**
 * `chess.play`: one move on an immutable position, as cheap as make-move on
 * a copy. The move is resolved against integer moves (one legality test, no
 * move list, no SAN for other moves), made on the shared state, and the new
 * position is snapshotted from it; the next `play` from that result reuses
 * the state instead of reloading the board.
 */
import { requirePosition } from '../../core/define.js';
import { excerpt, isBoardwrightError, requireText } from '../../core/errors.js';
import { refuseIfOver } from '../../core/game-over.js';
import { lazy } from '../../core/lazy.js';
import { isStrict, requireCanonical, type PlayOptions } from '../../core/strict.js';
import { castlingText, squareName } from './codes.js';
import { quickText, resolveObject, resolveText, verifySuffix } from './move-text.js';
import { checkSuffix, moveWithNotation, sanBody } from './san.js';
import { listedMove } from './listed-moves.js';
import { clock } from './clocks.js';
import { checkShape } from './position-check.js';
import { keysAfter } from './repetition.js';
import { holds, scratch } from './scratch.js';
import type { ChessState } from './state.js';
import { chessStatus } from './status.js';
import type { ChessMove, ChessPosition } from './types.js';

/** FEN castling text of every rights mask (0..15). */
const CASTLING_TEXT = lazy((): readonly string[] => Array.from({ length: 16 }, (_, rights) => castlingText(rights)));

/** Plays the legal integer move `m` on the loaded state and snapshots the result with its repetition keys. */
function after(position: ChessPosition, state: ChessState, m: number, before = state.hash()): ChessPosition {
  state.make(m);
  // A capture or pawn move: no earlier position can recur.
  const keys = state.halfmove === 0 ? [] : keysAfter(position.keys, before);
  return {
    variant: 'chess',
    turn: state.turn === 0 ? 'white' : 'black',
    board: state.boardText(),
    castling: CASTLING_TEXT()[state.castling]!,
    enPassant: state.ep >= 0 ? squareName(state.ep) : null,
    halfmove: clock(state.halfmove),
    fullmove: clock(state.fullmove),
    keys,
  };
}

/**
 * The position after `move` (a move object from `legalMoves`, SAN or UCI
 * text). Throws `ILLEGAL_MOVE` for a move that is not legal here, including
 * a move object whose `notation`, `uci` or `kind` does not fit its squares.
 * With `{ strict: true }` move text must be the listed SAN or the UCI of a
 * legal move (see `src/core/strict.ts` for the error codes).
 */
export function play(position: ChessPosition, move: ChessMove | string, options?: PlayOptions): ChessPosition {
  requirePosition(position, 'chess');
  checkShape(position);
  try {
    return isStrict(options) && typeof move === 'string' ? strictPlay(position, move) : playMove(position, move);
  } catch (error) {
    refuseAfterMate(position, move, error);
    throw error;
  }
}

/** {@link play} after the shape check: a listed move object, any other move object, or move text. */
function playMove(position: ChessPosition, move: ChessMove | string): ChessPosition {
  const { state, moves, replies, check } = scratch(position);
  let next: ChessPosition;
  let checkAfter = -1;
  if (typeof move === 'string') {
    next = after(position, state, textMove(state, move, moves, replies));
  } else {
    // An unchanged move object listed for this position is known legal (see listed-moves.ts).
    const hash = state.hash();
    const listed = typeof move === 'object' && move !== null ? listedMove(move, position, hash) : -1;
    if (listed >= 0) next = after(position, state, listed, hash);
    else {
      const m = resolveObject(state, move, check);
      next = after(position, state, m, hash);
      checkAfter = verifySuffix(state, m, move, replies);
    }
  }
  holds(next, checkAfter);
  return next;
}

/** Strict text: read tolerantly (which decides the error for text naming no legal move), then only SAN or UCI kept. */
function strictPlay(position: ChessPosition, text: string): ChessPosition {
  const { move, position: next } = playMoveText(position, text);
  requireCanonical(text, [move.notation, move.uci]);
  return next;
}

/**
 * A move that could not be resolved in a checkmate or stalemate position is `GAME_OVER` naming the
 * result, as in every game. After an automatic draw chess keeps listing and playing moves (docs/chess.md),
 * so only the end with no legal move refuses every move; asked only on the failure path, it costs nothing.
 */
function refuseAfterMate(position: ChessPosition, move: unknown, error: unknown): void {
  if (!isBoardwrightError(error) || !MOVE_FAILURES.has(error.code)) return;
  const status = chessStatus(position);
  if (!status.over || (status.reason !== 'checkmate' && status.reason !== 'stalemate')) return;
  const notation = typeof move === 'string' ? move : (move as { notation?: unknown }).notation;
  refuseIfOver(status, typeof notation === 'string' ? excerpt(notation.trim()) : undefined);
}

const MOVE_FAILURES: ReadonlySet<string> = new Set(['ILLEGAL_MOVE', 'INVALID_MOVE_TEXT', 'AMBIGUOUS_MOVE']);

/** Reads move text on the loaded state: the common forms in one legality test per candidate, the rest by {@link resolveText}. */
function textMove(state: ChessState, text: unknown, moves: Int32Array, replies: Int32Array): number {
  const t = requireText(text, 'move', 'INVALID_MOVE_TEXT', 10_000);
  const m = quickText(state, t);
  return m >= 0 ? m : resolveText(state, t, moves, replies);
}

/**
 * The move object `chess.legalMoves(position)` lists for move text (SAN in any
 * form `play` accepts, or UCI), found without listing the legal moves: field by
 * field the same object, with the canonical SAN and its check mark in `notation`.
 * Throws like `play` with that text (`ILLEGAL_MOVE`, `AMBIGUOUS_MOVE`,
 * `INVALID_MOVE_TEXT`). Internal to the chess variant (the PGN reader uses it).
 *
 * @example
 * ```ts
 * resolveMoveText(chess.setup(), 'Nf3') // { from: 'g1', to: 'f3', captures: [], notation: 'Nf3', uci: 'g1f3', piece: 'N' }
 * ```
 */
export function resolveMoveText(position: ChessPosition, text: string): ChessMove {
  requirePosition(position, 'chess');
  checkShape(position);
  const { state, moves, replies } = scratch(position);
  const m = textMove(state, text, moves, replies);
  const move = moveWithNotation(state, m, sanBody(state, m) + suffixAfter(state, m, replies));
  holds(position); // the move was made and taken back
  return move;
}

/** The check mark of `m` (made and taken back on the state). */
function suffixAfter(state: ChessState, m: number, replies: Int32Array): string {
  state.make(m);
  const suffix = checkSuffix(state, replies);
  state.unmake();
  return suffix;
}

/**
 * {@link resolveMoveText} and `play` in one step: the listed move object for
 * `text` and the position after it, making the move once (the check mark is
 * read from the position after). What the PGN reader replays each SAN with.
 */
export function playMoveText(position: ChessPosition, text: string): { move: ChessMove; position: ChessPosition } {
  requirePosition(position, 'chess');
  checkShape(position);
  const { state, moves, replies } = scratch(position);
  const m = textMove(state, text, moves, replies);
  const body = sanBody(state, m);
  // Fields that need the board before the move, built with a placeholder notation.
  const move = moveWithNotation(state, m, body) as { notation: string; check: boolean; checkmate: boolean };
  const next = after(position, state, m);
  const suffix = checkSuffix(state, replies);
  move.notation = body + suffix;
  move.check = suffix !== '';
  move.checkmate = suffix === '#';
  holds(next);
  return { move: move as ChessMove, position: next };
}
