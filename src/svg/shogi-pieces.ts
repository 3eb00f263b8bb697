/**
 * Shogi pictures: a plain wooden board of lined squares, five-sided pieces of one colour that point
 * at the opponent (the far player's pieces turned round, writing and all), promoted pieces written in
 * red, and each player's hand (komadai) beside the board — the near player's to the right, the far
 * player's to the left. Faces are the kanji printed on real pieces (王將/玉將, 飛車, 歩兵; と, 龍王 in
 * red), drawn as outlines so no font is needed, or with `pieces: 'international'` the usual letters
 * (`P`, `+P`, `K`). Our own plain drawing: no artwork from anywhere.
 */
import { describe, fail } from '../core/errors.js';
import type { Board, Point } from '../core/graph.js';
import type { ShogiFaces, ShogiLook, SvgLook } from '../core/look.js';
import { drawNodes, token as classToken } from '../core/svg/cells.js';
import { CELL, layout } from '../core/svg/layout.js';
import { element, escapeXml, num, text } from '../core/svg/markup.js';
import { readOptions } from '../core/svg/options.js';
import type { SvgOptions } from '../core/svg/types.js';
import { canWrite, writeCjk } from './cjk-writing.js';

/** `renderSvg` options of a shogi-family game: every game's, and the older name of the piece style. */
export interface ShogiSvgOptions extends SvgOptions {
  /** `true` is `pieces: 'traditional'` (kanji), `false` is `pieces: 'international'` (letters); kept for older callers. */
  readonly kanji?: boolean;
}

/**
 * Shogi's faces as printed on a standard set (en.wikipedia.org/wiki/Shogi, "Pieces"): two kanji,
 * the promoted pieces' in red; sente's king 玉將, gote's 王將 (`k`), as in printed diagrams.
 */
const SHOGI_KANJI: Readonly<Record<string, string>> = {
  K: '玉將', k: '王將', R: '飛車', '+R': '龍王', B: '角行', '+B': '龍馬', G: '金將',
  S: '銀將', '+S': '成銀', N: '桂馬', '+N': '成桂', L: '香車', '+L': '成香', P: '歩兵', '+P': 'と',
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

/** The kanji on a piece as SFEN writes it (`p`, `+P`, `k`), or undefined when its faces have none the drawer can write. */
function kanjiOf(token: string, faces: Readonly<Record<string, string>>): string | undefined {
  const up = token.toUpperCase();
  const kanji = (token === 'k' ? faces.k : undefined) ?? faces[up];
  return kanji !== undefined && canWrite(kanji, 'japanese') ? kanji : undefined;
}

/**
 * One piece at the origin: its outline and face (`faces` the kanji, undefined for letters); turned
 * round when it belongs to the far player.
 */
function pieceBody(token: string, far: boolean, faces: Readonly<Record<string, string>> | undefined, scale: number): string {
  const up = token.toUpperCase();
  const promoted = up.startsWith('+');
  const ink = promoted ? PROMOTED_INK : INK;
  const kanji = faces === undefined ? undefined : kanjiOf(token, faces);
  let writing: string;
  if (kanji !== undefined) {
    // One kanji large in the middle; two stacked, narrowed a little, as on a real piece.
    const two = [...kanji].length > 1;
    writing = element('g', { class: 'bw-glyph bw-kanji', transform: `translate(0 ${num(CELL * scale * (two ? 0.03 : 0.04))})` }, writeCjk(kanji, 'japanese', CELL * scale * (two ? 0.34 : 0.44), ink, two ? 0.84 : 1));
  } else {
    const size = CELL * scale * (up.length > 1 ? 0.3 : 0.4);
    writing = text({ class: 'bw-glyph', x: 0, y: CELL * scale * 0.06, 'font-size': size, 'font-family': 'sans-serif', 'font-weight': 'bold', 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: ink }, up);
  }
  const face = element('polygon', { class: 'bw-shogi-piece', points: outline(scale), fill: PIECE_WOOD, stroke: '#5c4326', 'stroke-width': CELL * 0.02 }) + writing;
  return far ? element('g', { transform: 'rotate(180)' }, face) : face;
}

/** The piece style asked for: kanji unless `pieces` says otherwise (`kanji`, the older option, is kept). */
function readStyle(options: ShogiSvgOptions | undefined): { readonly kanji: boolean; readonly rest: unknown } {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return { kanji: true, rest: options };
  let rest: unknown = options;
  let kanji = options.pieces === undefined || options.pieces === 'traditional';
  if (Object.hasOwn(options, 'kanji')) {
    const { kanji: k, ...others } = options;
    if (typeof k !== 'boolean') fail('INVALID_OPTION', `option kanji must be true or false, got ${describe(k)}`);
    if (options.pieces === undefined) kanji = k;
    rest = others;
  }
  return { kanji, rest };
}

/**
 * Draws a shogi-family position (its pieces as the game's look gives them in `tokens`, `kinds` the kind `pieceAt` gives each square) as SVG text. Options as every
 * `renderSvg` takes them (`INVALID_OPTION` for a bad one, never changed), plus `kanji`.
 */
export function drawShogiSvg<P>(d: ShogiLook<P>, board: Board, players: readonly string[], tokens: ShogiFaces, kinds: ReadonlyMap<string, string>, id: string, name: string, options?: ShogiSvgOptions): string {
  const { kanji, rest } = readStyle(options);
  const faces = kanji ? d.kanji ?? SHOGI_KANJI : undefined;
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
      class: `bw-piece bw-player-${player} bw-kind-${classToken(kinds.get(square) ?? '')}`, 'data-node': square, 'data-player': player, 'data-kind': kinds.get(square), 'data-shogi': token,
      transform: `translate(${num(c.x)} ${num(c.y)})`,
    }, pieceBody(token, player !== near, faces, 0.92));
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
      }, pieceBody(key, far, faces, 0.75)
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
