/**
 * What a user's hooks return, checked as they are called (`defineVariant`, define.ts): a hook that
 * answers out of its contract is `INVALID_DEFINITION` naming the hook, instead of a failure somewhere
 * in the core later. Built-in games are assembled without these checks (assemble-variant.ts): their
 * hooks are tested, and a one-game app need not carry the checks.
 */
import { describe, fail } from './errors.js';
import type { Board } from './graph.js';
import type { Move, Piece, Status } from './variant.js';

/** A hook returned something its contract does not allow: the definition is broken, `INVALID_DEFINITION` naming the hook. */
function badHook(game: string, hook: string, want: string, got: unknown): never {
  return fail('INVALID_DEFINITION', `${game}: its ${hook} hook returned ${describe(got)}; it must return ${want}`, { hook });
}

/** `createBoard`'s answer, which must be a board. */
export function boardAnswer(game: string, built: unknown): Board {
  const b = built as Partial<Board> | null;
  if (typeof built !== 'object' || b === null || typeof b.size !== 'number' || !Array.isArray(b.names) || typeof b.nodeId !== 'function') return badHook(game, 'createBoard', 'a board (createBoard, rect, …)', built);
  return built as Board;
}

/** `legalMoves`' answer, which must be an array of move objects with a notation (a cheap pass over what the hook built anyway). */
export function movesAnswer<M extends Move>(game: string, list: unknown): M[] {
  if (!Array.isArray(list)) return badHook(game, 'legalMoves', 'an array of moves', list);
  for (const m of list as unknown[]) {
    if (typeof m !== 'object' || m === null || typeof (m as Move).notation !== 'string') badHook(game, 'legalMoves', 'an array of move objects with a notation string', m);
  }
  return list as M[];
}

/** `status`' answer, which must be a status object. */
export function statusAnswer<T extends Status>(game: string, status: unknown): T {
  if (typeof status !== 'object' || status === null || typeof (status as Status).over !== 'boolean') return badHook(game, 'status', 'a status object { over, … }', status);
  return status as T;
}

/** `pieceReader`'s answer, a function of a node id whose every answer is checked as it is read. */
export function readerAnswer<T extends string>(game: string, players: readonly string[], read: unknown): (node: number) => Piece<T> | undefined {
  if (typeof read !== 'function') return badHook(game, 'pieceReader', 'a function of a node id', read);
  return (node) => {
    const piece: unknown = (read as (node: number) => unknown)(node);
    if (piece === undefined) return undefined;
    const { player, kind } = (piece ?? {}) as Partial<Piece>;
    if (typeof piece !== 'object' || piece === null || typeof kind !== 'string' || typeof player !== 'string' || !players.includes(player)) {
      return badHook(game, 'pieceReader', 'undefined or a piece { player, kind } whose player is one of the players and whose kind is a string', piece);
    }
    return piece as Piece<T>;
  };
}
