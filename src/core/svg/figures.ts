/**
 * Chess pieces drawn as figures: king, queen, rook, bishop, knight and pawn.
 * The project's own drawings (MIT), written for this file as plain SVG paths
 * from simple shapes: a plinth, a body and a head. Each figure is filled with
 * its owner's colour, outlined in a dark line and given a few detail lines in
 * the colour that reads on that fill, so the same drawing serves White, Black
 * and Dilkel's four colours. Units: one square is 100 ({@link CELL}), the
 * figure centred on the origin, y down.
 */
import { element } from './markup.js';
import type { SvgFigure } from './types.js';

/** One figure: filled outlines (drawn in order) and detail lines over them. */
interface Drawing {
  /** Closed paths filled with the owner's colour and outlined. */
  readonly body: readonly string[];
  /** Round parts (centre x, centre y, radius), filled and outlined like the body. */
  readonly balls?: readonly (readonly [number, number, number])[];
  /** Open lines in the contrasting colour: bands, a mitre's cut, an eye. */
  readonly details?: readonly string[];
}

/** The plinth every figure stands on. */
const PLINTH = 'M-27 38H27a3 3 0 0 0 3-3V33a6 6 0 0 0-6-6H-24a6 6 0 0 0-6 6V35a3 3 0 0 0 3 3Z';

const DRAWINGS: Readonly<Record<SvgFigure, Drawing>> = {
  pawn: {
    body: [
      PLINTH,
      // A flared skirt up to a collar.
      'M-20 27C-18 14-12 4-7 -1H7C12 4 18 14 20 27Z',
      'M-13 0a13 4.5 0 0 0 26 0a13 4.5 0 0 0-26 0Z',
    ],
    balls: [[0, -15, 12]],
  },
  rook: {
    body: [
      PLINTH,
      // The tower: a foot, a straight shaft, a platform with three merlons.
      'M-23 27L-20 20H20L23 27Z',
      'M-16 20L-14 -12H14L16 20Z',
      'M-14 -12L-21 -19V-35H-12.5V-28H-4.5V-35H4.5V-28H12.5V-35H21V-19L14 -12Z',
    ],
    details: ['M-14 -12H14', 'M-16 14H16'],
  },
  bishop: {
    body: [
      PLINTH,
      'M-18 27L-13 17H13L18 27Z',
      // The mitre: pointed at the top, full at the waist.
      'M-12 17C-24 3-17 -14 0 -29C17 -14 24 3 12 17Z',
    ],
    balls: [[0, -33, 5]],
    details: ['M4 -17L-6 -5', 'M-12 17H12'],
  },
  knight: {
    body: [
      PLINTH,
      // A horse's head and neck facing left: back of the neck, ears, brow, muzzle, jaw, chest.
      'M22 27C27 6 22 -14 9 -27L8 -39L0 -31C-10 -30 -20 -20 -27 -5C-31 2-28 8-22 8C-18 8-14 5-9 3C-11 12-18 19-19 27Z',
    ],
    details: ['M-22 -1L-17 -2', 'M13 -22C19 -10 21 6 18 21'],
    balls: [[-8, -16, 2.6]],
  },
  queen: {
    body: [
      PLINTH,
      // A coronet of five points over a body that narrows to a band.
      'M-20 27L-28 -15L-18 -3L-14 -24L-6 -6L0 -29L6 -6L14 -24L18 -3L28 -15L20 27Z',
    ],
    balls: [[-28, -19, 4.5], [-14, -28, 4.5], [0, -33, 4.5], [14, -28, 4.5], [28, -19, 4.5]],
    details: ['M-21 17H21'],
  },
  king: {
    body: [
      PLINTH,
      // A crown that swells to two lobes, a cap, and a cross on top.
      'M-20 27L-25 -3C-26 -14-14 -17 0 -10C14 -17 26 -14 25 -3L20 27Z',
      'M-7 -11L-5 -19H5L7 -11Z',
      'M-3 -41H3V-36H8V-30H3V-19H-3V-30H-8V-36H-3Z',
    ],
    details: ['M-21 17H21'],
  },
};

/**
 * One figure as an SVG group centred on the origin, `scale` times the size
 * that fits a square: filled with `fill`, outlined with `outline`, detail
 * lines in `ink`.
 */
export function drawFigure(figure: SvgFigure, fill: string, outline: string, ink: string, scale = 1): string {
  const d = DRAWINGS[figure];
  const line = { stroke: outline, 'stroke-width': 3, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' };
  let out = '';
  for (const path of d.body) out += element('path', { class: 'bw-figure-part', d: path, fill, ...line });
  for (const [cx, cy, r] of d.balls ?? []) {
    // The knight's eye is a detail: in the contrasting colour, no outline.
    out += r < 3
      ? element('circle', { class: 'bw-figure-detail', cx, cy, r, fill: ink })
      : element('circle', { class: 'bw-figure-part', cx, cy, r, fill, ...line });
  }
  for (const path of d.details ?? []) out += element('path', { class: 'bw-figure-detail', d: path, fill: 'none', stroke: ink, 'stroke-width': 2.5, 'stroke-linecap': 'round' });
  return element('g', { class: `bw-figure bw-figure-${figure}`, transform: scale === 1 ? undefined : `scale(${scale})` }, out);
}
