/**
 * What shogi players' text needs to know about one game of the shogi family: its size, which
 * pieces a hand may hold in SFEN order, which letters stand for a promoted piece written `+X`,
 * and how USI and KIF name a square (files counted from the right, ranks lettered or numbered from
 * the top — the second player's side).
 */
import type { FairyDefinition } from '../../../core/declarative/fairy/definition.js';

/** The text facts of one shogi-family game. */
export interface ShogiDialect {
  /** Files (columns) and ranks (rows) of the board. */
  readonly files: number;
  readonly ranks: number;
  /** The game's name, for messages. */
  readonly name: string;
  /** Letters of the pieces a hand may hold, in SFEN order (rook first, pawn last). */
  readonly handOrder: string;
  /** Every piece letter SFEN may write on the board (unpromoted letters; `+` goes before a promotable one). */
  readonly boardLetters: string;
  /** The engine's letter of a promoted piece → the letter it promoted from, where that is one piece (`H` → `B`, `D` → `R`). */
  readonly promotedFrom: Readonly<Record<string, string>>;
  /** The letters that promote (may be written `+X`). */
  readonly promotes: string;
}

/**
 * The dialect of a shogi-family definition: `handOrder` is the SFEN order of the pieces in hand;
 * the rest is read from the definition (size, pieces, `promotedPieceType`).
 */
export function dialectOf(definition: FairyDefinition, handOrder: string): ShogiDialect {
  const promotion = definition.promotedPieceType ?? {};
  const from: Record<string, string[]> = {};
  for (const [base, promoted] of Object.entries(promotion)) (from[promoted] ??= []).push(base);
  const promotedFrom: Record<string, string> = {};
  for (const [promoted, bases] of Object.entries(from)) if (bases.length === 1 && !handOrder.includes(promoted)) promotedFrom[promoted] = bases[0] as string;
  const letters = Object.keys(definition.pieces ?? {}).filter((l) => promotedFrom[l] === undefined).join('');
  return {
    files: definition.maxFile as number,
    ranks: definition.maxRank as number,
    name: definition.name ?? definition.id,
    handOrder,
    boardLetters: letters,
    promotedFrom,
    promotes: Object.keys(promotion).join(''),
  };
}

/** The engine's square name (`c3`) of a USI square (`7g`), or undefined when it is not one of this board. */
export function squareOfUsi(d: ShogiDialect, usi: string): string | undefined {
  const m = /^([1-9])([a-i])$/.exec(usi);
  if (!m) return undefined;
  const file = Number(m[1]), rank = (m[2] as string).charCodeAt(0) - 96;
  if (file > d.files || rank > d.ranks) return undefined;
  return String.fromCharCode(97 + d.files - file) + String(d.ranks - rank + 1);
}

/** A USI square's shape (`7g`): the node names of the shogi family (`squareNames: 'usi'`). */
const USI_SQUARE = /^[1-9][a-i]$/;

/** The file (1 = rightmost, as the first player sees the board) and rank (1 = top) of a node (`7g`) or engine square name (`c3`). */
export function shogiCoordinates(d: ShogiDialect, square: string): { readonly file: number; readonly rank: number } {
  if (USI_SQUARE.test(square)) return { file: Number(square[0]), rank: square.charCodeAt(1) - 96 };
  const f = square.charCodeAt(0) - 97, r = Number(square.slice(1)) - 1;
  return { file: d.files - f, rank: d.ranks - r };
}

/** The USI square (`7g`) of a node name (already one) or an engine square name (`c3`). */
export function usiSquare(d: ShogiDialect, square: string): string {
  if (USI_SQUARE.test(square)) return square;
  const { file, rank } = shogiCoordinates(d, square);
  return String(file) + String.fromCharCode(96 + rank);
}

/** The engine square name (`c3`, as the engine's FEN and UCI name squares) of a node (`7g`). */
export function engineSquare(d: ShogiDialect, node: string): string {
  return USI_SQUARE.test(node) ? squareOfUsi(d, node) ?? node : node;
}
