/**
 * Builds a full {@link Variant} from the parts a game really has to write:
 * the non-throwing twins, move-text resolution, input checks and the default
 * search layer are the same for every game and live here once.
 */
import { attempt, BoardwrightError, describe, excerpt, fail, isBoardwrightError, requireText } from './errors.js';
import { boardNodes } from './board-nodes.js';
import { refuseIfOver } from './game-over.js';
import { legalPreview } from './move-list.js';
import { requireOptionNames } from './options.js';
import { NONE, type Board } from './graph.js';
import { destinationsOf, movesFromList } from './moves-from.js';
import { immutableSearch, perft as searchPerft, requireDepth, type SearchState } from './search.js';
import { isStrict, requireCanonical, requireListedFields } from './strict.js';
import { DROP_FROM, type EndReason, type Move, type Piece, type PlacedPiece, type Position, type Status, type Variant } from './variant.js';
import { declareListedMove } from './listed-move.js';
import { requireDefinitionName, requireDefinitionNames } from './definition-names.js';
import type { SvgHand, SvgLook } from './look.js';

/** What a game supplies to {@link defineVariant}. */
export interface VariantSpec<P extends Position, M extends Move, O, R extends string = EndReason, S extends SearchState<P, M> = SearchState<P, M>> {
  readonly id: string;
  readonly name: string;
  readonly players: readonly P['turn'][];
  /** Names of the options `setup` and `parse` take; any other name is `INVALID_OPTION` (docs/errors.md). Default: none. */
  readonly optionNames?: readonly string[];
  /** Builds the board; called once, on first use (nothing is built at import time). */
  createBoard(): Board;
  setup(options?: O): P;
  /** Parses position text that {@link requireText} has already checked is a sane string. */
  parse(text: string, options?: O): P;
  format(position: P): string;
  legalMoves(position: P): readonly M[];
  /**
   * Plays a move taken from `legalMoves(position)`. Whether a finished game still lists moves is the game's choice (most list none; chess keeps listing them after automatic draws, as perft requires).
   * When a finished game lists none, `play` throws `GAME_OVER` before this is called.
   */
  apply(position: P, move: M): P;
  /**
   * Resolves move text to one of `legal`. Default: exact match on `notation`.
   * Throw `INVALID_MOVE_TEXT`, `ILLEGAL_MOVE` or `AMBIGUOUS_MOVE` as fits.
   */
  resolveMove?(position: P, text: string, legal: readonly M[]): M;
  /**
   * Resolves a move object that is no listed move (nor equal to one by notation, from, to and kind)
   * to one of `legal`: a game that reads `{ from, to }`, `{ from, to, promotion }` and drops
   * `{ piece, to }` passes core `moveByFields` here. Default: such an object is `ILLEGAL_MOVE`.
   * Throw `INVALID_ARGUMENT`, `ILLEGAL_MOVE` or `AMBIGUOUS_MOVE` as fits.
   */
  resolveMoveObject?(position: P, move: object, legal: readonly M[]): M;
  status(position: P): Status<P['turn'], R>;
  hash(position: P): number;
  render(position: P): string;
  /** How the game looks (squares, points, colours, seats, glyphs), as `renderSvg` of `boardwright/svg` draws it; default points joined by the graph's edges. */
  readonly svg?: SvgLook;
  /** Pieces each player holds off the board (crazyhouse pockets); `renderSvg` draws them beside the board. Default: none. Both go to the variant's `look`. */
  hands?(position: P): readonly SvgHand[];
  /** A fast make/unmake layer; default: {@link immutableSearch} over this variant. */
  search?(position: P): S;
  /** A fast perft; default: core {@link searchPerft} over `search`. */
  perft?(position: P, depth: number): number;
  /**
   * Reads what stands where: checks the position once and returns a function
   * giving the piece on a node id (already checked to be on the board), or
   * `undefined`. `kind` is one upper-case letter, or `+` and one for a piece
   * promoted in place (see {@link Piece}). This one
   * hook gives the variant `pieceAt` and `pieces`; without it they throw `INVALID_STATE`.
   * @example
   * ```ts
   * pieceReader: (p) => (node) => p.cells[node] ? { player: p.cells[node] > 0 ? 'a' : 'b', kind: 'M' } : undefined
   * ```
   */
  pieceReader?(position: P): (node: number) => Piece<P['turn']> | undefined;
  /** A faster `movesFrom` (node id already checked); default: `legalMoves` filtered by `from`. */
  movesFrom?(position: P, node: number): readonly M[];
  /** A faster `destinations`; default: built from `legalMoves`. */
  destinations?(position: P): Map<string, string[]>;
  /** A static score for the reference bot (see {@link Variant.evaluate}); optional. */
  evaluate?(position: P, player: string): number;
}

