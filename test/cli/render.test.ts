/** `boardwright render <game> [position] [--svg]`. */
import { describe, expect, it } from 'vitest';
import { variants } from '../../src/index.js';
import { readSvg } from '../svg/helpers.js';
import { cli } from './harness.js';

describe('boardwright render', () => {
  it('--svg prints a well-formed SVG of the start position, one node element per board node', async () => {
    const r = await cli(['render', 'draughts', '--svg'], { variants });
    expect(r.code).toBe(0);
    const drawn = readSvg(r.stdout.trim());
    expect(drawn.nodes.size).toBe(32);
  });

  it('draws a given position (an unquoted FEN works) with orientation, size and no labels', async () => {
    const r = await cli(['render', 'chess', '8/8/8/8/8/8/8/K6k', 'w', '-', '-', '0', '1', '--svg', '--orientation', 'black', '--size', '200', '--no-labels'], { variants });
    expect(r.code).toBe(0);
    const drawn = readSvg(r.stdout.trim());
    expect(drawn.root.attrs.width).toBe('200');
    expect(drawn.root.attrs['data-orientation']).toBe('black');
    expect(drawn.all.filter((e) => (e.attrs.class ?? '').includes('bw-label'))).toHaveLength(0);
  });

  it('without --svg prints the text diagram', async () => {
    const r = await cli(['render', 'chess'], { variants });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('r n b q k b n r');
  });

  it('refuses what it cannot draw: a bad player, a bad size, SVG flags without --svg, a bad position', async () => {
    expect((await cli(['render', 'chess', '--svg', '--orientation', 'purple'], { variants })).code).toBe(1);
    expect((await cli(['render', 'chess', '--svg', '--size', 'huge'], { variants })).code).toBe(1);
    expect((await cli(['render', 'chess', '--size', '100'], { variants })).code).toBe(2);
    expect((await cli(['render', 'chess', 'not a fen', '--svg'], { variants })).code).toBe(1);
    expect((await cli(['render', 'chess', '--svgz'], { variants })).code).toBe(2);
  });
});
