/**
 * The engine's search layer as a text wrapper (shogi, xiangqi) hands it out: the same integer moves,
 * with `move(m)` answering the move object the wrapper lists (matched by UCI, which both share).
 */
import type { FairyMove, FairyPosition } from '../../core/declarative/fairy/variant.js';
import type { SearchState } from '../../core/search.js';

/** Wraps `inner` so that `move(m)` gives `listed(position)`'s move; the board view (if any) is passed on. */
export function relistedSearch<M extends FairyMove>(inner: SearchState<FairyPosition, FairyMove>, listed: (p: FairyPosition) => readonly M[]): SearchState<FairyPosition, M> {
  return {
    maxMoves: inner.maxMoves,
    generate: (out) => inner.generate(out),
    make: (m) => inner.make(m),
    unmake: () => inner.unmake(),
    hash: () => inner.hash(),
    position: () => inner.position(),
    move(m) {
      const uci = inner.move(m).uci;
      return listed(inner.position()).find((x) => x.uci === uci) as M;
    },
    ...(inner.board === undefined ? {} : { board: inner.board }),
  };
}
