/**
 * Shogi pictures: a plain wooden board of lined squares, five-sided pieces of one colour that point
 * at the opponent (the far player's pieces turned round, writing and all), promoted pieces written in
 * red, and each player's hand (komadai) beside the board — the near player's to the right, the far
 * player's to the left. Labels are the usual letters (`P`, `+P`, `K`) or, with `{ kanji: true }`, the
 * kanji of a printed diagram (歩, と, 玉). Our own plain drawing: no artwork from anywhere.
 */
import { describe, fail } from '../core/errors.js';
import type { Board, Point } from '../core/graph.js';
import type { ShogiFaces, ShogiLook, SvgLook } from '../core/look.js';
import { drawNodes } from '../core/svg/cells.js';
import { CELL, layout } from '../core/svg/layout.js';
import { element, escapeXml, num, text } from '../core/svg/markup.js';
import { readOptions } from '../core/svg/options.js';
import type { SvgOptions } from '../core/svg/types.js';

/** `renderSvg` options of a shogi-family game: every game's, and kanji labels. */
export interface ShogiSvgOptions extends SvgOptions {
  /** Label pieces with kanji (歩, 香, 桂, 銀, 金, 角, 飛, 玉; と, 杏, 圭, 全, 馬, 龍) instead of letters; default false. */
  readonly kanji?: boolean;
}

/** Kanji of each piece as SFEN writes it (upper case); the second player's king is 王. */
const KANJI: Readonly<Record<string, string>> = {
  P: '歩', L: '香', N: '桂', S: '銀', G: '金', B: '角', R: '飛', K: '玉',
  '+P': 'と', '+L': '杏', '+N': '圭', '+S': '全', '+B': '馬', '+R': '龍',
};

/** The wood of board and pieces, and the ink of promoted pieces. */
const BOARD_WOOD = '#eec97e';
const PIECE_WOOD = '#f9e4b7';
const PROMOTED_INK = '#c0161b';
const INK = '#1a1a1a';

/** A piece's outline pointing up, centred on the origin, in cells. */
const PENTAGON: readonly (readonly [number, number])[] = [[0, -0.43], [0.29, -0.3], [0.36, 0.41], [-0.36, 0.41], [-0.29, -0.3]];

function outline(scale: number): string {
  return PENTAGON.map(([x, y]) => `${num(x * CELL * scale)},${num(y * CELL * scale)}`).join(' ');
}

/** One piece at the origin: its outline and label; turned round when it belongs to the far player. */
function pieceBody(token: string, far: boolean, kanji: boolean, scale: number): string {
  const up = token.toUpperCase();
  const promoted = up.startsWith('+');
  const label = kanji ? (up === 'K' && token === 'k' ? '王' : KANJI[up] ?? up) : up;
  const size = CELL * scale * (kanji ? 0.42 : label.length > 1 ? 0.3 : 0.4);
  const face = element('polygon', { class: 'bw-shogi-piece', points: outline(scale), fill: PIECE_WOOD, stroke: '#5c4326', 'stroke-width': CELL * 0.02 })
    + text({ class: 'bw-glyph', x: 0, y: CELL * scale * 0.06, 'font-size': size, 'font-family': kanji ? 'serif' : 'sans-serif', 'font-weight': 'bold', 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: promoted ? PROMOTED_INK : INK }, label);
  return far ? element('g', { transform: 'rotate(180)' }, face) : face;
}

/**
 * Draws a shogi-family position (its pieces as the game's look gives them in `tokens`, `kinds` the kind `pieceAt` gives each square) as SVG text. Options as every
 * `renderSvg` takes them (`INVALID_OPTION` for a bad one, never changed), plus `kanji`.
 */
