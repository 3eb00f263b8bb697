/**
 * Builds the {@link Variant} object from a complete definition: the position and option checks, the
 * non-throwing twins and the node and piece readers every game shares. Nothing here checks the
 * definition itself, what its hooks return, or supplies a default hook (define.ts does, for
 * `defineVariant`, in hook-answers.ts): a built-in game writes every hook it uses out and is trusted
 * to answer in shape, and its bundle carries only those hooks.
 */
import { attempt, BoardwrightError, describe, excerpt, fail, isBoardwrightError, requireText } from './errors.js';
import { boardNodes } from './board-nodes.js';
import { requireOptionNames } from './options.js';
import { NONE, type Board } from './graph.js';
import { requireDepth, type SearchState } from './search.js';
import { isStrict } from './strict.js';
import { DROP_FROM, type EndReason, type Move, type Piece, type PlacedPiece, type Position, type Variant } from './variant.js';
import { declareListedMove } from './listed-move.js';
import type { CompleteSpec } from './variant-spec.js';

/** Checks that a value is a position of this variant (plain JavaScript callers get a clear error). */
export function requirePosition(value: unknown, id: string): void {
  if (typeof value !== 'object' || value === null) fail('INVALID_ARGUMENT', `expected a ${id} position, got ${describe(value)}`);
  const v = (value as Position).variant;
  // describe, not String: a hostile `variant` (a symbol, an object without a prototype) cannot be turned into text.
  if (v !== id) fail('INVALID_ARGUMENT', `expected a ${id} position, got ${v === undefined ? 'an object without a variant field' : typeof v === 'string' ? `a ${v.slice(0, 40)} position` : `a position whose variant is ${describe(v)}`}`);
}

/**
 * The variant object of a complete definition (see {@link CompleteSpec}); `defineVariant` is this
 * after checking a user's definition and filling in the defaults. Internal.
 */
export function assembleVariant<P extends Position, M extends Move, O = Record<string, unknown>, R extends string = EndReason, S extends SearchState<P, M> = SearchState<P, M>>(
  spec: CompleteSpec<P, M, O, R, S>,
): Variant<P, M, O, R, S> {
  let board: Board | undefined;
  const optionNames = spec.optionNames ?? [];
  const legalMoves = (position: P): readonly M[] => spec.legalMoves(position);
  const nodeOf = (name: unknown): number => {
    if (typeof name !== 'string') fail('INVALID_ARGUMENT', `a node must be a node name (string), got ${describe(name)}`);
    const id = variant.board.nodeId(name);
    if (id === NONE) fail('UNKNOWN_NODE', `there is no node ${excerpt(name)} on the ${spec.name} board`);
    return id;
  };
  const reader = (position: P): ((node: number) => Piece<P['turn']> | undefined) => {
    requirePosition(position, spec.id);
    if (!spec.pieceReader) return fail('INVALID_STATE', `${spec.name} does not say what stands where (its definition has no pieceReader hook)`);
    return spec.pieceReader(position);
  };
  // A game's own play, or the generic reading of moves over the checked hooks (core move-resolver.ts).
  // The resolver comes first: `defineVariant` passes it over a user's definition, whatever else that holds.
  const resolve = spec.resolver?.({ name: spec.name, resolveMove: spec.resolveMove, resolveMoveObject: spec.resolveMoveObject, legalMoves, status: (position) => spec.status(position) });
  const variant: Variant<P, M, O, R, S> = {
    id: spec.id,
    name: spec.name,
    players: spec.players,
    get board() {
      return (board ??= spec.createBoard());
    },
    setup: (options) => (requireOptionNames(options, optionNames, spec.name), spec.setup(options)),
    parse: (text, options) => {
      const checked = requireText(text, `${spec.name} position text`);
      requireOptionNames(options, optionNames, spec.name);
      return asTextError(() => spec.parse(checked, options));
    },
    tryParse: (text, options) => attempt(() => variant.parse(text, options)),
    format: (position) => (requirePosition(position, spec.id), spec.format(position)),
    legalMoves: (position) => (requirePosition(position, spec.id), legalMoves(position)),
    play: resolve || !spec.play ? ((position, move, options) => {
      requirePosition(position, spec.id);
      return spec.apply(position, resolve!(position, move, isStrict(options)));
    }) : spec.play,
    tryPlay: (position, move, options) => attempt(() => variant.play(position, move, options)),
    status: (position) => (requirePosition(position, spec.id), spec.status(position)),
    perft: (position, depth) => {
      requirePosition(position, spec.id);
      requireDepth(depth);
      return spec.perft(position, depth);
    },
    hash: (position) => (requirePosition(position, spec.id), spec.hash(position)),
    search: (position) => (requirePosition(position, spec.id), spec.search(position)),
    render: (position) => (requirePosition(position, spec.id), spec.render(position)),
    // The look is data for a drawer; a drawer asks for the hands of a position it has checked (status).
    look: spec.hands ? { ...spec.svg, hands: (position) => spec.hands!(position) } : spec.svg ?? {},
    movesFrom: (position, node) => {
      requirePosition(position, spec.id);
      // Moves that start off the board (drops) are "from" DROP_FROM, which names no node.
      if (node === DROP_FROM) return legalMoves(position).filter((m) => m.from === DROP_FROM);
      return spec.movesFrom(position, nodeOf(node));
    },
    destinations: (position) => (requirePosition(position, spec.id), spec.destinations(position)),
    pieceAt: (position, node) => reader(position)(nodeOf(node)),
    pieces: (position) => {
      const read = reader(position);
      const out: PlacedPiece<P['turn']>[] = [];
      for (const n of boardNodes(variant.board)) {
        const piece = read(n.id);
        if (piece) out.push({ node: n.name, ...piece });
      }
      return out;
    },
  };
  // The listed move this play played is the one it resolved: a record asks for it (listed-move.ts).
  if (resolve) declareListedMove(variant.play, (position, move, options) => resolve(position as P, move as M | string, isStrict(options)));
  const evaluate = spec.evaluate;
  if (evaluate) variant.evaluate = (position, player) => (requirePosition(position, spec.id), evaluate(position, player));
  return variant;
}

/**
 * Runs a game's text parser so that every refusal of position text is `INVALID_FEN` (docs/errors.md),
 * also when a check shared with position objects (which says `INVALID_POSITION`) found the problem.
 */
function asTextError<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (isBoardwrightError(error) && error.code === 'INVALID_POSITION') throw new BoardwrightError('INVALID_FEN', error.message, error.detail);
    throw error;
  }
}
