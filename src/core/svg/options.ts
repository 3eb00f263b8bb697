/**
 * Checks `renderSvg` options (plain JavaScript callers get a typed error, not
 * a broken picture) and fills in the defaults.
 */
import { describe, excerpt, fail } from '../errors.js';
import { isCssColour } from './css-colour.js';
import { requireNode, type Board } from '../graph.js';
import { DROP_FROM } from '../variant.js';
import type { SvgCells, SvgColors, SvgHighlights, SvgLook, SvgOptions, SvgPieceStyle } from './types.js';

/** Default colours: a quiet wooden board, readable in print and on screen. */
export const DEFAULT_COLORS: SvgColors = {
  background: '#f7f3ea',
  light: '#f0d9b5',
  dark: '#b58863',
  line: '#8a6a4a',
  point: '#6b4f35',
  label: '#5a4632',
  lastMove: 'rgba(155, 199, 0, 0.45)',
  selected: 'rgba(20, 85, 200, 0.45)',
  destination: 'rgba(20, 85, 30, 0.55)',
  check: 'rgba(220, 20, 20, 0.75)',
  eliminated: '#9e9e9e',
  players: {},
};

const OPTION_KEYS = ['orientation', 'labels', 'highlights', 'size', 'colors', 'title', 'pieces'];
const PIECE_STYLES: readonly SvgPieceStyle[] = ['traditional', 'international', 'figures', 'letters'];
const HIGHLIGHT_KEYS = ['lastMove', 'selected', 'destinations', 'check'];
const COLOR_KEYS = /* @__PURE__ */ Object.keys(DEFAULT_COLORS);

/** Options with every default filled in and every node name turned into an id. */
export interface Settings {
  readonly turns: number;
  readonly orientation: string;
  readonly labels: boolean;
  readonly size: number;
  readonly colors: SvgColors;
  readonly title: string | undefined;
  /** Traditional faces where the game has them, figures for pieces that have one, or lettered discs for all. */
  readonly pieces: SvgPieceStyle;
  readonly lastMove: readonly number[];
  readonly selected: number | undefined;
  readonly destinations: readonly number[];
  readonly check: number | undefined;
}

function object(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail('INVALID_OPTION', `${what} must be an object, got ${describe(value)}`);
  return value as Record<string, unknown>;
}

function known(value: Record<string, unknown>, keys: readonly string[], what: string): void {
  for (const key of Object.keys(value)) {
    if (!keys.includes(key)) fail('INVALID_OPTION', `unknown ${what} "${key.slice(0, 30)}"; known: ${keys.join(', ')}`);
  }
}

function nodeName(board: Board, value: unknown, what: string): number {
  if (typeof value !== 'string') fail('INVALID_OPTION', `${what} must be a node name, got ${describe(value)}`);
  return requireNode(board, value);
}

/** A colour option: a CSS colour ({@link isCssColour}), never `url(…)` or anything else. */
function colour(value: unknown, what: string): string {
  if (!isCssColour(value)) fail('INVALID_OPTION', `${what} must be a CSS colour (a name, #hex, rgb(), rgba(), hsl() or hsla()), got ${typeof value === 'string' ? excerpt(value) : describe(value)}`);
  return value;
}

/** The boards that have colours of their own: Othello's green felt, Connect Four's blue frame (its holes show the background). */
const BOARD_COLOURS: Partial<Record<SvgCells, Partial<SvgColors>>> = {
  grid: { dark: '#2e7d4f', line: '#10301c', label: '#d8ecd8' },
  // Labels sit in the holes, on the background: a muted blue-grey.
  frame: { dark: '#1e55b3', light: DEFAULT_COLORS.background, label: '#8796b3' },
};

/** The colours a picture starts from: the package's, with the board style's own over them. */
function baseColors(cells: SvgCells | undefined): SvgColors {
  const own = cells === undefined ? undefined : BOARD_COLOURS[cells];
  return own === undefined ? DEFAULT_COLORS : { ...DEFAULT_COLORS, ...own };
}

function readColors(value: unknown, players: readonly string[], cells: SvgCells | undefined): SvgColors {
  if (value === undefined) return baseColors(cells);
  const given = object(value, 'option colors');
  known(given, COLOR_KEYS, 'colour');
  const out: Record<string, unknown> = { ...baseColors(cells) };
  for (const [key, v] of Object.entries(given)) {
    if (key !== 'players') out[key] = colour(v, `colors.${key}`);
  }
  if (given.players !== undefined) {
    const byPlayer = object(given.players, 'colors.players');
    known(byPlayer, players, 'player');
    out.players = Object.fromEntries(Object.entries(byPlayer).map(([p, v]) => [p, colour(v, `colors.players.${p}`)]));
  }
  return out as unknown as SvgColors;
}

