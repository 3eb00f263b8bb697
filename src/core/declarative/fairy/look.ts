/**
 * How a game defined as data is drawn (`boardwright/svg`): squares (or intersections),
 * the first player (White, sente, Red, Cho) at the bottom, and the pieces of the six standard types — those the
 * definition names `king`, `queen`, `rook`, `bishop`, `knight`, `pawn` — as
 * chess figures; every other piece keeps its letter on a disc (`+P` for a piece promoted in place).
 * A definition with `pieceFaces` also says which piece of that traditional set (xiangqi, janggi)
 * each letter is, read from its type; the drawer knows the characters. `pieceFaces: 'stones'` and
 * `boardStyle` `'grid'` and `'frame'` pass through as they are (the cells of the same names): the drawer knows how they look.
 */
import type { SvgCells, SvgFigure, SvgGlyph, SvgLook, SvgTraditionalPiece } from '../../look.js';
import type { Compiled } from './compile.js';
import type { FairyDefinition } from './definition.js';

/** The built-in piece names drawn as figures (a figure's name is its piece's). */
const STANDARD: ReadonlySet<string> = /* @__PURE__ */ new Set(['king', 'queen', 'rook', 'bishop', 'knight', 'pawn']);

/**
 * The glyph of a piece kind: its figure when its type is a standard piece, else its letter; a piece
 * promoted in place (`+P`) shows `+P` (as Western shogi text names it), drawn as the type it stands as.
 */
function glyph(c: Compiled, kind: string): SvgGlyph {
  const promoted = kind.startsWith('+');
  const letter = promoted ? kind.slice(0, 2).toUpperCase() : kind.slice(0, 1).toUpperCase();
  const base = c.typeOf.get(letter.slice(-1));
  const type = promoted && base !== undefined ? c.rules.promotedPieceType[base] : base;
  const name = type === undefined || type < 0 ? undefined : c.builtin[type];
  if (name === undefined || !STANDARD.has(name)) return { text: letter };
  return { text: letter, figure: name as SvgFigure };
}

/** The built-in piece types of xiangqi and janggi (and Manchu chess's banner) as pieces of their sets. */
const TRADITIONAL: Readonly<Record<string, SvgTraditionalPiece>> = {
  king: 'general', fers: 'advisor', wazir: 'advisor', elephant: 'elephant', janggiElephant: 'elephant',
  horse: 'horse', rook: 'chariot', cannon: 'cannon', janggiCannon: 'cannon', soldier: 'soldier', banner: 'banner',
};

/** Which piece of the set each of a compiled game's letters is (letters of other types left out). */
function piecesOf(c: Compiled): Record<string, SvgTraditionalPiece> {
  const out: Record<string, SvgTraditionalPiece> = {};
  for (const [letter, type] of c.typeOf) {
    const name = c.builtin[type];
    const piece = name === undefined ? undefined : TRADITIONAL[name];
    if (piece !== undefined) out[letter] = piece;
  }
  return out;
}

/**
 * The look of a compiled game.
 * @example
 * ```ts
 * fairyLook(compiled, 'squares', undefined).glyph?.({ node: 'e1', player: 'white', kind: 'K' }) // { text: 'K', figure: 'king' }
 * ```
 */
export function fairyLook(c: Compiled, cells: SvgCells, pieceFaces: FairyDefinition['pieceFaces']): SvgLook {
  const look: SvgLook = { cells, seats: { [c.players[0]]: 0, [c.players[1]]: 2 }, glyph: (piece) => glyph(c, piece.kind) };
  return pieceFaces === undefined ? look : { ...look, faces: { set: pieceFaces, pieces: piecesOf(c) } };
}

