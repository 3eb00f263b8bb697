/**
 * Builds a full variant (the core contract) from a chess variant's rule hooks: the chess engine
 * with the hooks for search and perft, the variant's move list for move objects and move text.
 */
import { defineVariant } from '../../../core/define.js';
import { declareListedMove, listedMoveFinder } from '../../../core/listed-move.js';
import { RecentObjects } from '../../../core/recent-objects.js';
import { attempt, describe, fail } from '../../../core/errors.js';
import { lazy } from '../../../core/lazy.js';
import { renderChessBoard } from '../render.js';
import { isStrict, requireListedFields } from '../../../core/strict.js';
import type { EndReason, Variant } from '../../../core/variant.js';
import { chessBoard } from '../board.js';
import { CHESS_LOOK } from '../look.js';
import { pieceOfLetter } from '../variant.js';
import { checkShape } from '../position-check.js';
import type { ChessPosition } from '../types.js';
import type { ChessRules } from './hooks.js';
import { RulesState } from './rules-state.js';
import { formatVariantFen, parseVariantFen } from './variant-fen.js';
import { moveObjects, resolveVariantText } from './variant-moves.js';
import { quickMove } from './variant-play.js';
import { findSquareMove, isSquareMove } from '../square-move.js';
import { variantStatus } from './variant-status.js';
import type { ChessVariantId, ChessVariantMove, ChessVariantPosition, ChessVariantPositions } from './types.js';
import type { ChessMoveInput } from '../types.js';
import type { SearchState } from '../../../core/search.js';

/**
 * A chess variant as exported: its precise position type ({@link ChessVariantPositions}), the chess
 * move object, and the chess move input (text, a listed move, or `{ from, to, promotion? }`).
 */
export type ChessVariant<V extends ChessVariantId, O = Record<string, never>> = Variant<ChessVariantPositions[V], ChessVariantMove, O, EndReason, SearchState<ChessVariantPositions[V], ChessVariantMove>, ChessMoveInput>;

interface Listing {
  readonly key: string;
  readonly moves: readonly ChessVariantMove[];
  readonly ints: Int32Array;
}

/** The fields that decide a position's legal moves, as one string (a listing is reused only if they are unchanged). */
function keyOf(p: ChessVariantPosition): string {
  const c = p.remainingChecks, h = p.pockets;
  const key = `${p.board}${p.turn}${p.castling}${p.enPassant ?? '-'}${c === undefined ? '' : `${c.white}+${c.black}`}`;
  if (h === undefined) return key;
  const w = h.white, b = h.black;
  return `${key}[${w.P},${w.N},${w.B},${w.R},${w.Q},${b.P},${b.N},${b.B},${b.R},${b.Q}]${p.promoted?.join('') ?? ''}`;
}

/** How many recent listings `play` looks moves up in (a game's worth: a replayed game hits). */
const KEPT = 48;

/**
 * Every field of a position that loading reads, nested values included (a JavaScript caller can
 * change `p.pockets.white.Q` or `p.remainingChecks.white` in place, although positions are
 * read-only): the shared state is reused only when all of them are unchanged, so a changed field
 * is always loaded and validated again.
 */
function fieldsOf(p: ChessVariantPosition): unknown[] {
  const out: unknown[] = [p.board, p.turn, p.castling, p.enPassant, p.halfmove, p.fullmove, p.keys, p.remainingChecks, p.pockets, p.promoted];
  const c = p.remainingChecks, h = p.pockets, pr = p.promoted;
  if (c !== undefined) out.push(c.white, c.black);
  if (h !== undefined) {
    const w = h.white, b = h.black;
    out.push(w, b, w.P, w.N, w.B, w.R, w.Q, b.P, b.N, b.B, b.R, b.Q);
  }
  if (pr !== undefined) out.push(pr.length, ...pr);
  return out;
}

function sameFields(fields: readonly unknown[], p: ChessVariantPosition): boolean {
  const now = fieldsOf(p);
  if (now.length !== fields.length) return false;
  for (let i = 0; i < now.length; i++) if (now[i] !== fields[i]) return false;
  return true;
}

/**
 * A chess variant from its rules.
 *
 * @example
 * ```ts
 * const v = defineChessVariant(kingOfTheHillRules);
 * v.legalMoves(v.setup()).length // 20
 * ```
 */
