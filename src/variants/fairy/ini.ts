/**
 * `parseVariantsIni`: Fairy-Stockfish's variants.ini format → {@link FairyDefinition}s.
 *
 * As Fairy-Stockfish reads it (src/variants.ini "Inheritance"; src/variant.cpp `parse_istream`):
 * a section `[name:template]` starts from its template's rules and changes only the keys it
 * lists; a section without a template starts from the default rules (chess rules, no pieces,
 * no promotion choices, the chess start position). How each key inherits follows parser.cpp:
 * values that name pieces are kept by piece type (`ini-piece-fields.ts`), a key for both sides
 * replaces the template's one-side values. Templates are earlier or later sections of the same text or
 * built-in variants ({@link fairyDefinitions}). Decided here: a chain of templates that comes
 * back to itself is INVALID_DEFINITION naming the section's line, as is a key this library does
 * not implement (never ignored in silence) — except the engine-only keys listed in
 * {@link ENGINE_ONLY_KEYS}, which say nothing about the rules.
 */
import { clipRegions } from './ini-regions.js';
import type { FairyDefinition } from '../../core/declarative/fairy/definition.js';
import { excerpt } from '../../core/errors.js';
import { fairyDefinitions } from './definitions.js';
import {
  ENGINE_ONLY_KEYS, GATING_KEY, PAWN_TYPES_FIELDS, PAWN_TYPES_KEY, SCALAR_KEYS, UNSUPPORTED_KEYS, oneSideKeys,
} from './ini-keys.js';
import { readBool } from './ini-values.js';
import {
  BUILT_IN_PIECES, applyMobilityKey, applyPieceKey, isPieceKey, mobilityKey, pieceKeyOrder, piecesByLetter, typeOfLetter,
  type PieceDraft,
} from './ini-pieces.js';
import {
  DEFAULT_PROMOTION_TYPES, PIECE_VALUE_KEYS, PROMOTION_CHOICE_KEYS, piecesToLetters, readTypedPieces, typedFromDefinition,
  withoutTypes, type TypedPieces,
} from './ini-piece-fields.js';
import { badIni, readIniSections, type IniSection } from './ini-text.js';
import { validateSection } from './ini-validate.js';

/** Most sections read from one text (Fairy-Stockfish's own variants.ini has 143): each is compiled once to check it. */
export const MAX_INI_SECTIONS = 500;

/** The chess start position, Fairy-Stockfish's default `startFen`. */
const DEFAULT_START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** Keys of a definition that are not ini keys (handled through the piece draft or the section name). */
const STRUCTURAL = new Set(['id', 'name', 'pieces', 'kingType', 'mobilityRegionWhite', 'mobilityRegionBlack']);

interface Draft {
  /** Fields whose values name no pieces. */
  readonly fields: Map<string, unknown>;
  /** Fields whose values name pieces, by piece type (letters are given only when the definition is written). */
  readonly typed: Map<string, TypedPieces>;
  readonly pieces: PieceDraft;
  /** The line of a `gating = true` in this section or its templates (allowed only with cambodianMoves). */
  gatingLine: number | undefined;
}

/**
 * Reads the sections of a Fairy-Stockfish ini file as game definitions, by section name (file
 * order). Pass a definition to `defineFairy` to play it.
 * @param text - the ini file's text (at most 1,000,000 characters)
 * @param templates - built-in variants a section may name as its template; default every built-in fairy definition
 * @throws INVALID_DEFINITION naming the key and its line (unknown or unsupported key, malformed value,
 * missing or cyclic template); INPUT_TOO_LARGE for longer text; INVALID_ARGUMENT for a non-string
 * @example
 * ```ts
 * import { defineFairy, parseVariantsIni } from 'boardwright/fairy';
 * const defs = parseVariantsIni('[gothic:capablanca]\nstartFen = rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1');
 * const gothic = defineFairy(defs.get('gothic')!);
 * ```
 */
