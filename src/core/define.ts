/**
 * Builds a full {@link Variant} from the parts a game really has to write:
 * the non-throwing twins, move-text resolution, input checks and the default
 * search layer are the same for every game and live in the core once. This
 * file is `defineVariant`, the public entry: it checks a definition and fills
 * in the generic defaults; the object itself is built by assemble-variant.ts,
 * which built-in games call directly with every hook written out.
 */
import { describe, fail } from './errors.js';
import { destinationsOf, movesFromList } from './moves-from.js';
import { immutableSearch, perft as searchPerft, type SearchState } from './search.js';
import type { EndReason, Move, Position, Variant } from './variant.js';
import { requireDefinitionNames, requireGameNames } from './definition-names.js';
import { assembleVariant } from './assemble-variant.js';
import { boardAnswer, movesAnswer, readerAnswer, statusAnswer } from './hook-answers.js';
import { moveResolver } from './move-resolver.js';
import type { VariantSpec } from './variant-spec.js';

export type { VariantSpec } from './variant-spec.js';
export { requirePosition } from './assemble-variant.js';
export { sameMove, saysOtherwise } from './move-resolver.js';

/** Hooks every game must supply. */
const REQUIRED_HOOKS = ['createBoard', 'setup', 'parse', 'format', 'legalMoves', 'apply', 'status', 'hash', 'render'] as const;
/** Hooks a game may supply. */
const OPTIONAL_HOOKS = ['resolveMove', 'resolveMoveObject', 'hands', 'search', 'perft', 'pieceReader', 'movesFrom', 'destinations', 'evaluate'] as const;

/**
 * Checks a definition when it is given (plain JavaScript callers may pass
 * anything): `INVALID_DEFINITION` naming the field. Hooks are checked to be
 * functions here; what they return is checked when they are called.
 */
function checkSpec(spec: unknown): void {
  const who = 'defineVariant';
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) fail('INVALID_DEFINITION', `${who}: expected a game definition object, got ${describe(spec)}`);
  const s = spec as Record<string, unknown>;
  requireGameNames(s, who);
  if (s.optionNames !== undefined) requireDefinitionNames(s.optionNames, 'optionNames', who, 0, 64);
  for (const hook of REQUIRED_HOOKS) if (typeof s[hook] !== 'function') fail('INVALID_DEFINITION', `${who}: ${hook} must be a function, got ${describe(s[hook])}`, { field: hook });
  for (const hook of OPTIONAL_HOOKS) if (s[hook] !== undefined && typeof s[hook] !== 'function') fail('INVALID_DEFINITION', `${who}: ${hook} must be a function or absent, got ${describe(s[hook])}`, { field: hook });
  if (s.svg !== undefined && (typeof s.svg !== 'object' || s.svg === null)) fail('INVALID_DEFINITION', `${who}: svg must be an object (an SvgLook) or absent, got ${describe(s.svg)}`, { field: 'svg' });
}

/**
 * Turns a {@link VariantSpec} into a {@link Variant}. A malformed definition
 * (not an object, an id, name or player id that is not 1–64 characters of
 * printable text, players not an array of distinct ids, a hook that is not a
 * function) is `INVALID_DEFINITION` at once; a hook that later returns
 * something of the wrong shape (`createBoard` no board, `legalMoves` no
 * array of moves, `status` no status, `pieceReader` a piece whose `kind` or
 * `player` is not a string) is `INVALID_DEFINITION` naming the hook, when
 * it is called.
 * @example
 * ```ts
 * export const myGame = defineVariant({ id: 'my-game', name: 'My game', players: ['a', 'b'], createBoard: () => rect(4, 4), … });
 * ```
 */
export function defineVariant<P extends Position, M extends Move, O = Record<string, unknown>, R extends string = EndReason, S extends SearchState<P, M> = SearchState<P, M>>(
  spec: VariantSpec<P, M, O, R, S>,
): Variant<P, M, O, R, S> {
  checkSpec(spec);
  // Each hook is read from the definition when it is called, with the definition as `this` (as a
  // class instance's methods need), and what it returns is checked (hook-answers.ts); the generic
  // defaults read the checked hooks through the variant.
  const variant: Variant<P, M, O, R, S> = assembleVariant<P, M, O, R, S>({
    id: spec.id,
    name: spec.name,
    players: spec.players,
    ...(spec.optionNames === undefined ? {} : { optionNames: spec.optionNames }),
    ...(spec.svg === undefined ? {} : { svg: spec.svg }),
    createBoard: () => boardAnswer(spec.name, spec.createBoard()),
    setup: (options) => spec.setup(options),
    parse: (text, options) => spec.parse(text, options),
    format: (position) => spec.format(position),
    legalMoves: (position) => movesAnswer<M>(spec.name, spec.legalMoves(position)),
    apply: (position, move) => spec.apply(position, move),
    status: (position) => statusAnswer(spec.name, spec.status(position)),
    hash: (position) => spec.hash(position),
    render: (position) => spec.render(position),
    ...(spec.resolveMove ? { resolveMove: (position: P, text: string, legal: readonly M[]) => spec.resolveMove!(position, text, legal) } : {}),
    ...(spec.resolveMoveObject ? { resolveMoveObject: (position: P, move: object, legal: readonly M[]) => spec.resolveMoveObject!(position, move, legal) } : {}),
    ...(spec.hands ? { hands: (position: P) => spec.hands!(position) } : {}),
    ...(spec.pieceReader ? { pieceReader: (position: P) => readerAnswer<P['turn']>(spec.name, spec.players, spec.pieceReader!(position)) } : {}),
    ...(spec.evaluate ? { evaluate: (position: P, player: string) => spec.evaluate!(position, player) } : {}),
    // Without a search hook S is the default SearchState (a spec naming another S supplies its search).
    search: (position) => (spec.search ? spec.search(position) : (immutableSearch({ legalMoves: variant.legalMoves, play: spec.apply, hash: spec.hash }, position) as S)),
    perft: (position, depth) => (spec.perft ? spec.perft(position, depth) : searchPerft(variant.search(position), depth)),
    movesFrom: (position, node) => (spec.movesFrom ? spec.movesFrom(position, node) : movesFromList(variant.legalMoves(position), variant.board.names[node]!)),
    destinations: (position) => (spec.destinations ? spec.destinations(position) : destinationsOf(variant.legalMoves(position))),
    resolver: moveResolver,
  });
  return variant;
}
