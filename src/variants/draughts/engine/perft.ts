/** Perft for the family's search states: make/unmake, and the last ply counted without being made. */
import type { SearchState } from '../../../core/index.js';

/** A search state that can count its moves without writing them (perft's last ply). */
export interface CountingState extends SearchState {
  /** Number of legal moves of the current position. */
  count(): number;
  /**
   * Number of legal moves after `move` (a move of the current ply), which is
   * made and taken back without what a count does not read (the hash, the
   * repetition memory, the draw counters): perft's last two plies.
   */
  countAfter?(move: number): number;
}

/** Leaf count with make/unmake; the last ply only counts (the last two, for a state with countAfter). */
export function countingPerft(state: CountingState, depth: number): number {
  if (depth === 0) return 1;
  // A buffer per ply reached (a deep perft of a finished game allocates nothing); recursion is
  // bounded by the depth limit the variant checked.
  return walk(state, depth, [], state.countAfter !== undefined);
}

function walk(state: CountingState, d: number, buffers: Int32Array[], after: boolean): number {
  if (d === 1) return state.count();
  const buf = (buffers[d - 1] ??= new Int32Array(state.maxMoves));
  const k = state.generate(buf);
  let nodes = 0;
  if (after && d === 2) {
    for (let i = 0; i < k; i++) nodes += (state as Required<CountingState>).countAfter(buf[i] as number);
    return nodes;
  }
  for (let i = 0; i < k; i++) {
    state.make(buf[i] as number);
    nodes += walk(state, d - 1, buffers, after);
    state.unmake();
  }
  return nodes;
}