function readHighlights(board: Board, value: unknown): Pick<Settings, 'lastMove' | 'selected' | 'destinations' | 'check'> {
  if (value === undefined) return { lastMove: [], selected: undefined, destinations: [], check: undefined };
  const h = object(value, 'option highlights') as SvgHighlights & Record<string, unknown>;
  known(h, HIGHLIGHT_KEYS, 'highlight');
  let lastMove: number[] = [];
  if (h.lastMove !== undefined) {
    const m = object(h.lastMove, 'highlights.lastMove');
    const to = nodeName(board, m.to, 'highlights.lastMove.to');
    // A drop starts off the board: only its square is highlighted.
    lastMove = m.from === DROP_FROM ? [to] : [nodeName(board, m.from, 'highlights.lastMove.from'), to];
  }
  let destinations: number[] = [];
  if (h.destinations !== undefined) {
    if (!Array.isArray(h.destinations) || h.destinations.length > board.size) fail('INVALID_OPTION', `highlights.destinations must be an array of at most ${board.size} node names`);
    destinations = h.destinations.map((d, i) => nodeName(board, d, `highlights.destinations[${i}]`));
  }
  return {
    lastMove,
    destinations,
    selected: h.selected === undefined ? undefined : nodeName(board, h.selected, 'highlights.selected'),
    check: h.check === undefined ? undefined : nodeName(board, h.check, 'highlights.check'),
  };
}

/**
 * Checks the parts of a game's look that are written into the picture as they
 * are: each `playerColors` entry must be a CSS colour, like the `colors`
 * option. A bad look is a bad game definition: `INVALID_DEFINITION`.
 */
export function requireLook(look: SvgLook): void {
  if (typeof look !== 'object' || look === null) fail('INVALID_DEFINITION', `the svg look must be an object, got ${describe(look)}`);
  const draw: unknown = look.drawFigure;
  if (draw !== undefined && typeof draw !== 'function') fail('INVALID_DEFINITION', `svg.drawFigure must be a function or absent, got ${describe(draw)}`);
  const given: unknown = look.playerColors;
  if (given === undefined) return;
  if (typeof given !== 'object' || given === null) fail('INVALID_DEFINITION', `svg.playerColors must be an object of player → colour, got ${describe(given)}`);
  for (const [player, value] of Object.entries(given)) {
    if (!isCssColour(value)) fail('INVALID_DEFINITION', `svg.playerColors.${excerpt(player, 20)} must be a CSS colour (a name, #hex, rgb(), rgba(), hsl() or hsla()), got ${typeof value === 'string' ? excerpt(value) : describe(value)}`);
  }
}

/**
 * Quarter turns that bring each player to the bottom: the game's own seats, or
 * players spread evenly (two players face each other).
 */
export function seatTurns(look: SvgLook, players: readonly string[], player: string): number {
  const given = look.seats?.[player];
  if (given !== undefined) return given;
  const i = players.indexOf(player);
  return Math.round((i * 4) / Math.max(1, players.length)) % 4;
}

/**
 * Reads `renderSvg` options; throws `INVALID_OPTION` (or `UNKNOWN_NODE` for a
 * highlight naming no node) and never changes the options object.
 */
export function readOptions(board: Board, players: readonly string[], look: SvgLook, options: unknown): Settings {
  const o = options === undefined ? {} : object(options, 'renderSvg options');
  known(o, OPTION_KEYS, 'option');
  // By default the board is drawn as its coordinates lie (y up): whoever sits there is at the bottom.
  const orientation = o.orientation ?? players.find((p) => seatTurns(look, players, p) === 0) ?? players[0] ?? '';
  if (typeof orientation !== 'string' || !players.includes(orientation)) fail('INVALID_OPTION', `option orientation must be one of the players (${players.join(', ')}), got ${describe(orientation)}`);
  const labels = o.labels ?? true;
  if (typeof labels !== 'boolean') fail('INVALID_OPTION', `option labels must be true or false, got ${describe(labels)}`);
  const size = o.size ?? 400;
  if (typeof size !== 'number' || !Number.isFinite(size) || size <= 0 || size > 100_000) fail('INVALID_OPTION', `option size must be a width in pixels from 1 to 100000, got ${describe(size)}`);
  const title = o.title;
  if (title !== undefined && (typeof title !== 'string' || title.length > 500)) fail('INVALID_OPTION', `option title must be a string of at most 500 characters, got ${describe(title)}`);
  const pieces = o.pieces ?? 'figures';
  if (!PIECE_STYLES.includes(pieces as SvgPieceStyle)) fail('INVALID_OPTION', `option pieces must be ${PIECE_STYLES.map((x) => `'${x}'`).join(' or ')}, got ${describe(pieces)}`);
  return {
    turns: seatTurns(look, players, orientation),
    pieces: pieces as SvgPieceStyle,
    orientation,
    labels,
    size,
    colors: readColors(o.colors, players, look.cells),
    title,
    ...readHighlights(board, o.highlights),
  };
}