export function parseVariantsIni(text: string, templates: readonly FairyDefinition[] = fairyDefinitions): Map<string, FairyDefinition> {
  const sections = readIniSections(text);
  const tooMany = sections[MAX_INI_SECTIONS];
  if (tooMany) badIni(tooMany.line, `more than ${MAX_INI_SECTIONS} sections`);
  const builtIns = new Map(templates.map((d) => [d.id, d]));
  const byName = new Map(sections.map((s) => [s.name, s]));
  const resolved = new Map<string, Draft>();

  for (const start of sections) {
    // Walk up the template chain (no recursion: chains may be as long as the file).
    const chain: IniSection[] = [];
    const onChain = new Set<string>();
    let base: Draft | undefined;
    let cursor: IniSection | undefined = start;
    while (cursor) {
      const done = resolved.get(cursor.name);
      if (done) { base = done; break; }
      if (onChain.has(cursor.name)) badIni(start.line, `[${start.name}]: its templates form a cycle through ${cursor.name}`);
      onChain.add(cursor.name);
      chain.push(cursor);
      const parent: string | undefined = cursor.template;
      if (parent === undefined) { base = defaultDraft(); break; }
      const inFile = byName.get(parent);
      if (inFile) { cursor = inFile; continue; }
      const builtIn = builtIns.get(parent);
      if (!builtIn) badIni(cursor.line, `template ${excerpt(parent)} is neither a section of this file nor a built-in variant`);
      base = draftOf(builtIn);
      break;
    }
    // Apply the chain from the oldest ancestor down.
    let draft = base ?? defaultDraft();
    for (let i = chain.length - 1; i >= 0; i--) {
      const section = chain[i];
      if (!section) continue;
      draft = applySection(copyDraft(draft), section);
      resolved.set(section.name, draft);
    }
  }

  const out = new Map<string, FairyDefinition>();
  // Equal rules are checked once (a section that only renames its template, say).
  const checked = new Set<string>();
  for (const section of sections) {
    const draft = resolved.get(section.name);
    if (!draft) continue;
    const definition = toDefinition(section.name, draft);
    const rules = JSON.stringify({ ...definition, id: '' });
    if (!checked.has(rules)) {
      validateSection(definition, chainOf(section, byName));
      checked.add(rules);
    }
    out.set(section.name, definition);
  }
  return out;
}

/** A section and its templates within the file, the section first (cycles were refused already). */
function chainOf(section: IniSection, byName: ReadonlyMap<string, IniSection>): IniSection[] {
  const chain: IniSection[] = [];
  let cursor: IniSection | undefined = section;
  while (cursor && chain.length <= MAX_INI_SECTIONS) {
    chain.push(cursor);
    cursor = cursor.template === undefined ? undefined : byName.get(cursor.template);
  }
  return chain;
}

function defaultDraft(): Draft {
  return {
    fields: new Map<string, unknown>([['startFen', DEFAULT_START]]),
    // Fairy-Stockfish's reset_pieces(): a section without a template has no promotion choices until it lists some.
    typed: new Map<string, TypedPieces>([['promotionPieceTypes', { kind: 'set', all: false, types: [] }]]),
    gatingLine: undefined,
    pieces: { letterOfType: new Map(), movementOfType: new Map(), kingType: undefined, mobility: { white: new Map(), black: new Map() } },
  };
}

function draftOf(definition: FairyDefinition): Draft {
  const draft: Draft = { ...defaultDraft(), typed: new Map() };
  const builtIn = new Set(BUILT_IN_PIECES);
  const { pieces } = draft;
  for (const [letter, movement] of Object.entries(definition.pieces)) {
    const upper = letter.toUpperCase();
    // A Betza piece of a built-in definition has no ini key: it is its own type, named by its letter.
    const type = builtIn.has(movement) && !pieces.letterOfType.has(movement) ? movement : `letter:${upper}`;
    pieces.letterOfType.set(type, upper);
    pieces.movementOfType.set(type, movement);
  }
  pieces.kingType = definition.kingType;
  const typeOf = (letter: string): string | undefined => typeOfLetter(pieces, letter.toUpperCase());
  for (const [side, field] of [['white', 'mobilityRegionWhite'], ['black', 'mobilityRegionBlack']] as const) {
    for (const [letter, region] of Object.entries(definition[field] ?? {})) pieces.mobility[side].set(typeOf(letter) ?? `letter:${letter.toUpperCase()}`, region);
  }
  for (const [key, value] of Object.entries(definition)) {
    if (STRUCTURAL.has(key) || value === undefined) continue;
    const typed = typedFromDefinition(key, value, typeOf);
    if (typed) draft.typed.set(key, typed);
    else draft.fields.set(key, value);
  }
  return draft;
}

function copyDraft(d: Draft): Draft {
  return {
    fields: new Map(d.fields),
    typed: new Map(d.typed),
    gatingLine: d.gatingLine,
    pieces: {
      letterOfType: new Map(d.pieces.letterOfType),
      movementOfType: new Map(d.pieces.movementOfType),
      kingType: d.pieces.kingType,
      mobility: { white: new Map(d.pieces.mobility.white), black: new Map(d.pieces.mobility.black) },
    },
  };
}