/** Longest move text read; longer text is refused before any matching (no move of any game comes near). */
const MAX_MOVE_TEXT = 10_000;

/** Same move? Compared by what a user can see, so a move object rebuilt from JSON is accepted. */
export function sameMove(a: Move, b: Move): boolean {
  return a.notation === b.notation && a.from === b.from && a.to === b.to && (a.kind ?? '') === (b.kind ?? '');
}

/**
 * Does move object `b`, which names listed move `a` by its text, say otherwise in a field the text
 * may not show — `{ ...gatedMove, gate: null }` declines the gate, `{ ...promotion, promotion: 'N' }`
 * asks for another piece? Then it is not `a` (the fields' resolver decides). `null` and a missing
 * field both mean "none"; a promotion in either case (`q` for `Q`); a gate by its piece and node.
 */
export function saysOtherwise(a: Move, b: Move): boolean {
  const mine = a as unknown as Record<string, unknown>, theirs = b as unknown as Record<string, unknown>;
  for (const field of ['promotion', 'wall', 'gate'] as const) {
    if (!(field in theirs)) continue;
    const x = mine[field] ?? null, y = theirs[field] ?? null;
    if (x === y || (field === 'promotion' && typeof x === 'string' && typeof y === 'string' && x.toUpperCase() === y.toUpperCase())) continue;
    if (field !== 'gate' || x === null || y === null || typeof y !== 'object') return true;
    const gx = x as { piece?: unknown; node?: unknown }, gy = y as { piece?: unknown; node?: unknown };
    if (gx.piece !== gy.piece || gx.node !== gy.node) return true;
  }
  return false;
}

/** Checks that a value is a position of this variant (plain JavaScript callers get a clear error). */
export function requirePosition(value: unknown, id: string): void {
  if (typeof value !== 'object' || value === null) fail('INVALID_ARGUMENT', `expected a ${id} position, got ${describe(value)}`);
  const v = (value as Position).variant;
  // describe, not String: a hostile `variant` (a symbol, an object without a prototype) cannot be turned into text.
  if (v !== id) fail('INVALID_ARGUMENT', `expected a ${id} position, got ${v === undefined ? 'an object without a variant field' : typeof v === 'string' ? `a ${v.slice(0, 40)} position` : `a position whose variant is ${describe(v)}`}`);
}

/** Hooks every game must supply. */
const REQUIRED_HOOKS = ['createBoard', 'setup', 'parse', 'format', 'legalMoves', 'apply', 'status', 'hash', 'render'] as const;
/** Hooks a game may supply. */
const OPTIONAL_HOOKS = ['resolveMove', 'resolveMoveObject', 'hands', 'search', 'perft', 'pieceReader', 'movesFrom', 'destinations', 'evaluate'] as const;
/** Most players a game may seat. */
const MAX_PLAYERS = 16;

/**
 * Checks a definition when it is given (plain JavaScript callers may pass
 * anything): `INVALID_DEFINITION` naming the field. Hooks are checked to be
 * functions here; what they return is checked when they are called.
 */
