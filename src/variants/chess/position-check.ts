/**
 * The field checks of a chess position object, run on every call that takes
 * one: a hand-made object gets the checks FEN text gets (the board-level ones,
 * which need the board decoded, are in `ChessState.load`). Nothing here scans
 * more than the `keys` array, which is bounded by {@link KEPT_KEYS}.
 */
import { describe, fail } from '../../core/errors.js';
import { MAX_CLOCK } from './clocks.js';
import { castlingText } from './codes.js';
import { KEPT_KEYS } from './repetition.js';
import type { ChessPosition } from './types.js';

/** The 16 castling fields a position can have (`KQkq`, its subsets in that order, `-`). */
const CASTLING_FIELDS: ReadonlySet<string> = /* @__PURE__ */ new Set(Array.from({ length: 16 }, (_, rights) => castlingText(rights)));

/** The castling field of a Chess960 position: X-FEN letters, at most four, or `-`. */
const CHESS960_CASTLING = /^(?:-|[A-HKQa-hkq]{1,4})$/;

function bad(message: string, field: string): never {
  return fail('INVALID_POSITION', `a chess position needs ${message}`, { field });
}

/**
 * Rejects objects that are not chess positions, naming the field: wrong types,
 * castling text that is not canonical FEN, clocks out of range, and `keys` that
 * are not hashes or more than the position's history can hold.
 *
 * @example
 * ```ts
 * checkShape({ ...chess.setup(), castling: 'xyz' }) // throws INVALID_POSITION naming "castling"
 * ```
 */
export function checkShape(position: ChessPosition, chess960Castling = false): void {
  const p = position as unknown as Record<string, unknown>;
  // Chess960 names castling rooks by file too (X-FEN); the state checks that the rooks are there.
  if (chess960Castling && typeof p.castling === 'string' && CHESS960_CASTLING.test(p.castling)) return checkShape({ ...position, castling: '-' });
  if (typeof p.board !== 'string' || p.board.length !== 64) bad('"board": 64 characters from a1 to h8', 'board');
  if (p.turn !== 'white' && p.turn !== 'black') bad(`"turn" "white" or "black", got ${describe(p.turn)}`, 'turn');
  if (typeof p.castling !== 'string' || !CASTLING_FIELDS.has(p.castling)) bad(`"castling" as in FEN ("KQkq", a subset in that order, or "-"), got ${describe(p.castling)}`, 'castling');
  if (p.enPassant !== null && typeof p.enPassant !== 'string') bad(`"enPassant": a square name or null, got ${describe(p.enPassant)}`, 'enPassant');
  const { halfmove, fullmove, keys } = p;
  if (!Number.isSafeInteger(halfmove) || (halfmove as number) < 0 || (halfmove as number) > MAX_CLOCK) bad(`"halfmove": a whole number from 0 to ${MAX_CLOCK}, got ${describe(halfmove)}`, 'halfmove');
  if (!Number.isSafeInteger(fullmove) || (fullmove as number) < 1 || (fullmove as number) > MAX_CLOCK) bad(`"fullmove": a whole number from 1 to ${MAX_CLOCK}, got ${describe(fullmove)}`, 'fullmove');
  if (!Array.isArray(keys)) bad('"keys" (an array of earlier position hashes)', 'keys');
  const list = keys as readonly unknown[];
  // One earlier position per half-move since the last capture or pawn move, and no more than are kept.
  if (list.length > Math.min(halfmove as number, KEPT_KEYS)) bad(`"keys": at most one hash per half-move of "halfmove" (${halfmove as number}) and at most ${KEPT_KEYS}, got ${list.length}`, 'keys');
  for (let i = 0; i < list.length; i++) {
    const k = list[i];
    if (typeof k !== 'number' || !Number.isSafeInteger(k) || k < 0) bad(`"keys": position hashes (whole numbers from 0), got ${describe(k)} at index ${i}`, 'keys');
  }
}
