/**
 * The UI queries on the integer move list: `destinations` without building any
 * SAN (chessground's `dests` as fast as the move generator), `movesFrom` building
 * move objects only for the moves of one square.
 */
import { squareName } from './codes.js';
import { moveObject } from './san.js';
import { holds, scratch } from './scratch.js';
import type { ChessMove, ChessPosition } from './types.js';

/** Each start square with the distinct squares its moves reach, in generate (= listing) order. The position is already checked. */
export function chessDestinations(position: ChessPosition): Map<string, string[]> {
  const { state, moves } = scratch(position);
  const count = state.generate(moves);
  const out = new Map<string, string[]>();
  let lastFrom = -1, lastTo = -1;
  let list: string[] = [];
  for (let i = 0; i < count; i++) {
    const m = moves[i]!;
    const from = m & 63, to = (m >> 6) & 63;
    if (from === lastFrom && to === lastTo) continue; // the other promotion pieces of one pawn move
    if (from !== lastFrom) {
      const name = squareName(from);
      list = out.get(name) ?? [];
      if (list.length === 0) out.set(name, list);
    }
    list.push(squareName(to));
    lastFrom = from;
    lastTo = to;
  }
  holds(position); // only generated: the state still holds the position
  return out;
}

/** The listed moves from square `from` (a board node id), equal field for field to their `legalMoves` entries. The position is already checked. */
export function chessMovesFrom(position: ChessPosition, from: number): ChessMove[] {
  const { state, moves, replies } = scratch(position);
  const count = state.generate(moves);
  let n = 0;
  for (let i = 0; i < count; i++) if ((moves[i]! & 63) === from) moves[n++] = moves[i]!; // compacted: SAN needs only `replies`
  const out: ChessMove[] = [];
  for (let i = 0; i < n; i++) out.push(moveObject(state, moves[i]!, replies));
  holds(position); // building SAN made and took back each move
  return out;
}
