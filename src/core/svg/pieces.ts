/**
 * Pieces: a chess figure (drawn by the look's `drawFigure`, figures.ts for chess), or a disc in the owner's colour with a
 * letter or a simple drawn mark, a stack drawn as several discs with its count,
 * eliminated players greyed. Our own plain drawings: no artwork from anywhere.
 */
import { describe, fail } from '../errors.js';
import { NONE, type Board, type Point } from '../graph.js';
import { token } from './cells.js';
import { FIGURES, isFigure } from './figure-names.js';
import { CELL, type Layout } from './layout.js';
import { element, num, text } from './markup.js';
import type { Settings } from './options.js';
import type { SvgFigure, SvgFigureDrawer, SvgGlyph, SvgLook, SvgMark, SvgPiece } from './types.js';

/** Fills for players named after a colour, when neither the game nor the caller gives one. */
const NAMED_FILLS: Readonly<Record<string, string>> = {
  white: '#f8f8f8', light: '#f8f8f8', black: '#222222', dark: '#222222',
  red: '#d32f2f', blue: '#1e63c4', yellow: '#f2c12e', green: '#2e8b3e',
};

/** Fallback fills, by seat, for any other player. */
const SPARE_FILLS = ['#f8f8f8', '#222222', '#c62828', '#1565c0', '#f9a825', '#2e7d32'];

/** Dark text on light fills, light text on dark ones (hex colours; others get dark text). */
export function textColour(fill: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(fill)?.[1];
  if (!hex) return '#111111';
  const full = hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#111111' : '#f5f5f5';
}

/** The outline of a drawn mark, centred on the origin. */
const MARK_POINTS: Readonly<Record<SvgMark, readonly (readonly [number, number])[]>> = {
  crown: [[-0.2, 0.12], [-0.22, -0.1], [-0.1, 0.01], [0, -0.15], [0.1, 0.01], [0.22, -0.1], [0.2, 0.12]],
  diamond: [[0, -0.2], [0.14, 0], [0, 0.2], [-0.14, 0]],
};

function drawMark(mark: SvgMark, colour: string): string {
  const points = MARK_POINTS[mark].map(([x, y]) => `${num(x * CELL)},${num(y * CELL)}`).join(' ');
  return element('polygon', { class: `bw-mark bw-mark-${mark}`, points, fill: colour });
}

/** A player's piece fill: the caller's colour, the game's, a colour named by the id, or a spare by seat. */
export function playerFill(player: string, players: readonly string[], look: SvgLook, s: Settings): string {
  return s.colors.players[player] ?? look.playerColors?.[player] ?? NAMED_FILLS[player]
    ?? SPARE_FILLS[Math.max(0, players.indexOf(player)) % SPARE_FILLS.length] as string;
}

export function defaultGlyph(piece: SvgPiece): SvgGlyph {
  return { text: piece.kind.slice(0, 1).toUpperCase() };
}

/**
 * The glyph the look's `glyph` hook gives a piece, checked: an object whose
 * `text` is a string or absent and whose `mark` is a known mark or absent.
 * Anything else is a broken game definition: `INVALID_DEFINITION`.
 */
export function glyphOf(look: SvgLook, piece: SvgPiece): SvgGlyph {
  if (!look.glyph) return defaultGlyph(piece);
  const glyph: unknown = look.glyph(piece);
  if (typeof glyph !== 'object' || glyph === null) fail('INVALID_DEFINITION', `the svg look's glyph hook returned ${describe(glyph)}; it must return { text?, mark? }`, { hook: 'svg.glyph' });
  const { text: letters, mark, figure } = glyph as Record<string, unknown>;
  if (letters !== undefined && typeof letters !== 'string') fail('INVALID_DEFINITION', `the svg look's glyph hook returned a text that is ${describe(letters)}; it must be a string or absent`, { hook: 'svg.glyph' });
  if (mark !== undefined && !(typeof mark === 'string' && Object.hasOwn(MARK_POINTS, mark))) fail('INVALID_DEFINITION', `the svg look's glyph hook returned the mark ${describe(mark)}; it must be one of ${Object.keys(MARK_POINTS).join(', ')} or absent`, { hook: 'svg.glyph' });
  if (figure !== undefined && !isFigure(figure)) fail('INVALID_DEFINITION', `the svg look's glyph hook returned the figure ${describe(figure)}; it must be one of ${FIGURES.join(', ')} or absent`, { hook: 'svg.glyph' });
  return glyph as SvgGlyph;
}

/** The outline of a figure: black around dark fills, near-black around the rest. */
function outlineOf(fill: string): string {
  return textColour(fill) === '#111111' ? '#222222' : '#000000';
}

/** Whether a piece is drawn as its figure: the glyph names one, the look can draw it and the caller does not ask for letters. */
export function drawsFigure(glyph: SvgGlyph, look: SvgLook, s: Settings): boolean {
  return glyph.figure !== undefined && look.drawFigure !== undefined && s.pieces !== 'letters';
}

