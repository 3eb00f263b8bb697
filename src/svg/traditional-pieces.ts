/**
 * Xiangqi and janggi pieces as their players know them: a xiangqi piece is a wooden disc with a
 * ring, its character in red or black; a janggi piece an octagon, its character in Cho's green or
 * Han's red, in three sizes. The characters are outlines (cjk-writing.ts), so no font is needed.
 * Our own plain drawing: no artwork from anywhere.
 */
import type { SvgFaces, SvgPiece, SvgTraditionalPiece } from '../core/look.js';
import { CELL } from '../core/svg/layout.js';
import { element, num } from '../core/svg/markup.js';
import { canWrite, writeCjk } from './cjk-writing.js';

/** One traditional set: its shape, each piece's characters by seat, each seat's ink, the pieces' sizes. */
interface TraditionalSet {
  readonly shape: 'disc' | 'octagon';
  readonly writing: Readonly<Partial<Record<SvgTraditionalPiece, readonly [string, string]>>>;
  readonly ink: readonly [string, string];
  readonly sizes?: Readonly<Partial<Record<SvgTraditionalPiece, number>>>;
}

/**
 * Xiangqi: Red's pieces and Black's are written differently (帥/將 general, 仕/士 advisor, 相/象
 * elephant, 傌/馬 horse, 俥/車 chariot, 炮/砲 cannon, 兵/卒 soldier; en.wikipedia.org/wiki/Xiangqi,
 * "Pieces"); Manchu chess's banner is 旗. Janggi: the same hanja for both sides but the general (楚
 * for Cho, 漢 for Han) and the soldier (卒 for Cho, 兵 for Han), cannons 包, in three sizes
 * (en.wikipedia.org/wiki/Janggi, "Pieces": the generals largest, guards and soldiers smallest).
 */
// Stones have no writing (render-svg.ts draws them as plain discs).
const SETS: Readonly<Partial<Record<SvgFaces['set'], TraditionalSet>>> = {
  xiangqi: {
    shape: 'disc',
    writing: { general: ['帥', '將'], advisor: ['仕', '士'], elephant: ['相', '象'], horse: ['傌', '馬'], chariot: ['俥', '車'], cannon: ['炮', '砲'], soldier: ['兵', '卒'], banner: ['旗', '旗'] },
    ink: ['#c8102e', '#1a1a1a'],
  },
  janggi: {
    shape: 'octagon',
    writing: { general: ['楚', '漢'], advisor: ['士', '士'], elephant: ['象', '象'], horse: ['馬', '馬'], chariot: ['車', '車'], cannon: ['包', '包'], soldier: ['卒', '兵'] },
    // Cho's pieces green, Han's red, as janggi sets colour them.
    ink: ['#11705a', '#c8102e'],
    sizes: { general: 1, chariot: 0.84, cannon: 0.84, horse: 0.84, elephant: 0.84, advisor: 0.68, soldier: 0.68 },
  },
};

/** The wood of the pieces. */
const WOOD = '#f6e7c8';

/** A regular octagon of radius `r` with flat top and bottom, as points. */
function octagon(r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = Math.PI / 8 + (i * Math.PI) / 4;
    points.push(`${num(r * Math.cos(a))},${num(r * Math.sin(a))}`);
  }
  return points.join(' ');
}

/** The piece's outline of radius `r`. */
function shape(set: TraditionalSet, r: number, attrs: Record<string, string | number>): string {
  return set.shape === 'disc' ? element('circle', { cx: 0, cy: 0, r, ...attrs }) : element('polygon', { points: octagon(r), ...attrs });
}

/**
 * One piece's body centred on the origin in its traditional face, or undefined for a piece the
 * faces do not write (it keeps its international face). `seat` is the owner's index in
 * `variant.players` (0 Red or Cho, 1 Black or Han).
 */
export function traditionalBody(faces: SvgFaces, piece: SvgPiece, seat: number): string | undefined {
  const set = SETS[faces.set];
  if (set === undefined) return undefined;
  const role = Object.hasOwn(faces.pieces, piece.kind) ? faces.pieces[piece.kind] : undefined;
  const writing = role === undefined || (seat !== 0 && seat !== 1) ? undefined : set.writing[role]?.[seat];
  if (writing === undefined || !canWrite(writing, 'chinese')) return undefined;
  const ink = set.ink[seat] as string;
  const r = CELL * 0.44 * (set.sizes?.[role as SvgTraditionalPiece] ?? 1);
  return shape(set, r, { class: 'bw-face', fill: WOOD, stroke: ink, 'stroke-width': CELL * 0.035 })
    + shape(set, r * 0.82, { class: 'bw-face-ring', fill: 'none', stroke: ink, 'stroke-width': CELL * 0.015 })
    + writeCjk(writing, 'chinese', r * 1.15, ink);
}
