/**
 * The fast search layer: integer moves, make/unmake on the mutable engine,
 * eliminations applied (and taken back) inside make/unmake.
 */
import { checkedSearch, type SearchState } from '../../core/search.js';
import { MAX_MOVES } from './engine.js';
import { fromEngine, toEngine, type DilkelPosition } from './position.js';

/** The fast {@link SearchState} over a Dilkel position: trusts its caller (perft makes only moves it generated). */
export function dilkelFastSearch(position: DilkelPosition): SearchState<DilkelPosition> {
  const e = toEngine(position);
  return {
    maxMoves: MAX_MOVES,
    generate: (out) => e.generate(out),
    make: (m) => e.make(m),
    unmake: () => e.unmake(),
    hash: () => e.hash(),
    position: () => fromEngine(e),
  };
}

/** The {@link SearchState} `dilkel.search` hands out: a bogus move, buffer or undo is a coded error, the state unchanged. */
export function dilkelSearch(position: DilkelPosition): SearchState<DilkelPosition> {
  return checkedSearch(dilkelFastSearch(position));
}
