/**
 * The fast search layer: integer moves, make/unmake on the mutable engine,
 * eliminations applied (and taken back) inside make/unmake.
 */
import { fail } from '../../core/errors.js';
import type { SearchState } from '../../core/search.js';
import { MAX_MOVES } from './engine.js';
import { fromEngine, toEngine, type DilkelPosition } from './position.js';

/** A {@link SearchState} over a Dilkel position. */
export function dilkelSearch(position: DilkelPosition): SearchState<DilkelPosition> {
  const e = toEngine(position);
  let made = 0;
  return {
    maxMoves: MAX_MOVES,
    generate: (out) => e.generate(out),
    make: (m) => { e.make(m); made++; },
    unmake: () => {
      if (made === 0) fail('NOTHING_TO_UNDO', 'no move to take back');
      e.unmake();
      made--;
    },
    hash: () => e.hash(),
    position: () => fromEngine(e),
  };
}
