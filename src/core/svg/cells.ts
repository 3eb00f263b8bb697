/**
 * The board itself: the lines of a points board, and one element per node
 * (square or point, its highlights and its label), each carrying the node's
 * name in `data-node` so a page can tell which node was clicked.
 */
import { describe, fail } from '../errors.js';
import type { Board, Point } from '../graph.js';
import { CELL, type Layout } from './layout.js';
import { element, text } from './markup.js';
import type { Settings } from './options.js';
import type { SvgCells, SvgLook } from './types.js';

/** The graph's edges as lines, each pair of nodes once (one pass over the neighbour table). */
export function drawLines(board: Board, at: Layout, s: Settings): string {
  const seen = new Set<number>();
  let out = '';
  for (let slot = 0; slot < board.next.length; slot++) {
    const to = board.next[slot] as number;
    const from = slot % board.size;
    if (to < 0 || to === from) continue;
    const key = Math.min(from, to) * board.size + Math.max(from, to);
    if (seen.has(key)) continue;
    seen.add(key);
    const a = at.centres[from] as Point, b = at.centres[to] as Point;
    const dir = board.directions[Math.floor(slot / board.size)] as string;
    out += element('line', { class: `bw-line bw-dir-${token(dir)}`, x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: s.colors.line, 'stroke-width': CELL * 0.03, 'stroke-linecap': 'round' });
  }
  return element('g', { class: 'bw-lines' }, out);
}

/** A string safe inside a class name. */
export function token(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** Connect Four's frame in one piece, its rim around the cells and no seams between them: a rounded rectangle under the holes. */
export function drawFrame(at: Layout, s: Settings): string {
  const inset = 4;
  return element('rect', { class: 'bw-frame', x: inset, y: inset, width: at.width - 2 * inset, height: at.height - 2 * inset, rx: CELL * 0.12, fill: s.colors.dark });
}

/** The light squares between a draughts board's playable squares: one rectangle under the whole grid. */
export function drawGrid(at: Layout, s: Settings): string {
  const inset = 6;
  return element('rect', { class: 'bw-grid bw-light', x: inset, y: inset, width: at.width - 2 * inset, height: at.height - 2 * inset, fill: s.colors.light });
}

function isDark(look: SvgLook, p: Point): boolean {
  return ((((p.x + p.y) % 2) + 2) % 2) === (look.darkParity ?? 0);
}

/** Where a node's label goes, relative to its centre, and how it is anchored. */
function labelSpot(cells: SvgCells): { dx: number; dy: number; anchor: string } {
  if (cells === 'points') return { dx: CELL * 0.3, dy: -CELL * 0.24, anchor: 'start' };
  if (cells === 'playable-squares') return { dx: -CELL * 0.44, dy: -CELL * 0.3, anchor: 'start' };
  // In the middle of a frame's hole (a disc dropped there covers it): a corner has no room beside the hole.
  if (cells === 'frame') return { dx: 0, dy: CELL * 0.08, anchor: 'middle' };
  return { dx: -CELL * 0.44, dy: CELL * 0.42, anchor: 'start' };
}

/** A node's label: the look's `label` hook must give a string (`INVALID_DEFINITION` otherwise), else the node's name. */
function labelOf(look: SvgLook, name: string): string {
  if (!look.label) return name;
  const label: unknown = look.label(name);
  if (typeof label !== 'string') fail('INVALID_DEFINITION', `the svg look's label hook returned ${describe(label)} for node ${JSON.stringify(name.slice(0, 30))}; it must return a string`, { hook: 'svg.label' });
  return label;
}

/** Smallest label, in pixels of the drawn picture: below this a name cannot be read on screen. */
const MIN_LABEL_PX = 11;

/**
 * The label's font size in picture units: a fifth of a square, but never
 * under {@link MIN_LABEL_PX} at the picture's drawn width (a 160-square cross
 * drawn 560 pixels wide has 40-pixel squares), nor over 0.3 of a square.
 */
export function labelFont(at: Layout, s: Settings): number {
  const unitsPerPixel = at.width / s.size;
  // Rounded up to the two decimals the picture writes, so the label is not a hair under the minimum.
  return Math.min(CELL * 0.3, Math.ceil(Math.max(CELL * 0.18, MIN_LABEL_PX * unitsPerPixel) * 100) / 100);
}

/** One node: its shape, its highlights, its label. */
function drawNode(board: Board, look: SvgLook, cells: SvgCells, at: Layout, s: Settings, node: number): string {
  const c = at.centres[node] as Point;
  const name = board.names[node] as string;
  const classes = ['bw-node'];
  let shape: string;
  const half = CELL / 2;
  if (cells === 'points') {
    classes.push('bw-point');
    // An invisible disc makes the whole neighbourhood of a point clickable.
    shape = element('circle', { class: 'bw-hit', cx: c.x, cy: c.y, r: CELL * 0.45, fill: '#000', 'fill-opacity': 0 })
      + element('circle', { class: 'bw-dot', cx: c.x, cy: c.y, r: CELL * 0.09, fill: s.colors.point });
  } else if (cells === 'grid') {
    // One colour, each square outlined: the lines between the squares.
    classes.push('bw-dark');
    shape = element('rect', { class: 'bw-square', x: c.x - half, y: c.y - half, width: CELL, height: CELL, fill: s.colors.dark, stroke: s.colors.line, 'stroke-width': CELL * 0.03 });
  } else if (cells === 'frame') {
    // The frame's square around a round hole; a disc dropped here covers the hole.
    classes.push('bw-dark');
    shape = element('rect', { class: 'bw-square', x: c.x - half, y: c.y - half, width: CELL, height: CELL, fill: s.colors.dark })
      + element('circle', { class: 'bw-hole', cx: c.x, cy: c.y, r: CELL * 0.4, fill: s.colors.light });
  } else {
    const dark = cells === 'playable-squares' || isDark(look, board.coords[node] as Point);
    classes.push(dark ? 'bw-dark' : 'bw-light');
    shape = element('rect', { class: 'bw-square', x: c.x - half, y: c.y - half, width: CELL, height: CELL, fill: dark ? s.colors.dark : s.colors.light });
  }
  const marks: [boolean, string, string][] = [
    [s.lastMove.includes(node), 'bw-last-move', s.colors.lastMove],
    [s.selected === node, 'bw-selected', s.colors.selected],
    [s.check === node, 'bw-check', s.colors.check],
  ];
  for (const [on, cls, fill] of marks) {
    if (!on) continue;
    classes.push(cls);
    shape += cells === 'points'
      ? element('circle', { class: `${cls}-mark`, cx: c.x, cy: c.y, r: CELL * 0.46, fill })
      : element('rect', { class: `${cls}-mark`, x: c.x - half, y: c.y - half, width: CELL, height: CELL, fill });
  }
  if (s.labels) {
    const spot = labelSpot(cells);
    shape += text({ class: 'bw-label', x: c.x + spot.dx, y: c.y + spot.dy, 'font-size': labelFont(at, s), 'font-family': 'sans-serif', 'text-anchor': spot.anchor, fill: s.colors.label }, labelOf(look, name));
  }
  return element('g', { class: classes.join(' '), 'data-node': name }, shape);
}

/** Every node, in node-id order. */
export function drawNodes(board: Board, look: SvgLook, at: Layout, s: Settings): string {
  const cells = look.cells ?? 'points';
  let out = '';
  for (let node = 0; node < board.size; node++) out += drawNode(board, look, cells, at, s, node);
  return element('g', { class: 'bw-nodes' }, out);
}
