/**
 * Piece keys of a variants.ini section (Fairy-Stockfish's "Piece types" and "Custom pieces"):
 * `knight = n` gives the built-in knight the letter n, `knight = -` removes it,
 * `customPiece1 = a:NB` adds a piece moving as the Betza string, `king = k:KN` a king moving as a
 * centaur; `mobilityRegionWhiteKing = d1 e1 f1` restricts a piece, named by its type.
 */
import { excerpt } from '../../core/errors.js';
import { badIni, type IniEntry } from './ini-text.js';
import { readRegion } from './ini-values.js';

/** Fairy-Stockfish's built-in piece types (variants.ini header), by their ini key. */
export const BUILT_IN_PIECES: readonly string[] = [
  'pawn', 'knight', 'bishop', 'rook', 'queen', 'fers', 'alfil', 'fersAlfil', 'silver', 'aiwok', 'bers', 'archbishop',
  'chancellor', 'amazon', 'knibis', 'biskni', 'kniroo', 'rookni', 'shogiPawn', 'lance', 'shogiKnight', 'gold',
  'dragonHorse', 'clobber', 'breakthrough', 'immobile', 'cannon', 'janggiCannon', 'soldier', 'horse', 'elephant',
  'janggiElephant', 'banner', 'wazir', 'commoner', 'centaur', 'king',
];
const BUILT_IN = new Set(BUILT_IN_PIECES);
/** Custom piece slots: customPiece1 … customPiece25. */
const CUSTOM = /^customPiece([1-9]|1\d|2[0-5])$/;

/** The pieces of a variant while its section is read: piece type (ini key) → letter and movement. */
export interface PieceDraft {
  /** Upper-case letter → built-in piece name or Betza string (FairyDefinition.pieces). */
  readonly pieces: Map<string, string>;
  /** Piece type (ini key, `customPiece1`) → its upper-case letter. */
  readonly letterOfType: Map<string, string>;
  /** The king's Betza when not a plain king. */
  kingType: string | undefined;
  /** Mobility regions by side and upper-case letter. */
  readonly mobility: { readonly white: Map<string, string>; readonly black: Map<string, string> };
}

/** Whether `key` is a piece key (built-in name or customPieceN). */
export function isPieceKey(key: string): boolean {
  return BUILT_IN.has(key) || CUSTOM.test(key);
}

/** Applies one piece key to the draft (Fairy-Stockfish: a later letter replaces the type's earlier one). */
export function applyPieceKey(draft: PieceDraft, entry: IniEntry): void {
  const { key, value } = entry;
  if (value === '-') {
    removeType(draft, key);
    if (key === 'king') draft.kingType = undefined;
    return;
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
  removeType(draft, key);
  // The letter now names this type: a type that had it loses it.
  for (const [type, l] of draft.letterOfType) if (l === letter) draft.letterOfType.delete(type);
  draft.pieces.set(letter, movement);
  draft.letterOfType.set(key, letter);
}

function removeType(draft: PieceDraft, type: string): void {
  const letter = draft.letterOfType.get(type);
  if (letter === undefined) return;
  draft.letterOfType.delete(type);
  draft.pieces.delete(letter);
  draft.mobility.white.delete(letter);
  draft.mobility.black.delete(letter);
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

/** Applies a mobility region key, after the section's piece keys (the piece must exist). */
export function applyMobilityKey(draft: PieceDraft, entry: IniEntry, side: 'white' | 'black', type: string): void {
  const letter = draft.letterOfType.get(type);
  if (letter === undefined) badIni(entry.line, `${entry.key}: the variant has no ${type}`);
  const region = readRegion(entry);
  if (region === '-') draft.mobility[side].delete(letter);
  else draft.mobility[side].set(letter, region);
}