/**
 * What stands for a piece, centred on the origin: the drawn figure when
 * {@link drawsFigure}, else a disc (several, offset
 * upward, for a stack) with the glyph's mark, letters and count on the top one.
 * `scale` shrinks it (pieces in hand). Every piece drawing goes through here:
 * another piece shape is one more branch.
 */
export function drawBody(glyph: SvgGlyph, look: SvgLook, fill: string, s: Settings, count = 1, scale = 1): string {
  if (drawsFigure(glyph, look, s)) return (look.drawFigure as SvgFigureDrawer)(glyph.figure as SvgFigure, fill, outlineOf(fill), textColour(fill), scale);
  const r = CELL * 0.38 * scale;
  const ink = textColour(fill);
  const layers = Math.min(Math.max(1, count), 3);
  const lift = CELL * 0.07 * scale;
  let out = '';
  for (let i = 0; i < layers; i++) {
    out += element('circle', { class: 'bw-disc', cx: 0, cy: ((layers - 1) / 2 - i) * lift, r, fill, stroke: '#333333', 'stroke-width': CELL * 0.025 * Math.max(scale, 0.8) });
  }
  const top = -((layers - 1) / 2) * lift;
  let face = '';
  if (glyph.mark) face += drawMark(glyph.mark, ink);
  if (glyph.text) face += text({ class: 'bw-glyph', x: 0, y: 0, 'font-size': CELL * (glyph.text.length > 1 ? 0.3 : 0.42), 'font-family': 'sans-serif', 'font-weight': 'bold', 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: ink }, glyph.text);
  if (count > 1) face += text({ class: 'bw-count', x: 0, y: 0, 'font-size': CELL * 0.4, 'font-family': 'sans-serif', 'font-weight': 'bold', 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: ink }, String(count));
  if (face) out += element('g', { transform: scale === 1 ? `translate(0 ${num(top)})` : `translate(0 ${num(top)}) scale(${scale})` }, face);
  return out;
}

/** One piece: its body (`body`, else the look's), in a group that names its node, player, kind and count. */
function drawPiece(piece: SvgPiece, glyph: SvgGlyph, look: SvgLook, fill: string, centre: Point, eliminated: boolean, s: Settings, body: string | undefined): string {
  return element('g', {
    class: `bw-piece bw-player-${token(piece.player)} bw-kind-${token(piece.kind)}${eliminated ? ' bw-eliminated' : ''}`,
    'data-node': piece.node,
    'data-player': piece.player,
    'data-kind': piece.kind,
    'data-count': piece.count,
    transform: `translate(${num(centre.x)} ${num(centre.y)})`,
  }, body ?? drawBody(glyph, look, fill, s, piece.count ?? 1));
}

/**
 * Every piece at its node's centre. A piece on a node the board does not have
 * is a bad position: `INVALID_POSITION`.
 */
export function drawPieces(board: Board, players: readonly string[], look: SvgLook, at: Layout, s: Settings, pieces: readonly SvgPiece[], out: ReadonlySet<string>, custom?: (piece: SvgPiece) => string | undefined): string {
  let body = '';
  for (const piece of pieces) {
    if (typeof piece !== 'object' || piece === null || typeof piece.node !== 'string' || typeof piece.player !== 'string' || typeof piece.kind !== 'string') {
      fail('INVALID_ARGUMENT', `a piece to draw must be { node, player, kind } with string fields, got ${describe(piece)}`);
    }
    const node = board.nodeId(piece.node);
    if (node === NONE) fail('INVALID_POSITION', `a piece stands on "${piece.node.slice(0, 30)}", which is not on the board`);
    const eliminated = out.has(piece.player);
    const fill = eliminated ? s.colors.eliminated : playerFill(piece.player, players, look, s);
    // An eliminated player's pieces are greyed discs, whatever their faces.
    const own = eliminated || custom === undefined ? undefined : custom(piece);
    body += drawPiece(piece, glyphOf(look, piece), look, fill, at.centres[node] as Point, eliminated, s, own);
  }
  return element('g', { class: 'bw-pieces' }, body);
}

/** Destination markers: a dot on an empty node, a ring around an occupied one. */
export function drawDestinations(board: Board, at: Layout, s: Settings, occupied: ReadonlySet<string>): string {
  let body = '';
  for (const node of s.destinations) {
    const c = at.centres[node] as Point;
    const name = board.names[node] as string;
    body += occupied.has(name)
      ? element('circle', { class: 'bw-destination bw-destination-capture', 'data-node': name, cx: c.x, cy: c.y, r: CELL * 0.44, fill: 'none', stroke: s.colors.destination, 'stroke-width': CELL * 0.07 })
      : element('circle', { class: 'bw-destination', 'data-node': name, cx: c.x, cy: c.y, r: CELL * 0.15, fill: s.colors.destination });
  }
  return element('g', { class: 'bw-destinations' }, body);
}
