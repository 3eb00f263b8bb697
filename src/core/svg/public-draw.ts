/**
 * The `drawSvg` the package exports: a custom board's look may name chess
 * figures without drawing them, so this one lends the chess drawings. Games
 * call draw.ts directly with their own look and carry figures only if it does.
 */
import { drawChessFigure } from './chess-figures.js';
import { drawSvg as drawBoard, type SvgScene } from './draw.js';
import type { SvgLook, SvgOptions } from './types.js';

/**
 * Draws a board as SVG text: no DOM, no dependency, so it works in Node, a
 * browser or a README. Every node is one `<g class="bw-node" data-node="…">`;
 * every piece a `<g class="bw-piece" data-node="…" data-player="…" data-kind="…">`
 * translated to its node's centre. A glyph naming a chess `figure` is drawn as
 * that figure unless the look gives its own `drawFigure`.
 *
 * @example
 * ```ts
 * const svg = drawSvg({ board: rect(3, 3), players: ['a', 'b'], pieces: [{ node: 'b2', player: 'a', kind: 'stone' }] }, { cells: 'squares' });
 * svg.startsWith('<svg') // true
 * ```
 */
export function drawSvg(scene: SvgScene, look: SvgLook = {}, options?: SvgOptions): string {
  // A look that is not an object is refused by draw.ts, unchanged.
  const withFigures = typeof look === 'object' && look !== null && look.drawFigure === undefined ? { ...look, drawFigure: drawChessFigure } : look;
  return drawBoard(scene, withFigures, options);
}
