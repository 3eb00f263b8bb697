/**
 * What a UI asks of a move list: the moves from one node, the destinations map
 * (chessground's `dests` shape) and the choices that share one destination.
 */
import type { Move } from './variant.js';

/**
 * Groups moves by the node they end on, in listing order. A destination with
 * more than one move is a choice the UI must ask about: a promotion piece
 * (`promotion`), a capture route (`path`), a number of men to move (`count`),
 * or which piece in hand to drop there (`movesFrom(position, DROP_FROM)`).
 *
 * @example
 * ```ts
 * const choices = byDestination(chess.movesFrom(position, 'e7')).get('e8') ?? [];
 * if (choices.length > 1) choices.map((m) => m.promotion) // ['Q', 'R', 'B', 'N']
 * ```
 */
export function byDestination<M extends Move>(moves: readonly M[]): Map<string, M[]> {
  const out = new Map<string, M[]>();
  for (const m of moves) {
    const list = out.get(m.to);
    if (list) list.push(m);
    else out.set(m.to, [m]);
  }
  return out;
}

/** The moves of a listing that start on `node`, in listing order. */
export function movesFromList<M extends Move>(moves: readonly M[], node: string): M[] {
  return moves.filter((m) => m.from === node);
}

/** The destinations map of a listing: each start node with the distinct nodes its moves reach, in listing order. */
export function destinationsOf(moves: readonly Move[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of moves) {
    const list = out.get(m.from);
    if (!list) out.set(m.from, [m.to]);
    else if (!list.includes(m.to)) list.push(m.to);
  }
  return out;
}
