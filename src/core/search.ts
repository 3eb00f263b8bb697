/**
 * The mutable layer beneath the immutable API: integer moves, make/unmake,
 * preallocated buffers. Perft and bots use it; notation is never built here.
 */
import type { Move, Position, Variant } from './variant.js';
import { describe, fail } from './errors.js';

/** A mutable game state for search. Moves are opaque integers. */
export interface SearchState<P extends Position = Position> {
  /** Upper bound on the number of legal moves in any position (buffer size). */
  readonly maxMoves: number;
  /** Writes the legal moves into `out` from index 0 and returns how many. */
  generate(out: Int32Array): number;
  /** Plays a move from the last {@link SearchState.generate} of this state. */
  make(move: number): void;
  /** Takes back the last {@link SearchState.make}. */
  unmake(): void;
  /** Zobrist hash of the current state, kept incrementally. */
  hash(): number;
  /** An immutable snapshot of the current state. */
  position(): P;
}

/**
 * Counts the leaves of the legal-move tree with make/unmake, one preallocated
 * buffer per ply and bulk counting at the last ply (no allocation per node).
 */
export function perft(state: SearchState, depth: number): number {
  requireDepth(depth);
  if (depth === 0) return 1;
  const buffers = Array.from({ length: depth }, () => new Int32Array(state.maxMoves));
  const walk = (d: number): number => {
    const buf = buffers[d - 1] as Int32Array;
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
 * Checks a perft depth: a whole number from 0 up (plain JavaScript callers may pass anything).
 * Throws `INVALID_ARGUMENT` naming the value otherwise.
 */
export function requireDepth(depth: unknown, min = 0): number {
  if (typeof depth !== 'number' || !Number.isInteger(depth) || depth < min) {
    fail('INVALID_ARGUMENT', `perft depth must be ${min === 0 ? 'a non-negative integer' : `an integer of at least ${min}`}, got ${describe(depth)}`);
  }
  return depth;
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
  variant: Pick<Variant<P, M, never>, 'legalMoves' | 'play' | 'hash'>,
  start: P,
  maxMoves = 1024,
): SearchState<P> {
  const stack: P[] = [start];
  // The moves generated at each depth of the stack, so that perft's make after a deeper
  // generate and unmake does not list them again (half the work of a perft on this layer).
  const listed: (readonly M[] | undefined)[] = [];
  const top = (): P => stack[stack.length - 1] as P;
  return {
    maxMoves,
    generate(out) {
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
  };
}
