/**
 * Keys whose values name pieces (`promotionPieceTypes = qrbn`, `castlingKingPiece = k`,
 * `promotionLimit = a:1`, `promotedPieceType = p:g`), kept by piece type while the sections of a
 * file are read, as Fairy-Stockfish keeps them (parser.cpp reads every such letter through the
 * section's piece-to-letter table into a piece type, a set of types or an array by type):
 *
 * - a set or a single type is replaced whole by a section that lists the key; the letters are read
 *   after the section's piece keys, and a type a child gives another letter stays in the set
 *   (`[gemini:janus]`'s `archbishop = a` keeps the archbishop among the promotion choices);
 * - `promotionLimit` and `promotedPieceType` set the entries they list and keep the template's
 *   others (`[cannonshogi:shogi]` keeps shogi's rook → dragon); `p:-` removes an entry.
 *
 * Letters become letters again only when the definition is written ({@link piecesToLetters}).
 */
import type { FairyDefinition } from '../../core/declarative/fairy/definition.js';
import type { IniEntry } from './ini-text.js';
import { readLetterCounts, readLetterPairs, readPieceSet, readPieceType } from './ini-values.js';

/** A piece-valued key's value by piece type (a letter that names no piece is kept as `unknown:X`, for the engine to report). */
export type TypedPieces =
  | { readonly kind: 'set'; readonly all: boolean; readonly types: readonly string[] }
  | { readonly kind: 'counts'; readonly counts: ReadonlyMap<string, number> }
  | { readonly kind: 'pairs'; readonly pairs: ReadonlyMap<string, string> };

type Kind = 'set' | 'type' | 'counts' | 'pairs';

/** Keys whose value names pieces, by how the value is written. */
export const PIECE_VALUE_KEYS: ReadonlyMap<string, Kind> = new Map<keyof FairyDefinition & string, Kind>([
  ['enPassantTypes', 'set'], ['enPassantTypesWhite', 'set'], ['enPassantTypesBlack', 'set'],
  ['promotionPawnTypes', 'set'], ['promotionPawnTypesWhite', 'set'], ['promotionPawnTypesBlack', 'set'],
  ['promotionPieceTypes', 'set'], ['promotionPieceTypesWhite', 'set'], ['promotionPieceTypesBlack', 'set'],
  ['castlingRookPieces', 'set'], ['castlingRookPiecesWhite', 'set'], ['castlingRookPiecesBlack', 'set'],
  ['blastImmuneTypes', 'set'], ['mutuallyImmuneTypes', 'set'], ['petrifyOnCaptureTypes', 'set'], ['extinctionPieceTypes', 'set'],
  ['nMoveRuleTypes', 'set'], ['nMoveRuleTypesWhite', 'set'], ['nMoveRuleTypesBlack', 'set'],
  ['flagPiece', 'set'], ['flagPieceWhite', 'set'], ['flagPieceBlack', 'set'], ['dropNoDoubled', 'set'],
  ['connectPieceTypes', 'set'],
  ['castlingKingPiece', 'type'], ['castlingKingPieceWhite', 'type'], ['castlingKingPieceBlack', 'type'], ['mustDropType', 'type'],
  ['promotionLimit', 'counts'], ['promotedPieceType', 'pairs'],
]);

/** The promotion-choice keys: Fairy-Stockfish drops a removed piece type from them (variant.h `remove_piece`). */
export const PROMOTION_CHOICE_KEYS = ['promotionPieceTypes', 'promotionPieceTypesWhite', 'promotionPieceTypesBlack'] as const;

/** The promotion choices when a built-in definition gives none: the engine's default, chess's four pieces. */
export const DEFAULT_PROMOTION_TYPES: readonly string[] = ['queen', 'rook', 'bishop', 'knight'];

/** Letter → piece type, for the pieces the variant has now. */
export type TypeOf = (letter: string) => string | undefined;

/** Reads a piece-valued key of a section (the section's piece keys applied), merging into `previous` where Fairy-Stockfish merges. */
export function readTypedPieces(entry: IniEntry, typeOf: TypeOf, previous: TypedPieces | undefined): TypedPieces {
  const kind = PIECE_VALUE_KEYS.get(entry.key);
  const type = (letter: string): string => typeOf(letter.toUpperCase()) ?? `unknown:${letter.toUpperCase()}`;
  if (kind === 'counts') {
    const counts = new Map(previous?.kind === 'counts' ? previous.counts : []);
    for (const [letter, count] of Object.entries(readLetterCounts(entry))) counts.set(type(letter), count);
    return { kind, counts };
  }
  if (kind === 'pairs') {
    const pairs = new Map(previous?.kind === 'pairs' ? previous.pairs : []);
    for (const [from, to] of Object.entries(readLetterPairs(entry))) {
      if (to === '-') pairs.delete(type(from));
      else pairs.set(type(from), type(to));
    }
    return { kind, pairs };
  }
  const text = kind === 'type' ? readPieceType(entry) : readPieceSet(entry);
  return letterSet(text, type);
}

/** A built-in definition's piece-valued field, by type. */
export function typedFromDefinition(key: string, value: unknown, typeOf: TypeOf): TypedPieces | undefined {
  const kind = PIECE_VALUE_KEYS.get(key);
  const type = (letter: string): string => typeOf(letter.toUpperCase()) ?? `unknown:${letter.toUpperCase()}`;
  if (kind === undefined) return undefined;
  if (kind === 'counts' && typeof value === 'object' && value !== null) {
    return { kind, counts: new Map(Object.entries(value as Record<string, number>).map(([l, n]) => [type(l), n])) };
  }
  if (kind === 'pairs' && typeof value === 'object' && value !== null) {
    return { kind, pairs: new Map(Object.entries(value as Record<string, string>).map(([a, b]) => [type(a), type(b)])) };
  }
  return typeof value === 'string' ? letterSet(value, type) : undefined;
}

function letterSet(text: string, type: (letter: string) => string): TypedPieces {
  if (text === '*') return { kind: 'set', all: true, types: [] };
  if (text === '-') return { kind: 'set', all: false, types: [] };
  return { kind: 'set', all: false, types: [...text.replace(/\s+/g, '')].map(type) };
}

/** A promotion-choice set without the removed types. */
export function withoutTypes(value: TypedPieces, removed: ReadonlySet<string>): TypedPieces {
  return value.kind === 'set' ? { ...value, types: value.types.filter((t) => !removed.has(t)) } : value;
}

/**
 * Writes a typed value with the letters the variant ends with: a type without a letter (removed
 * since) names nothing. Returns undefined for a single type that names no piece.
 */
export function piecesToLetters(key: string, value: TypedPieces, letterOf: (type: string) => string | undefined): unknown {
  const letter = (type: string): string | undefined => (type.startsWith('unknown:') ? type.slice(8) : letterOf(type));
  if (value.kind === 'counts') {
    const out: Record<string, number> = {};
    for (const [type, count] of value.counts) { const l = letter(type); if (l !== undefined) out[l] = count; }
    return out;
  }
  if (value.kind === 'pairs') {
    const out: Record<string, string> = {};
    for (const [from, to] of value.pairs) {
      const a = letter(from), b = letter(to);
      if (a !== undefined && b !== undefined) out[a] = b;
    }
    return out;
  }
  if (value.all) return '*';
  const letters = value.types.flatMap((t) => letter(t) ?? []).map((l) => l.toLowerCase()).join('');
  if (PIECE_VALUE_KEYS.get(key) === 'type') return letters === '' ? undefined : letters;
  return letters === '' ? '-' : letters;
}
