/**
 * The mutable layer beneath the immutable API: integer moves, make/unmake,
 * preallocated buffers. Perft and bots use it; notation is never built here.
 */
import type { Move, Position, SearchBoard, SearchState, Variant } from './variant.js';
import { describe, fail } from './errors.js';

// The search state is part of the contract (a variant's `search` returns one), so it is declared
// with the contract in variant.ts; this module, the layer's helpers, passes it on to its importers.
export type { SearchBoard, SearchState } from './variant.js';

/**
 * {@link SearchBoard.sum} over a board array (`cells[node]`: the code on each node, 0 empty), for
 * the games whose view reads one.
 */
export function sumOfCells(table: Int32Array, cells: ArrayLike<number>, size: number): number {
  let s = 0;
  for (let node = 0; node < size; node++) {
    const code = cells[node] as number;
    if (code !== 0) s += table[(code & 255) * size + node] as number;
  }
  return s;
}

/**
 * Where integer move `m` stands in a fresh {@link SearchState.generate} of the
 * state (its index in the listing, for games that list in generate order), or
 * `ILLEGAL_MOVE`. Generating again does not change the state.
 */
export function generatedIndex(state: Pick<SearchState, 'generate' | 'maxMoves'>, m: number): number {
  const buf = new Int32Array(state.maxMoves);
  const count = state.generate(buf);
  for (let i = 0; i < count; i++) if (buf[i] === m) return i;
  return fail('ILLEGAL_MOVE', `${describe(m)} is not a move of this position (generate lists ${count})`);
}

/**
 * Counts the leaves of the legal-move tree with make/unmake, one preallocated
 * buffer per ply reached and bulk counting at the last ply (no allocation per
 * node). A buffer is made when its ply is first reached, so a deep perft of a
 * finished position allocates nothing.
 */
export function perft(state: SearchState, depth: number): number {
  requireDepth(depth);
  if (depth === 0) return 1;
  const buffers: Int32Array[] = [];
  // Recursion is bounded by MAX_PERFT_DEPTH (requireDepth).
  const walk = (d: number): number => {
    const buf = (buffers[d - 1] ??= new Int32Array(state.maxMoves));
    const count = state.generate(buf);
    if (d === 1) return count;
    let nodes = 0;
    for (let i = 0; i < count; i++) {
      state.make(buf[i] as number);
      nodes += walk(d - 1);
      state.unmake();
    }
    return nodes;
  };
  return walk(depth);
}

/**
 * Deepest perft accepted. Far past any count that could finish (chess perft is published to
 * depth 15), and shallow enough that a walk one call per ply never nears the stack's limit.
 */
export const MAX_PERFT_DEPTH = 1000;

/**
 * Checks a perft depth: a whole number from `min` to {@link MAX_PERFT_DEPTH} (plain JavaScript
 * callers may pass anything). Throws `INVALID_ARGUMENT` naming the value otherwise.
 */
export function requireDepth(depth: unknown, min = 0): number {
  if (typeof depth !== 'number' || !Number.isInteger(depth) || depth < min || depth > MAX_PERFT_DEPTH) {
    fail('INVALID_ARGUMENT', `perft depth must be ${min === 0 ? 'a non-negative integer' : `an integer of at least ${min}`} no greater than ${MAX_PERFT_DEPTH}, got ${describe(depth)}`);
  }
  return depth;
}

/**
 * Checks the buffer given to `generate`: an `Int32Array` with room for `maxMoves` moves
 * (a smaller one would silently lose moves). Throws `INVALID_ARGUMENT` otherwise.
 *
 * @example
 * ```ts
 * requireMoveBuffer(new Int32Array(state.maxMoves), state.maxMoves) // passes
 * requireMoveBuffer(null, 256) // throws INVALID_ARGUMENT
 * ```
 */
export function requireMoveBuffer(out: unknown, maxMoves: number): void {
  if (!(out instanceof Int32Array) || out.length < maxMoves) {
    fail('INVALID_ARGUMENT', `generate needs an Int32Array${maxMoves > 0 ? ` of at least maxMoves (${maxMoves}) entries` : ''}, got ${out instanceof Int32Array ? `one of ${out.length}` : describe(out)}`);
  }
}

/**
 * A {@link SearchState} that refuses what the fast one trusts: a buffer that is not an
 * `Int32Array` of `maxMoves`, a move that the last `generate` at this ply did not list
 * (`ILLEGAL_MOVE`), and `unmake` with nothing made (`NOTHING_TO_UNDO`), each before the
 * wrapped state is touched. Costs a copy of each generated list, so perft walks the fast
 * state itself; this is what `variant.search` hands out. `board`: the board view to hand out
 * ({@link SearchState.board}; by default the wrapped state's own).
 *
 * @example
 * ```ts
 * const s = checkedSearch(fastState);
 * s.make(12345) // throws ILLEGAL_MOVE, fastState unchanged
 * ```
 */