export function defineChessVariant<V extends ChessVariantId, O>(rules: ChessRules<V, O>): ChessVariant<V, O> {
  type P = ChessVariantPosition<V>;
  const hooks = rules as unknown as ChessRules<V, never>;
  const size = rules.maxMoves ?? 256;
  const buffers = lazy(() => ({
    moves: new Int32Array(size), replies: new Int32Array(size), state: undefined as RulesState<V> | undefined,
    /** The position the state holds, with its fields then (a JavaScript caller could reassign one): loading it again is skipped. */
    held: undefined as P | undefined, fields: [] as unknown[],
  }));
  // The listings of the last few positions listed (bounded, core recent-objects.ts: a position a
  // caller keeps does not keep its move list alive).
  const listings = new RecentObjects<object, Listing>(4);
  // The last KEPT listings by position hash: a listed move object played on an equal position (a
  // replayed game, a new but equal position object) makes its known integer move, no generation.
  const recent = new Map<number, Listing>();
  const ring: number[] = [];
  const remember = (hash: number, l: Listing): void => {
    if (ring.length === KEPT) {
      const old = ring.shift()!;
      if (!ring.includes(old)) recent.delete(old);
    }
    ring.push(hash);
    recent.set(hash, l);
  };

  const shape = (position: P): void => {
    checkShape(position as unknown as ChessPosition, rules.castling960 === true);
    rules.checkShape?.(position as unknown as Record<string, unknown>);
  };
  /** Records that the shared state holds exactly `position` (every use but `play` takes its moves back). */
  const hold = (position: P): void => {
    const b = buffers();
    b.held = position;
    b.fields = fieldsOf(position);
  };
  /** The shared state loaded with `position` (validated); not reloaded if it already holds that very position. */
  const load = (position: P): RulesState<V> => {
    shape(position);
    const b = buffers();
    if (b.state === undefined) {
      b.state = new RulesState(hooks, position);
      b.state.checkMoves = false; // only moves it generated (the variant's own listing)
    } else if (b.held !== position || !sameFields(b.fields, position)) {
      b.state.load(position);
    } else return b.state;
    hold(position);
    return b.state;
  };
  /** Makes integer move `m` on the state holding `position`: the next position, which the state then holds. */
  const playInt = (s: RulesState<V>, m: number): P => {
    s.make(m);
    const next = s.variantPosition();
    s.restart(next.keys); // the history lives in `keys`: the state's own stays one move deep
    hold(next);
    return next;
  };
  const listing = (position: P): Listing => {
    shape(position);
    const key = keyOf(position);
    const known = listings.get(position);
    if (known !== undefined && known.key === key) return known;
    const s = load(position);
    const { moves: buf, replies } = buffers();
    const count = s.generate(buf);
    const ints = buf.slice(0, count);
    const made: Listing = { key, moves: moveObjects(s, ints, count, replies), ints };
    listings.set(position, made);
    remember(s.hash(), made);
    return made;
  };

  const variant = defineVariant<P, ChessVariantMove, O>({
    id: rules.id,
    name: rules.name,
    ...(rules.optionNames === undefined ? {} : { optionNames: rules.optionNames }),
    ...(rules.evaluate === undefined ? {} : { evaluate: (position: P, player: string) => rules.evaluate!(position, player) }),
    players: ['white', 'black'],
    createBoard: chessBoard,
    setup: (options) => rules.start(options),
    parse: (text) => parseVariantFen(hooks, text),
    format: (position) => (shape(position), formatVariantFen(hooks, position)),
    legalMoves: (position) => listing(position).moves,
    apply: (position, move) => {
      const l = listing(position);
      const i = l.moves.indexOf(move);
      if (i < 0) fail('ILLEGAL_MOVE', `${describe(move)} is not a legal move here`);
      return playInt(load(position), l.ints[i]!);
    },
    resolveMove: (position, text, legal) => resolveVariantText(text, legal, position.turn),
    status: (position) => {
      const s = load(position);
      const { moves, replies } = buffers();
      return variantStatus(s, position, moves, replies) as never;
    },
    hash: (position) => load(position).hash(),
    render: (position) => {
      shape(position);
      const board = renderChessBoard(position.board);
      return rules.caption === undefined ? board : `${board}\n${rules.caption(position)}`;
    },
    search: (position) => (shape(position), new RulesState(hooks, position) as unknown as import('../../../core/search.js').SearchState<P, ChessVariantMove>),
    svg: CHESS_LOOK,
    ...(rules.hands ? { hands: (position: P) => (shape(position), rules.hands!(position)) } : {}),
    pieceReader: (position) => (load(position), (node) => pieceOfLetter(position.board[node] as string)),
    perft: (position, depth) => (shape(position), new RulesState(hooks, position).perft(depth)),
  });
  // `play` on the mutable state: move objects only for the moves that land where the move does
  // (variant-play.ts); the generic play (every legal move's SAN) decides the rest and words errors.
  const generic = variant.play;
  variant.play = (position, move, options) => {
    // `{ from, to, promotion? }`: found among the listed moves (one listing, reused by the play below).
    if (isSquareMove(move) && typeof position === 'object' && position !== null && position.variant === rules.id) {
      const strict = isStrict(options);
      const legal = variant.legalMoves(position);
      if (legal.length > 0) {
        const found = findSquareMove(legal, move, position.turn);
        if (strict) requireListedFields(move, found);
        return variant.play(position, found);
      }
    }
    if (!isStrict(options) && typeof position === 'object' && position !== null && position.variant === rules.id) {
      const s = load(position);
      // A move object legalMoves listed for an equal position: its integer move is known.
      const known = recent.get(s.hash());
      const i = known === undefined ? -1 : known.moves.indexOf(move as ChessVariantMove);
      if (i >= 0 && known!.key === keyOf(position)) return playInt(s, known!.ints[i]!);
      const { moves, replies } = buffers();
      const m = quickMove(s, move, position.turn, moves, replies);
      if (m >= 0) return playInt(s, m);
    }
    return generic(position, move, options);
  };
  // The listed move that play played, for a record (core listed-move.ts): a square move as play found it, the rest as the generic play did.
  const genericListed = listedMoveFinder(generic);
  declareListedMove(variant.play, (position, move, options) =>
    isSquareMove(move) ? findSquareMove(variant.legalMoves(position as P), move, (position as P).turn) : genericListed?.(position, move, options));
  variant.tryPlay = (position, move, options) => attempt(() => variant.play(position, move, options));
  return variant as unknown as ChessVariant<V, O>;
}
