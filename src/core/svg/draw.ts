/**
 * {@link drawSvg}: a whole board picture as one self-contained SVG string,
 * from the board graph, the game's look and the pieces.
 */
import type { Board } from '../graph.js';
import { drawFrame, drawGrid, drawLines, drawNodes } from './cells.js';
import { HAND_STRIP, drawHands, requireHands } from './hands.js';
import { layout } from './layout.js';
import { element, escapeXml } from './markup.js';
import { readOptions, requireLook } from './options.js';
import { drawDestinations, drawPieces } from './pieces.js';
import type { SvgHand, SvgLook, SvgOptions, SvgPiece } from './types.js';

/** What {@link drawSvg} draws. */
export interface SvgScene {
  readonly board: Board;
  /** Player ids in seat order. */
  readonly players: readonly string[];
  /** The pieces on the board. */
  readonly pieces: readonly SvgPiece[];
  /** Pieces held off the board (crazyhouse pockets), drawn in strips below and above the board. */
  readonly hands?: readonly SvgHand[];
  /** Players out of the game (their pieces are greyed). */
  readonly eliminated?: readonly string[];
  /** Game id and name, written on the picture's root element and title. */
  readonly id?: string;
  readonly name?: string;
  /**
   * Draws a piece's body centred on the origin (a game's traditional faces), or returns undefined
   * to leave it to the look (figure or lettered disc).
   */
  readonly drawPiece?: (piece: SvgPiece) => string | undefined;
}

/**
 * Draws a board as SVG text: no DOM, no dependency, so it works in Node, a
 * browser or a README. Every node is one `<g class="bw-node" data-node="…">`;
 * every piece a `<g class="bw-piece" data-node="…" data-player="…" data-kind="…">`
 * translated to its node's centre. Games call it from `renderSvg`; a custom
 * board can call it directly.
 *
 * @example
 * ```ts
 * const svg = drawSvg({ board: rect(3, 3), players: ['a', 'b'], pieces: [{ node: 'b2', player: 'a', kind: 'stone' }] }, { cells: 'squares' });
 * svg.startsWith('<svg') // true
 * ```
 */
export function drawSvg(scene: SvgScene, look: SvgLook = {}, options?: SvgOptions): string {
  const { board, players } = scene;
  requireLook(look);
  const s = readOptions(board, players, look, options);
  const cells = look.cells ?? 'points';
  const at = layout(board, cells, s.turns);
  const occupied = new Set(scene.pieces.map((p) => p.node));
  const title = s.title ?? (scene.name ? `${scene.name} board` : 'Board');
  const drawing = (cells === 'playable-squares' ? drawGrid(at, s) : cells === 'frame' ? drawFrame(at, s) : '')
    + (cells === 'points' ? drawLines(board, at, s) : '')
    + drawNodes(board, look, at, s)
    + drawPieces(board, players, look, at, s, scene.pieces, new Set(scene.eliminated ?? []), scene.drawPiece)
    + drawDestinations(board, at, s, occupied);
  // With hands the board moves down one strip and the picture grows by a strip above and below.
  if (scene.hands !== undefined) requireHands(scene.hands);
  const hands = scene.hands ?? [];
  const strips = hands.length > 0 ? 2 * HAND_STRIP : 0;
  const height = at.height + strips;
  const left = at.centres.reduce((min, c) => Math.min(min, c.x), Infinity);
  const body = element('title', {}, escapeXml(title))
    + element('rect', { class: 'bw-background', x: 0, y: 0, width: at.width, height, fill: s.colors.background })
    + (hands.length > 0
      ? element('g', { transform: `translate(0 ${HAND_STRIP})` }, drawing) + drawHands(hands, players, look, s, Number.isFinite(left) ? left : HAND_STRIP, at.height)
      : drawing);
  return element('svg', {
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: `0 0 ${Math.round(at.width)} ${Math.round(height)}`,
    width: Math.round(s.size),
    height: Math.round((s.size * height) / at.width),
    class: 'bw-board',
    role: 'img',
    'aria-label': title,
    'data-variant': scene.id,
    'data-orientation': s.orientation,
  }, body);
}
