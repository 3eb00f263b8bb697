/**
 * The bot's static evaluation: the variant's own `evaluate` when it has one,
 * else a material count over `pieces(position)` with piece values learned
 * from the start position, else nothing (the search then sees only won, lost
 * and drawn positions).
 */
import { attempt } from '../core/errors.js';
import type { AnyVariant, Position } from '../core/variant.js';
import type { SearchBoard } from '../core/search.js';

/** A score of `position` for `player`: higher is better for that player. */
export type Evaluation = (position: Position, player: string) => number;

/** What the generic count reads from a game that lists its pieces (`pieces(position)`). */
export interface ListsPieces {
  pieces(position: Position): readonly { readonly player: string; readonly kind: string; readonly count?: number }[];
}

const listsPieces = (variant: object): variant is ListsPieces => typeof (variant as Partial<ListsPieces>).pieces === 'function';

/**
 * Piece values learned from the start position, by scarcity: a kind a player has fewer of is worth
 * more (chess: pawn 1, knight, bishop and rook 4, queen and king 8 — the order of the textbook
 * values, without knowing chess). A kind absent from the start (a crowned draughts king) is worth twice
 * the commonest kind. Why scarcity: it needs nothing from the game but its start position.
 * @example
 * ```ts
 * learnValues(chess).get('Q') // 8
 * ```
 */
export function learnValues(variant: AnyVariant & ListsPieces): Map<string, number> {
  const perKind = new Map<string, number>();
  for (const piece of variant.pieces(variant.setup())) {
    const n = piece.count ?? 1;
    perKind.set(piece.kind, (perKind.get(piece.kind) ?? 0) + n);
  }
  let commonest = 0;
  for (const n of perKind.values()) commonest = Math.max(commonest, n);
  const values = new Map<string, number>();
  for (const [kind, n] of perKind) values.set(kind, commonest / n);
  return values;
}

/** The evaluation the bot uses for `variant` (see the module comment). */
export function evaluationOf(variant: AnyVariant): Evaluation {
  const own = (variant as { evaluate?: unknown }).evaluate;
  if (typeof own === 'function') return (position, player) => (own as Evaluation).call(variant, position, player);
  if (!listsPieces(variant)) return () => 0;
  // A game made with defineVariant has `pieces` even without a way to read its board: then it throws.
  const learned = attempt(() => learnValues(variant));
  if (!learned.ok) return () => 0;
  const values = learned.value;
  const others = Math.max(1, variant.players.length - 1);
  return (position, player) => {
    let mine = 0, theirs = 0;
    for (const piece of variant.pieces(position)) {
      const worth = (values.get(piece.kind) ?? 2) * (piece.count ?? 1);
      if (piece.player === player) mine += worth;
      else theirs += worth;
    }
    // Paranoid: the other players count as one coalition of average strength.
    return mine - theirs / others;
  };
}

/**
 * What each piece is worth to `player` (centi-units, by `code & 255`; the other players' pieces
 * negative, shared among them): the game's `worth` when its view says, else the scarcity estimate,
 * plus the view's `handBonus` when `inHand`. Undefined when the game scores positions itself
 * (`evaluate`) or does not list its pieces.
 */
export function pieceWorths(variant: AnyVariant, player: string, board: SearchBoard, inHand = false): Int32Array | undefined {
  if (typeof (variant as { evaluate?: unknown }).evaluate === 'function' || !listsPieces(variant)) return undefined;
  const learned = attempt(() => learnValues(variant));
  if (!learned.ok) return undefined;
  const others = Math.max(1, variant.players.length - 1);
  const out = new Int32Array(256);
  for (let code = -128; code < 128; code++) {
    const piece = board.piece(code);
    if (piece === undefined) continue;
    // What the game says the piece is worth, when it says (fairy definitions: piece-values.ts); else the scarcity estimate.
    const pawns = (board.worth?.(code) ?? learned.value.get(piece.kind) ?? 2) + (inHand ? board.handBonus?.(code) ?? 0 : 0);
    const worth = pawns * (piece.count ?? 1) * 100;
    out[code & 255] = Math.round(piece.player === player ? worth : -worth / others);
  }
  return out;
}

/**
 * The material count of {@link evaluationOf} as a table for a search state's board view (centi-units):
 * entry `(code & 255) * size + node` is what the piece of board code `code` is worth to `player`
 * on that node: {@link pieceWorths}, plus what the view's `placement` says the node adds (fairy
 * games: square-values.ts), else the same on every node. Undefined as {@link pieceWorths} is.
 */
export function materialBoardTable(variant: AnyVariant, player: string, board: SearchBoard): Int32Array | undefined {
  const worths = pieceWorths(variant, player, board);
  if (worths === undefined) return undefined;
  const others = Math.max(1, variant.players.length - 1);
  const size = board.size;
  const table = new Int32Array(256 * size);
  for (let code = -128; code < 128; code++) {
    const piece = board.piece(code);
    if (piece === undefined) continue;
    const worth = worths[code & 255] as number, at = (code & 255) * size;
    table.fill(worth, at, at + size);
    if (board.placement === undefined) continue;
    const sign = piece.player === player ? 1 : -1 / others;
    for (let node = 0; node < size; node++) table[at + node] = worth + Math.round(sign * 100 * board.placement(code, node));
  }
  return table;
}
