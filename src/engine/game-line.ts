/**
 * What `play` and `analyse` search: a position, or a game's line (where it started and the moves
 * played since, such as a `GameRecord`), which the engine is sent whole — `position startpos moves …`
 * — so that it sees the positions already reached (repetitions) and the counters they carry.
 */
import { GameRecord } from '../core/record.js';
import { describe, excerpt, fail, isBoardwrightError } from '../core/errors.js';
import type { Move, Position, Variant } from '../core/variant.js';

/**
 * A game's history: the position it started from and the moves played since, in order, as the
 * game listed them. A {@link GameRecord} is one; so is `{ start: chess.setup(), moves: [e4, e5] }`.
 */
export interface GameLine<P extends Position = Position, M extends Move = Move> {
  readonly start: P;
  readonly moves: readonly M[];
}

/** What the engine is sent: the root, the moves' texts, and the position they reach (the one searched). */
export interface SentLine<P extends Position> {
  readonly root: P;
  readonly moves: readonly string[];
  readonly position: P;
}

/** Whether `value` is a game line rather than a position: an object with a `start` object and a `moves` array. */
function isLine(value: unknown): value is GameLine {
  if (value instanceof GameRecord) return true;
  const v = value as Partial<GameLine> | null;
  return typeof v === 'object' && v !== null && Array.isArray(v.moves) && typeof v.start === 'object' && v.start !== null;
}

/**
 * Reads a position or a game line. A line's moves are replayed from its start (the game's own error
 * for a move that is not legal, with `detail.ply`); a `GameRecord` is trusted, its moves having been
 * checked when played. Each move needs the protocol's text (`INVALID_ARGUMENT` otherwise).
 */
export function readLine<P extends Position, M extends Move>(variant: Variant<P, M, never>, input: P | GameLine<P, M>, protocol: string, text: (move: M) => string | undefined): SentLine<P> {
  if (!isLine(input)) return { root: input, moves: [], position: input };
  const texts: string[] = [];
  const record = input instanceof GameRecord ? (input as GameRecord<P, M>) : undefined;
  let position = input.start;
  input.moves.forEach((move, i) => {
    const word = typeof move === 'object' && move !== null ? text(move) : undefined;
    if (word === undefined) fail('INVALID_ARGUMENT', `move ${i + 1} of the game line is ${describe(move)}, not a move object of ${excerpt(variant.name)} with its ${protocol} text`, { ply: i + 1 });
    texts.push(word);
    if (record) return;
    try {
      position = variant.play(position, move);
    } catch (error) {
      if (!isBoardwrightError(error)) throw error;
      fail(error.code, `move ${i + 1} of the game line: ${error.message}`, { ply: i + 1 });
    }
  });
  return { root: input.start, moves: texts, position: record ? record.position : position };
}