function checkSpec(spec: unknown): void {
  const who = 'defineVariant';
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) fail('INVALID_DEFINITION', `${who}: expected a game definition object, got ${describe(spec)}`);
  const s = spec as Record<string, unknown>;
  requireDefinitionName(s.id, 'id', who);
  requireDefinitionName(s.name, 'name', who);
  requireDefinitionNames(s.players, 'players', who, 1, MAX_PLAYERS);
  if (s.optionNames !== undefined) requireDefinitionNames(s.optionNames, 'optionNames', who, 0, 64);
  for (const hook of REQUIRED_HOOKS) if (typeof s[hook] !== 'function') fail('INVALID_DEFINITION', `${who}: ${hook} must be a function, got ${describe(s[hook])}`, { field: hook });
  for (const hook of OPTIONAL_HOOKS) if (s[hook] !== undefined && typeof s[hook] !== 'function') fail('INVALID_DEFINITION', `${who}: ${hook} must be a function or absent, got ${describe(s[hook])}`, { field: hook });
  if (s.svg !== undefined && (typeof s.svg !== 'object' || s.svg === null)) fail('INVALID_DEFINITION', `${who}: svg must be an object (an SvgLook) or absent, got ${describe(s.svg)}`, { field: 'svg' });
}

/** A hook returned something its contract does not allow: the definition is broken, `INVALID_DEFINITION` naming the hook. */
function badHook(game: string, hook: string, want: string, got: unknown): never {
  return fail('INVALID_DEFINITION', `${game}: its ${hook} hook returned ${describe(got)}; it must return ${want}`, { hook });
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
  let board: Board | undefined;
  const optionNames = spec.optionNames ?? [];
  // The hooks whose answers the core reads, checked as they are called (a cheap pass over what the hook built anyway).
  const legalMoves = (position: P): readonly M[] => {
    const list: unknown = spec.legalMoves(position);
    if (!Array.isArray(list)) return badHook(spec.name, 'legalMoves', 'an array of moves', list);
    for (const m of list as unknown[]) {
      if (typeof m !== 'object' || m === null || typeof (m as Move).notation !== 'string') badHook(spec.name, 'legalMoves', 'an array of move objects with a notation string', m);
    }
    return list as readonly M[];
  };
  const statusOf = (position: P): Status<P['turn'], R> => {
    const status: unknown = spec.status(position);
    if (typeof status !== 'object' || status === null || typeof (status as Status).over !== 'boolean') return badHook(spec.name, 'status', 'a status object { over, … }', status);
    return status as Status<P['turn'], R>;
  };
  const resolve = (position: P, move: M | string, strict: boolean): M => {
    const legal = legalMoves(position);
    if (typeof move === 'string') {
      const raw = requireText(move, 'move', 'INVALID_ARGUMENT', MAX_MOVE_TEXT);
      if (legal.length === 0) refuseIfOver(statusOf(position), excerpt(raw.trim()));
      if (strict) {
        const exact = legal.find((m) => m.notation === raw);
        if (exact) return exact;
      }
      const text = raw.trim();
      // Every notation names nodes with letters or digits: text without one (or with a control character) is no move text at all.
      if (!spec.resolveMove && (!/[\p{L}\p{N}]/u.test(text) || /\p{Cc}/u.test(text))) fail('INVALID_MOVE_TEXT', `${excerpt(text)} is not move text of ${spec.name}; moves are written like ${legal[0]?.notation ?? 'the notations legalMoves lists'}`);
      const found = spec.resolveMove ? spec.resolveMove(position, text, legal) : legal.find((m) => m.notation === text);
      if (!found) fail('ILLEGAL_MOVE', `${excerpt(text)} is not a legal move for ${position.turn}; legal: ${legalPreview(legal)}`);
      // Strict: the tolerant reader only decides the error (a misspelt legal move vs. no move at all).
      // A move's `uci`, where the game's moves have one, is canonical too (chess and its variants).
      if (strict) requireCanonical(raw, typeof (found as { uci?: unknown }).uci === 'string' ? [found.notation, (found as unknown as { uci: string }).uci] : [found.notation]);
      return found;
    }
    if (typeof move !== 'object' || move === null) fail('INVALID_ARGUMENT', `a move must be a move object or move text, got ${describe(move)}`);
    if (legal.length === 0) refuseIfOver(statusOf(position), describeMoveObject(move));
    const found = legal.find((m) => sameMove(m, move) && !saysOtherwise(m, move)) ?? (spec.resolveMoveObject && !Array.isArray(move) ? spec.resolveMoveObject(position, move, legal) : undefined);
    if (!found) {
      fail('ILLEGAL_MOVE', `${describeMoveObject(move)} is not a legal move for ${position.turn}; legal: ${legalPreview(legal)}`);
    }
    if (strict && found !== move) requireListedFields(move, found);
    return found;
  };
  const nodeOf = (name: unknown): number => {
    if (typeof name !== 'string') fail('INVALID_ARGUMENT', `a node must be a node name (string), got ${describe(name)}`);
    const id = variant.board.nodeId(name);
    if (id === NONE) fail('UNKNOWN_NODE', `there is no node ${excerpt(name)} on the ${spec.name} board`);
    return id;
  };
  const reader = (position: P): ((node: number) => Piece<P['turn']> | undefined) => {
    requirePosition(position, spec.id);
    if (!spec.pieceReader) return fail('INVALID_STATE', `${spec.name} does not say what stands where (its definition has no pieceReader hook)`);
    const read: unknown = spec.pieceReader(position);
    if (typeof read !== 'function') return badHook(spec.name, 'pieceReader', 'a function of a node id', read);
    return (node) => {
      const piece: unknown = (read as (node: number) => unknown)(node);
      if (piece === undefined) return undefined;
      const { player, kind } = (piece ?? {}) as Partial<Piece>;
      if (typeof piece !== 'object' || piece === null || typeof kind !== 'string' || typeof player !== 'string' || !spec.players.includes(player)) {
        return badHook(spec.name, 'pieceReader', 'undefined or a piece { player, kind } whose player is one of the players and whose kind is a string', piece);
      }
      return piece as Piece<P['turn']>;
    };
  };
  const variant: Variant<P, M, O, R, S> = {
    id: spec.id,
    name: spec.name,
    players: spec.players,
    get board() {
      if (board === undefined) {
        const built: unknown = spec.createBoard();
        const b = built as Partial<Board> | null;
        if (typeof built !== 'object' || b === null || typeof b.size !== 'number' || !Array.isArray(b.names) || typeof b.nodeId !== 'function') return badHook(spec.name, 'createBoard', 'a board (createBoard, rect, …)', built);
        board = built as Board;
      }
      return board;
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
    play: (position, move, options) => {
      requirePosition(position, spec.id);
      return spec.apply(position, resolve(position, move, isStrict(options)));
    },
    tryPlay: (position, move, options) => attempt(() => variant.play(position, move, options)),
    status: (position) => (requirePosition(position, spec.id), statusOf(position)),
    perft: (position, depth) => {
      requirePosition(position, spec.id);
      requireDepth(depth);
      return spec.perft ? spec.perft(position, depth) : searchPerft(variant.search(position), depth);
    },
    hash: (position) => (requirePosition(position, spec.id), spec.hash(position)),
    search: (position) => {
      requirePosition(position, spec.id);
      // Without a search hook S is the default SearchState (a spec naming another S supplies its search).
      return spec.search ? spec.search(position) : (immutableSearch({ legalMoves, play: spec.apply, hash: spec.hash }, position) as S);
    },
    render: (position) => (requirePosition(position, spec.id), spec.render(position)),
    // The look is data for a drawer; a drawer asks for the hands of a position it has checked (status).
    look: spec.hands ? { ...spec.svg, hands: (position) => spec.hands!(position) } : spec.svg ?? {},
    movesFrom: (position, node) => {
      requirePosition(position, spec.id);
      // Moves that start off the board (drops) are "from" DROP_FROM, which names no node.
      if (node === DROP_FROM) return legalMoves(position).filter((m) => m.from === DROP_FROM);
      const id = nodeOf(node);
      return spec.movesFrom ? spec.movesFrom(position, id) : movesFromList(legalMoves(position), node);
    },
    destinations: (position) => (requirePosition(position, spec.id), spec.destinations ? spec.destinations(position) : destinationsOf(legalMoves(position))),
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
  declareListedMove(variant.play, (position, move, options) => resolve(position as P, move as M | string, isStrict(options)));
  const evaluate = spec.evaluate;
  if (evaluate) variant.evaluate = (position, player) => (requirePosition(position, spec.id), evaluate(position, player));
  return variant;
}

/** A move object for a message: its notation when it has one. */
function describeMoveObject(move: object): string {
  const notation: unknown = (move as Partial<Move>).notation;
  return typeof notation === 'string' ? `the move ${excerpt(notation)}` : `${describe(move)} without a notation string`;
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
