/**
 * Builds a full variant (the core contract) from a chess variant's rule hooks: the chess engine
 * with the hooks for search and perft, the variant's move list for move objects and move text.
 */
import { defineVariant } from '../../../core/define.js';
import { describe, fail } from '../../../core/errors.js';
import { lazy } from '../../../core/lazy.js';
import { renderBoard } from '../../../core/render.js';
import type { Variant } from '../../../core/variant.js';
import { chessBoard } from '../board.js';
import { CHESS_LOOK } from '../look.js';
import { pieceOfLetter } from '../variant.js';
import { checkShape } from '../position-check.js';
import type { ChessPosition } from '../types.js';
import type { ChessRules } from './hooks.js';
import { RulesState } from './rules-state.js';
import { formatVariantFen, parseVariantFen } from './variant-fen.js';
import { moveObjects, resolveVariantText } from './variant-moves.js';
import { variantStatus } from './variant-status.js';
import type { ChessVariantId, ChessVariantMove, ChessVariantPosition } from './types.js';

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

/**
 * A chess variant from its rules.
 *
 * @example
 * ```ts
 * const v = defineChessVariant(kingOfTheHillRules);
 * v.legalMoves(v.setup()).length // 20
 * ```
 */
export function defineChessVariant<V extends ChessVariantId, O>(rules: ChessRules<V, O>): Variant<ChessVariantPosition<V>, ChessVariantMove, O> {
  type P = ChessVariantPosition<V>;
  const hooks = rules as unknown as ChessRules<V, never>;
  const size = rules.maxMoves ?? 256;
  const buffers = lazy(() => ({ moves: new Int32Array(size), replies: new Int32Array(size), state: undefined as RulesState<V> | undefined }));
  const listings = new WeakMap<object, Listing>();

  const shape = (position: P): void => {
    checkShape(position as unknown as ChessPosition, rules.castling960 === true);
    rules.checkShape?.(position as unknown as Record<string, unknown>);
  };
  /** The shared state loaded with `position` (validated). */
  const load = (position: P): RulesState<V> => {
    shape(position);
    const b = buffers();
    if (b.state === undefined) {
      b.state = new RulesState(hooks, position);
      b.state.checkMoves = false; // only moves it generated (the variant's own listing)
    }
    else b.state.load(position);
    return b.state;
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
    return made;
  };

  const variant = defineVariant<P, ChessVariantMove, O>({
    id: rules.id,
    name: rules.name,
    ...(rules.optionNames === undefined ? {} : { optionNames: rules.optionNames }),
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
      const s = load(position);
      s.make(l.ints[i]!);
      return s.variantPosition();
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
      return renderBoard(chessBoard(), {
        cell: (n) => position.board[n] ?? '.',
        width: 2,
        rowLabel: (y) => String(y + 1),
        columnLabel: (x) => 'abcdefgh'[x] ?? '',
      });
    },
    search: (position) => (shape(position), new RulesState(hooks, position) as unknown as import('../../../core/search.js').SearchState<P, ChessVariantMove>),
    svg: CHESS_LOOK,
    pieceReader: (position) => (load(position), (node) => pieceOfLetter(position.board[node] as string)),
    perft: (position, depth) => (shape(position), new RulesState(hooks, position).perft(depth)),
  });
  return variant as unknown as Variant<ChessVariantPosition<V>, ChessVariantMove, O>;
}
