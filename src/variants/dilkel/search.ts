/**
 * The fast search layer: integer moves, make/unmake on the mutable engine,
 * eliminations applied (and taken back) inside make/unmake.
 */
import { checkedSearch, generatedIndex, sumOfCells, type SearchState } from '../../core/search.js';
import { describeMove, type DilkelMove } from './notation.js';
import { MAX_MOVES } from './engine.js';
import { fromEngine, toEngine, type DilkelPosition } from './position.js';
import { DILKEL_PLAYERS, type DilkelPlayer } from './seating.js';
import { KIND_LETTERS } from './tables.js';

/** The fast {@link SearchState} over a Dilkel position: trusts its caller (perft makes only moves it generated). */
export function dilkelFastSearch(position: DilkelPosition): SearchState<DilkelPosition, DilkelMove> {
  const e = toEngine(position);
  return {
    maxMoves: MAX_MOVES,
    generate: (out) => e.generate(out),
    make: (m) => e.make(m),
    unmake: () => e.unmake(),
    hash: () => e.hash(),
    position: () => fromEngine(e),
    // The engine's squares: code = seat * 8 + kind (tables.ts), as the variant's pieceReader reads them.
    board: {
      size: e.n,
      pieceAt: (node) => e.sq[node] as number,
      piece: (code) => (code <= 0 ? undefined : { player: DILKEL_PLAYERS[code >> 3] as DilkelPlayer, kind: KIND_LETTERS[code & 7] as string }),
      mover: () => DILKEL_PLAYERS[e.turn] as DilkelPlayer,
      sum: (table) => sumOfCells(table, e.sq, e.n),
    },
    // The listing is built from the same generate, in its order (index.ts).
    move(m) {
      const search = this as SearchState<DilkelPosition, DilkelMove>;
      generatedIndex(search, m);
      return describeMove(e, m);
    },
  };
}

/** The {@link SearchState} `dilkel.search` hands out: a bogus move, buffer or undo is a coded error, the state unchanged. */
export function dilkelSearch(position: DilkelPosition): SearchState<DilkelPosition, DilkelMove> {
  return checkedSearch(dilkelFastSearch(position));
}
