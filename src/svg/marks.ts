/**
 * Tic-tac-toe's pieces as its players write them (`pieceFaces: 'marks'`): the first seat's an X,
 * the second's an O, drawn as strokes in ink on the bare cell — no disc, no font. Seats beyond the
 * second have no mark and keep the plain stone.
 */
import { CELL } from '../core/svg/layout.js';
import { element, num } from '../core/svg/markup.js';

const INK = '#222222';

/** The mark of a seat, centred on the origin: an X (seat 0) or an O (seat 1). */
export function markBody(seat: number): string | undefined {
  const r = CELL * 0.3;
  const stroke = { fill: 'none', stroke: INK, 'stroke-width': CELL * 0.09, 'stroke-linecap': 'round' };
  if (seat === 0) return element('path', { class: 'bw-mark-x', d: `M${num(-r)} ${num(-r)}L${num(r)} ${num(r)}M${num(r)} ${num(-r)}L${num(-r)} ${num(r)}`, ...stroke });
  if (seat === 1) return element('circle', { class: 'bw-mark-o', cx: 0, cy: 0, r: num(r), ...stroke });
  return undefined;
}
