/**
 * `chess.play`: one move on an immutable position, as cheap as make-move on a copy, in one pass
 * (see {@link play}). The two memories it relies on are documented where they live: the shared
 * state remembers the position it holds (`scratch.ts`), and the move objects of recent
 * `legalMoves` listings are known legal on their positions (`listed-moves.ts`). Neither skips a
 * check of what the caller passed: the position's fields are validated on every call first, and a
 * remembered answer is used only when every field it depends on is unchanged.
 */
import { requirePosition } from '../../core/assemble-variant.js';
import { excerpt, isBoardwrightError, requireText } from '../../core/errors.js';
import { refuseIfOver } from '../../core/game-over.js';
import { lazy } from '../../core/lazy.js';
import { isStrict, requireCanonical, requireListedFields, type PlayOptions } from '../../core/strict.js';
import { castlingText, squareName } from './codes.js';
import { quickText, resolveObject, resolveText, verifySuffix } from './move-text.js';
import { checkSuffix, moveWithNotation, sanBody, sanOf, uciOf } from './san.js';
import { listedMove } from './listed-moves.js';
import { clock } from './clocks.js';
import { checkShape } from './position-check.js';
import { keysAfter } from './repetition.js';
import { holds, scratch } from './scratch.js';
import type { ChessState } from './state.js';
import { noMoveStatus } from './status.js';
import type { ChessMove, ChessMoveInput, ChessPosition } from './types.js';

/** FEN castling text of every rights mask (0..15). */
const CASTLING_TEXT = /* @__PURE__ */ lazy((): readonly string[] => Array.from({ length: 16 }, (_, rights) => castlingText(rights)));

/** The position the state holds after a move from `position` (whose hash was `before`), with its repetition keys. */
function snapshot(position: ChessPosition, state: ChessState, before: number): ChessPosition {
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
 * text, or `{ from, to, promotion? }` — see {@link ChessMoveInput}). Throws `ILLEGAL_MOVE` for a move that is not legal here, including
 * a move object whose `notation`, `uci` or `kind` does not fit its squares.
 * With `{ strict: true }` move text must be the listed SAN or the UCI of a
 * legal move (see `src/core/strict.ts` for the error codes).
 *
 * One pass: check the input, load the state, find the move, make it, build the position after it.
 */
export function play(position: ChessPosition, move: ChessMoveInput, options?: PlayOptions): ChessPosition {
  // 1. The input: the position's fields and soundness (every call), the options.
  requirePosition(position, 'chess');
  checkShape(position);
  const strict = isStrict(options);
  // 2. The state loaded with the position (kept from the last call when it already holds it).
  const { state, moves, replies, check } = scratch(position);
  const before = state.hash();
  // 3. The move: a listed move object is known legal; other objects and text are resolved.
  let m = typeof move === 'object' && move !== null ? listedMove(move, position, before) : -1;
  const listed = m >= 0;
  try {
    if (typeof move === 'string') m = textMove(state, move, moves, replies);
    else if (!listed) m = resolveObject(state, move, check, replies);
    if (strict && typeof move === 'string') requireCanonical(move, [sanOf(state, m, replies), uciOf(m)]);
    // Strict, an object the caller built: only the fields of the listed move (built here, off the fast path).
    else if (strict && !listed) requireListedFields(move as object, moveWithNotation(state, m, sanOf(state, m, replies)));
  } catch (error) {
    refuseIfFinished(state, position, moves, move, error);
    throw error;
  }
  // 4. Made. A move object that was not listed names its check mark, which must fit (known now).
  state.make(m);
  const checkAfter = typeof move === 'string' || listed ? -1 : verifySuffix(state, m, move, replies);
  // 5. The position after it, which the state now holds.
  const next = snapshot(position, state, before);
  holds(next, checkAfter);
  return next;
}

/**
 * A move that could not be found in a checkmate or stalemate position is `GAME_OVER` naming the
 * result, as in every game; asked of the state already loaded, only on the failure path. After an
 * automatic draw chess keeps listing and playing moves (docs/errors.md), so only the end with no
 * legal move refuses every move.
 */
function refuseIfFinished(state: ChessState, position: ChessPosition, moves: Int32Array, move: unknown, error: unknown): void {
  if (!isBoardwrightError(error) || !MOVE_FAILURES.has(error.code) || state.generate(moves) > 0) return;
  const notation = typeof move === 'string' ? move : (move as { notation?: unknown }).notation;
  refuseIfOver(noMoveStatus(state, position.turn), typeof notation === 'string' ? excerpt(notation.trim()) : undefined);
}

const MOVE_FAILURES: ReadonlySet<string> = /* @__PURE__ */ new Set(['ILLEGAL_MOVE', 'INVALID_MOVE_TEXT', 'AMBIGUOUS_MOVE']);

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
 * The integer move `play` makes for `move` (text or an object) on `position`, resolved without
 * making it; throws as `play` does. What chess's listed-move finder (variant.ts) reads, so a record
 * names the listed move `play` played without a matcher of its own.
 */
export function resolveMove(position: ChessPosition, move: unknown): number {
  requirePosition(position, 'chess');
  checkShape(position);
  const { state, moves, replies, check } = scratch(position);
  const m = typeof move === 'string' ? textMove(state, move, moves, replies) : resolveObject(state, move, check, replies);
  holds(position); // resolving made and took back moves only
  return m;
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
  const before = state.hash();
  state.make(m);
  const next = snapshot(position, state, before);
  const suffix = checkSuffix(state, replies);
  move.notation = body + suffix;
  move.check = suffix !== '';
  move.checkmate = suffix === '#';
  holds(next);
  return { move: move as ChessMove, position: next };
}