export function drawShogiSvg<P>(d: ShogiLook<P>, board: Board, players: readonly string[], tokens: ShogiFaces, kinds: ReadonlyMap<string, string>, id: string, name: string, options?: ShogiSvgOptions): string {
  let kanji = false;
  let rest: unknown = options;
  if (typeof options === 'object' && options !== null && !Array.isArray(options) && Object.hasOwn(options, 'kanji')) {
    const { kanji: k, ...others } = options;
    if (typeof k !== 'boolean') fail('INVALID_OPTION', `option kanji must be true or false, got ${describe(k)}`);
    kanji = k;
    rest = others;
  }
  const look: SvgLook = { cells: 'squares', seats: { [players[0] as string]: 0, [players[1] as string]: 2 } };
  const read = readOptions(board, players, look, rest);
  const given = (rest as SvgOptions | undefined)?.colors;
  // One wood for every square unless the caller names the square colours.
  const s = { ...read, colors: { ...read.colors, light: given?.light ?? BOARD_WOOD, dark: given?.dark ?? BOARD_WOOD } };
  const at = layout(board, 'squares', s.turns);
  // Coordinates as shogi diagrams give them, outside the board: each file's number above the top
  // row, each rank's letter right of the right-hand column (whichever player sits at the bottom).
  const strip = s.labels ? CELL * 0.32 : 0;
  let coordinates = '';
  if (s.labels) {
    const top = Math.min(...at.centres.map((c) => c.y)), right = Math.max(...at.centres.map((c) => c.x));
    for (let node = 0; node < board.size; node++) {
      const c = at.centres[node] as Point, usi = d.square(board.names[node] as string);
      const style = { class: 'bw-label', 'font-size': CELL * 0.2, 'font-family': 'sans-serif', 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: s.colors.label };
      if (c.y === top) coordinates += text({ ...style, x: c.x, y: c.y - CELL / 2 - strip / 2 }, usi.slice(0, -1));
      if (c.x === right) coordinates += text({ ...style, x: c.x + CELL / 2 + strip / 2, y: c.y }, usi.slice(-1));
    }
  }
  const near = s.orientation;
  // The board's lines: a frame and the lines between squares.
  const half = CELL / 2;
  let lines = '';
  for (let node = 0; node < board.size; node++) {
    const c = at.centres[node] as Point;
    lines += element('rect', { x: c.x - half, y: c.y - half, width: CELL, height: CELL, fill: 'none', stroke: '#5c4326', 'stroke-width': CELL * 0.015 });
  }
  let pieces = '';
  for (let node = 0; node < board.size; node++) {
    const square = board.names[node] as string;
    const token = tokens.board.get(square);
    if (token === undefined) continue;
    const player = token === token.toUpperCase() ? players[0] as string : players[1] as string;
    const c = at.centres[node] as Point;
    pieces += element('g', {
      // data-kind is the kind pieceAt gives (a tokin `+P`), data-shogi the piece as SFEN writes it (`+P`, `+p`).
      class: `bw-piece bw-player-${player} bw-kind-${kinds.get(square) ?? ''}`, 'data-node': square, 'data-player': player, 'data-kind': kinds.get(square), 'data-shogi': token,
      transform: `translate(${num(c.x)} ${num(c.y)})`,
    }, pieceBody(token, player !== near, kanji, 0.92));
  }
  let destinations = '';
  for (const node of s.destinations) {
    const c = at.centres[node] as Point;
    destinations += element('circle', { class: 'bw-destination', 'data-node': board.names[node], cx: c.x, cy: c.y, r: CELL * 0.15, fill: s.colors.destination });
  }
  // Hands: one column each, the near player's right of the board from the bottom up, the far player's left from the top down.
  const column = CELL * 1.2;
  const drawHand = (player: string, upper: boolean, x: number, far: boolean): string => {
    let body = '', row = 0;
    for (const letter of d.handOrder) {
      const key = upper ? letter : letter.toLowerCase();
      const count = tokens.hands.get(key) ?? 0;
      if (count === 0) continue;
      const y = far ? strip + 6 + CELL * (0.5 + row * 0.9) : strip + at.height - 6 - CELL * (0.5 + row * 0.9);
      row++;
      body += element('g', {
        class: `bw-hand-piece bw-player-${player}`, 'data-player': player, 'data-kind': letter, 'data-count': count,
        transform: `translate(${num(x)} ${num(y)})`,
      }, pieceBody(key, far, kanji, 0.75)
        + (count > 1 ? text({ class: 'bw-count', x: CELL * 0.42, y: far ? -CELL * 0.25 : CELL * 0.25, 'font-size': CELL * 0.28, 'font-family': 'sans-serif', 'font-weight': 'bold', 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: s.colors.label }, String(count)) : ''));
    }
    return element('g', { class: `bw-hand bw-player-${player}`, 'data-player': player }, body);
  };
  const firstNear = near === players[0];
  const hands = drawHand(near, firstNear, column + at.width + strip + column / 2 - CELL * 0.2, false)
    + drawHand(firstNear ? players[1] as string : players[0] as string, !firstNear, column / 2, true);
  const width = at.width + 2 * column + strip;
  const height = at.height + strip;
  const title = s.title ?? `${name} board`;
  const body = element('title', {}, escapeXml(title))
    + element('rect', { class: 'bw-background', x: 0, y: 0, width, height, fill: s.colors.background })
    + element('g', { transform: `translate(${num(column)} ${num(strip)})` }, drawNodes(board, look, at, { ...s, labels: false }) + element('g', { class: 'bw-lines' }, lines) + element('g', { class: 'bw-labels' }, coordinates) + element('g', { class: 'bw-pieces' }, pieces) + element('g', { class: 'bw-destinations' }, destinations))
    + element('g', { class: 'bw-hands' }, hands);
  return element('svg', {
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: `0 0 ${Math.round(width)} ${Math.round(height)}`,
    width: Math.round(s.size),
    height: Math.round((s.size * height) / width),
    class: 'bw-board',
    role: 'img',
    'aria-label': title,
    'data-variant': id,
    'data-orientation': s.orientation,
  }, body);
}