export function checkedSearch<P extends Position, M extends Move>(state: SearchState<P, M>, board: SearchBoard | undefined = state.board): SearchState<P, M> {
  const lists: Int32Array[] = [];
  const counts: (number | undefined)[] = [];
  let ply = 0;
  const listAt = (): Int32Array => (lists[ply] ??= new Int32Array(state.maxMoves));
  const generate = (out: Int32Array): number => {
    requireMoveBuffer(out, state.maxMoves);
    const n = state.generate(out);
    listAt().set(out.subarray(0, n));
    counts[ply] = n;
    return n;
  };
  const checked: SearchState<P, M> = {
    maxMoves: state.maxMoves,
    generate,
    make(move) {
      // Listed now if the caller did not generate at this ply (the contract allows it).
      if (counts[ply] === undefined) generate(new Int32Array(state.maxMoves));
      const list = listAt(), n = counts[ply] ?? 0;
      let found = false;
      for (let i = 0; i < n && !found; i++) found = list[i] === move;
      if (!found) fail('ILLEGAL_MOVE', `${describe(move)} is not a move the last generate listed at this ply`);
      state.make(move);
      ply++;
      counts[ply] = undefined;
    },
    unmake() {
      if (ply === 0) fail('NOTHING_TO_UNDO', 'no move to take back');
      state.unmake();
      counts[ply] = undefined;
      ply--;
    },
    hash: () => state.hash(),
    position: () => state.position(),
    move: (m) => state.move(m), // checks `m` against a fresh generate itself
    ...(board === undefined ? {} : { board }),
  };
  unchecked.set(checked, state);
  return checked;
}

const unchecked = new WeakMap<SearchState, SearchState>();

/**
 * The fast state a {@link checkedSearch} wraps (the state itself when it wraps nothing), for
 * library code that makes only moves it generated (the reference bot): no list copy per node.
 */
export function uncheckedSearch<P extends Position, M extends Move>(state: SearchState<P, M>): SearchState<P, M> {
  return (unchecked.get(state) as SearchState<P, M> | undefined) ?? state;
}

/**
 * Perft split by first move: the count below each legal move (for debugging against other engines).
 * Depth 1 gives 1 per move; depth 0 has no first move and is refused.
 */
export function divide<P extends Position, M extends Move>(variant: Variant<P, M, never>, position: P, depth: number): { move: string; nodes: number }[] {
  requireDepth(depth, 1);
  return variant.legalMoves(position).map((move) => ({
    move: move.notation,
    nodes: depth === 1 ? 1 : variant.perft(variant.play(position, move), depth - 1),
  }));
}

/**
 * A {@link SearchState} built on a variant's immutable API: move `i` is the
 * i-th entry of `legalMoves`. Simple and always correct; variants with a
 * dedicated fast path replace it.
 */
export function immutableSearch<P extends Position, M extends Move>(
  variant: { legalMoves(position: P): readonly M[]; play(position: P, move: M): P; hash(position: P): number },
  start: P,
  maxMoves = 1024,
): SearchState<P, M> {
  const stack: P[] = [start];
  // The moves generated at each depth of the stack, so that perft's make after a deeper
  // generate and unmake does not list them again (half the work of a perft on this layer).
  const listed: (readonly M[] | undefined)[] = [];
  const top = (): P => stack[stack.length - 1] as P;
  return {
    maxMoves,
    generate(out) {
      requireMoveBuffer(out, maxMoves);
      const moves = variant.legalMoves(top());
      if (moves.length > out.length) fail('INVALID_STATE', `position has ${moves.length} moves, more than the buffer of ${out.length}`);
      listed[stack.length - 1] = moves;
      for (let i = 0; i < moves.length; i++) out[i] = i;
      return moves.length;
    },
    make(move) {
      const level = stack.length - 1;
      const moves = (listed[level] ??= variant.legalMoves(top()));
      const m = moves[move];
      if (!m) fail('ILLEGAL_MOVE', `no move number ${move} in this position`);
      stack.push(variant.play(top(), m));
      listed[level + 1] = undefined;
    },
    unmake() {
      if (stack.length === 1) fail('NOTHING_TO_UNDO', 'no move to take back');
      listed[stack.length - 1] = undefined;
      stack.pop();
    },
    hash: () => variant.hash(top()),
    position: top,
    move(m) {
      const found = Number.isInteger(m) ? (listed[stack.length - 1] ??= variant.legalMoves(top()))[m] : undefined;
      if (!found) fail('ILLEGAL_MOVE', `${describe(m)} is not a move of this position`);
      return found;
    },
  };
}
