/**
 * Piece keys of a variants.ini section (Fairy-Stockfish's "Piece types" and "Custom pieces"):
 * `knight = n` gives the built-in knight the letter n, `knight = -` removes it,
 * `customPiece1 = a:NB` adds a piece moving as the Betza string, `king = k:KN` a king moving as a
 * centaur; `mobilityRegionWhiteKing = d1 e1 f1` restricts a piece, named by its type.
 *
 * Fairy-Stockfish keeps a variant's pieces by type (parser.cpp, variant.h `add_piece`,
 * `remove_piece`): a letter is only how a type is written, so everything that names pieces
 * (promotion choices, mobility regions, …) follows the type when a child section gives it
 * another letter. The draft here is kept the same way.
 */
import { excerpt } from '../../core/errors.js';
import { badIni, type IniEntry } from './ini-text.js';
import { readRegion } from './ini-values.js';

/** Fairy-Stockfish's built-in piece types (variants.ini header), by their ini key, in its PieceType order. */
export const BUILT_IN_PIECES: readonly string[] = [
  'pawn', 'knight', 'bishop', 'rook', 'queen', 'fers', 'alfil', 'fersAlfil', 'silver', 'aiwok', 'bers', 'archbishop',
  'chancellor', 'amazon', 'knibis', 'biskni', 'kniroo', 'rookni', 'shogiPawn', 'lance', 'shogiKnight', 'gold',
  'dragonHorse', 'clobber', 'breakthrough', 'immobile', 'cannon', 'janggiCannon', 'soldier', 'horse', 'elephant',
  'janggiElephant', 'banner', 'wazir', 'commoner', 'centaur', 'king',
];
const BUILT_IN = /* @__PURE__ */ new Set(BUILT_IN_PIECES);
/** Custom piece slots: customPiece1 … customPiece25. */
const CUSTOM = /^customPiece([1-9]|1\d|2[0-5])$/;

/**
 * The pieces of a variant while its sections are read, by piece type: the ini key (`knight`,
 * `customPiece1`), or `letter:X` for a Betza piece of a built-in template (it has no ini key).
 */
export interface PieceDraft {
  /** Piece type → its upper-case letter, for the types the variant has. */
  readonly letterOfType: Map<string, string>;
  /** Piece type → built-in piece name or Betza string (what FairyDefinition.pieces holds). */
  readonly movementOfType: Map<string, string>;
  /** The king's Betza when not a plain king. */
  kingType: string | undefined;
  /** Mobility regions by side and piece type (kept for a type even while it is absent, as Fairy-Stockfish does). */
  readonly mobility: { readonly white: Map<string, string>; readonly black: Map<string, string> };
}

/** Whether `key` is a piece key (built-in name or customPieceN). */
export function isPieceKey(key: string): boolean {
  return BUILT_IN.has(key) || CUSTOM.test(key);
}

/** Where Fairy-Stockfish reads a piece key: it walks its piece types in order (built-ins, custom pieces, king last). */
export function pieceKeyOrder(key: string): number {
  if (key === 'king') return 1000;
  const custom = CUSTOM.exec(key);
  return custom ? 100 + Number(custom[1]) : BUILT_IN_PIECES.indexOf(key);
}

/** The piece type written with `letter` (upper case), if any. */
export function typeOfLetter(draft: PieceDraft, letter: string): string | undefined {
  for (const [type, l] of draft.letterOfType) if (l === letter) return type;
  return undefined;
}

/**
 * Applies one piece key to the draft and returns the types it removed, as Fairy-Stockfish's
 * `add_piece` does: the type that held the letter before is removed — the very type being set
 * again included (`queen = q` over chess removes the queen and adds it back) — and a removed type
 * leaves the promotion choices.
 */
export function applyPieceKey(draft: PieceDraft, entry: IniEntry): string[] {
  const { key, value } = entry;
  if (value === '-') {
    if (key === 'king') draft.kingType = undefined;
    return removeType(draft, key) ? [key] : [];
  }
  const m = /^([A-Za-z])(?::(.*))?$/.exec(value);
  if (!m) badIni(entry.line, `${key} must be a piece letter${key === 'king' || CUSTOM.test(key) ? ' with an optional ":betza"' : ''} or -, got ${excerpt(value)}`);
  const letter = (m[1] ?? '').toUpperCase();
  const betza = m[2]?.trim();
  let movement: string;
  if (CUSTOM.test(key)) {
    if (betza === undefined || betza === '') badIni(entry.line, `${key} needs its Betza moves after the letter (${letter.toLowerCase()}:NB)`);
    if (betza.length > 64) badIni(entry.line, `${key}: Betza string longer than 64 characters`);
    movement = betza;
  } else if (key === 'king') {
    if (betza !== undefined && betza.length > 64) badIni(entry.line, 'king: Betza string longer than 64 characters');
    draft.kingType = betza === undefined || betza === '' ? undefined : betza;
    movement = 'king';
  } else {
    if (betza !== undefined) badIni(entry.line, `${key} is a built-in piece: only customPieceN and king take Betza moves`);
    movement = key;
  }
  const removed: string[] = [];
  const holder = typeOfLetter(draft, letter);
  if (holder !== undefined && removeType(draft, holder)) removed.push(holder);
  draft.letterOfType.set(key, letter);
  draft.movementOfType.set(key, movement);
  return removed;
}

function removeType(draft: PieceDraft, type: string): boolean {
  draft.movementOfType.delete(type);
  return draft.letterOfType.delete(type);
}

/** `mobilityRegionWhiteKing` → side and piece type (`king`), or undefined for another key. */
export function mobilityKey(key: string): { side: 'white' | 'black'; type: string } | undefined {
  const m = /^mobilityRegion(White|Black)([A-Z][A-Za-z0-9]*)$/.exec(key);
  if (!m) return undefined;
  const name = m[2] ?? '';
  const type = name.charAt(0).toLowerCase() + name.slice(1);
  if (!isPieceKey(type)) return undefined;
  return { side: m[1] === 'White' ? 'white' : 'black', type };
}

/** Applies a mobility region key, after the section's piece keys (decided here: the piece must exist, to catch a misspelt type). */
export function applyMobilityKey(draft: PieceDraft, entry: IniEntry, side: 'white' | 'black', type: string): void {
  if (!draft.letterOfType.has(type)) badIni(entry.line, `${entry.key}: the variant has no ${type}`);
  const region = readRegion(entry);
  if (region === '-') draft.mobility[side].delete(type);
  else draft.mobility[side].set(type, region);
}

/** The pieces as FairyDefinition writes them: letter → movement, and mobility regions by letter. */
export function piecesByLetter(draft: PieceDraft): {
  pieces: Record<string, string>; white: Record<string, string>; black: Record<string, string>;
} {
  const pieces: Record<string, string> = {};
  for (const [type, letter] of draft.letterOfType) pieces[letter] = draft.movementOfType.get(type) ?? type;
  const regions = (m: ReadonlyMap<string, string>): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const [type, region] of m) {
      const letter = draft.letterOfType.get(type);
      if (letter !== undefined) out[letter] = region;
    }
    return out;
  };
  return { pieces, white: regions(draft.mobility.white), black: regions(draft.mobility.black) };
}