function applySection(draft: Draft, section: IniSection): Draft {
  // Pieces first, in Fairy-Stockfish's order of piece types: later keys name pieces by their letters.
  const removed = new Set<string>();
  const pieceEntries = [...section.entries.values()].filter((e) => isPieceKey(e.key));
  pieceEntries.sort((a, b) => pieceKeyOrder(a.key) - pieceKeyOrder(b.key));
  for (const entry of pieceEntries) for (const type of applyPieceKey(draft.pieces, entry)) removed.add(type);
  if (removed.size > 0) dropRemovedPromotions(draft, removed);
  const typeOf = (letter: string): string | undefined => typeOfLetter(draft.pieces, letter);
  const pawnTypes = section.entries.get(PAWN_TYPES_KEY);
  if (pawnTypes) {
    for (const field of PAWN_TYPES_FIELDS) {
      draft.typed.set(field, readTypedPieces(pawnTypes, typeOf, undefined));
      forgetOneSideValues(draft, section, field);
    }
  }
  for (const entry of section.entries.values()) {
    const { key } = entry;
    if (isPieceKey(key) || ENGINE_ONLY_KEYS.has(key) || key === PAWN_TYPES_KEY) continue;
    if (key === GATING_KEY) { draft.gatingLine = readBool(entry) ? entry.line : undefined; continue; }
    const mobility = mobilityKey(key);
    if (mobility) { applyMobilityKey(draft.pieces, entry, mobility.side, mobility.type); continue; }
    if (PIECE_VALUE_KEYS.has(key)) draft.typed.set(key, readTypedPieces(entry, typeOf, draft.typed.get(key)));
    else {
      const reader = SCALAR_KEYS.get(key);
      if (!reader) {
        if (UNSUPPORTED_KEYS.has(key)) badIni(entry.line, `${key} is a Fairy-Stockfish rule this library does not implement yet`);
        badIni(entry.line, `unknown key ${key}`);
      }
      draft.fields.set(key, reader(entry));
    }
    forgetOneSideValues(draft, section, key);
  }
  if (draft.gatingLine !== undefined && draft.fields.get('cambodianMoves') !== true && draft.fields.get('seirawanGating') !== true) {
    badIni(draft.gatingLine, 'gating is a Fairy-Stockfish rule this library reads only with cambodianMoves = true (Cambodian first moves) or seirawanGating = true');
  }
  // Fairy-Stockfish reads the gates of the FEN only with gating = true: seirawanGating alone gates nothing.
  const seirawanEntry = section.entries.get('seirawanGating');
  if (seirawanEntry && draft.fields.get('seirawanGating') === true && draft.gatingLine === undefined) {
    badIni(seirawanEntry.line, 'seirawanGating needs gating = true (Fairy-Stockfish reads the gates only with it)');
  }
  return draft;
}

/** A key for both sides replaces the template's one-side values, unless this section lists them too. */
function forgetOneSideValues(draft: Draft, section: IniSection, key: string): void {
  for (const sideKey of oneSideKeys(key) ?? []) {
    if (section.entries.has(sideKey)) continue;
    draft.fields.delete(sideKey);
    draft.typed.delete(sideKey);
  }
}

/**
 * Fairy-Stockfish drops a piece type from the promotion choices when the type is removed or its
 * letter given to a type again (variant.h `remove_piece`, called by `add_piece`); a
 * `promotionPieceTypes` of the same section sets them afresh. A built-in template without
 * promotion choices has the engine's default, chess's four pieces.
 */
function dropRemovedPromotions(draft: Draft, removed: ReadonlySet<string>): void {
  for (const key of PROMOTION_CHOICE_KEYS) {
    const value = draft.typed.get(key)
      ?? (key === 'promotionPieceTypes' ? { kind: 'set', all: false, types: DEFAULT_PROMOTION_TYPES } as const : undefined);
    if (value?.kind !== 'set' || !value.types.some((t) => removed.has(t))) continue;
    draft.typed.set(key, withoutTypes(value, removed));
  }
}

function toDefinition(name: string, draft: Draft): FairyDefinition {
  const out: Record<string, unknown> = { id: name };
  for (const [key, value] of draft.fields) out[key] = value;
  const letterOf = (type: string): string | undefined => draft.pieces.letterOfType.get(type);
  for (const [key, value] of draft.typed) {
    const letters = piecesToLetters(key, value, letterOf);
    if (letters !== undefined) out[key] = letters;
    // Fairy-Stockfish castles only the castling king's type: with that type removed nothing castles.
    else if (key.startsWith('castlingKingPiece')) out['castling'] = false;
  }
  const { pieces, white, black } = piecesByLetter(draft.pieces);
  out['pieces'] = pieces;
  if (draft.pieces.kingType !== undefined) out['kingType'] = draft.pieces.kingType;
  else delete out['kingType'];
  if (Object.keys(white).length > 0) out['mobilityRegionWhite'] = white;
  if (Object.keys(black).length > 0) out['mobilityRegionBlack'] = black;
  clipRegions(out);
  return out as unknown as FairyDefinition;
}
