/**
 * The mutable layer beneath the immutable API: integer moves, make/unmake,
 * preallocated buffers. Perft and bots use it; notation is never built here.
 */
import type { Move, Piece, Position, Status, Variant } from './variant.js';
import { describe, fail } from './errors.js';

/**
 * A mutable game state for search. Moves are opaque integers; {@link SearchState.move}
 * maps one back to the move object `legalMoves` lists.
 */
export interface SearchState<P extends Position = Position, M extends Move = Move> {
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
  /**
   * The move object of integer move `m` of the current state: equal, field by
   * field, to the entry of `legalMoves(position())` it plays. Throws
   * `ILLEGAL_MOVE` when `m` is not a move {@link SearchState.generate} gives now.
   * Builds notation, so call it for the moves you report, not inside the search.
   * @example
   * ```ts
   * const state = chess.search(chess.setup());
   * const buf = new Int32Array(state.maxMoves);
   * state.generate(buf);
   * state.move(buf[0]).notation // 'a3' (the listing's first move)
   * ```
   */
  move(m: number): M;
  /**
   * Optional: a read-only view of the current board, for code that scores positions inside a
   * search (the reference bot) without building a {@link SearchState.position} snapshot per node.
   * Games whose search state keeps a board array give one; it follows every make and unmake.
   */
  readonly board?: SearchBoard;
}

/**
 * What stands where in a {@link SearchState} now, read without copying. Codes are the engine's own
 * small integers (from -128 to 127, 0 always empty); {@link SearchBoard.piece} names them.
 * @example
 * ```ts
 * const board = draughts.search(draughts.setup()).board;
 * board?.piece(board.pieceAt(0)) // { player: 'black', kind: 'M' } (square 1 holds a black man)
 * ```
 */
export interface SearchBoard {
  /** Nodes of the board (the variant's `board.size`): {@link SearchBoard.pieceAt} takes 0 to size - 1. */
  readonly size: number;
  /** The code of the piece on board node `node` now (the variant's node index), 0 when it is empty. */
  pieceAt(node: number): number;
  /** The piece that code `code` stands for (the same every time), undefined for 0 (a code the game never uses may name anything). */
  piece(code: number): Piece | undefined;
  /** The player to move now (an id of the variant's `players`). */
  mover(): string;
  /**
   * Optional, for speed: does move `m` of the last {@link SearchState.generate} at the current
   * node take a piece off the board? (Where captures are compulsory, one move tells for the node,
   * without making it.)
   */
  isCapture?(m: number): boolean;
  /**
   * Optional, for speed: the sum of `table[(code & 255) * size + node]` over the occupied nodes,
   * which a loop over {@link SearchBoard.pieceAt} adds up, without a call per node. `table` holds
   * a number per piece code and node (`256 * size` entries): a score kept by piece and square.
   */
  sum?(table: Int32Array): number;
  /**
   * Optional, for speed: plies since the last move no later position can undo (a capture, a man
   * or pawn move). No position older than that can recur, so a repetition test looks no further back.
   */
  sinceIrreversible?(): number;
  /**
   * In games with pieces in hand (drops), how many pieces of the player and kind that code `code`
   * names ({@link SearchBoard.piece}) that player holds in hand now. A view of such a game gives it:
   * a score from the board alone would miss the hands. Absent in games without hands.
   */
  inHand?(code: number): number;
  /**
   * Optional, for speed: the number of legal moves of the side to move when none of them captures,
   * counted without listing them (as perft counts its last ply); -1 when some do, or when the view
   * cannot tell without listing them (then `generate` does).
   */
  quietCount?(): number;
  /**
   * Optional, for speed: the game's status now, what the variant's `status` says of a
   * {@link SearchState.position} snapshot, without building one (the bot asks it where a search
   * finds no move: in some games that is every few plies).
   */
  status?(): Status;
  /**
   * Optional, for speed: how many pieces of code `code` stand on the board now (what a look at
   * every node counts), for a material count by kind instead of by node.
   */
  pieceCount?(code: number): number;
}

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
