/**
 * Node labels can be read at the size a board is drawn: at least 11 pixels
 * high on screen (a 160-square Dilkel cross drawn 560 pixels wide, as the
 * playground does, has 40-pixel squares), and never more than 0.3 of a square.
 */
import { describe, expect, it } from 'vitest';
import { variants, type AnyVariant } from '../../src/index.js';
import { hasClass } from './xml.js';
import { readSvg } from './helpers.js';
import { renderSvg } from '../../src/svg/index.js';

/** Every label's height in screen pixels: its font size scaled from picture units to the drawn width. */
function labelPixels(v: AnyVariant, size: number): number[] {
  const d = readSvg(renderSvg(v, v.setup(), { size }));
  const [, , width] = (d.root.attrs.viewBox as string).split(' ').map(Number) as [number, number, number];
  expect(Number(d.root.attrs.width)).toBe(size);
  return d.all.filter((e) => hasClass(e, 'bw-label')).map((e) => (Number(e.attrs['font-size']) * size) / width);
}

describe('label size on screen', () => {
  it.each(['dilkel', 'chess', 'draughts', 'international', 'diamond-kings', 'chess4'])('%s drawn 560 pixels wide: every label is at least 11 pixels high', (id) => {
    const v = variants.find((x) => x.id === id) as AnyVariant;
    const px = labelPixels(v, 560);
    expect(px.length).toBe(v.board.size);
    for (const h of px) expect(h).toBeGreaterThanOrEqual(11 - 1e-9);
  });

  it('a small picture keeps its labels within 0.3 of a square (chess 160 pixels wide: 20-pixel squares, labels at most 6 pixels)', () => {
    const v = variants.find((x) => x.id === 'chess') as AnyVariant;
    for (const h of labelPixels(v, 160)) expect(h).toBeLessThanOrEqual(0.3 * 160 / 8.12 + 1e-9);
  });
});
