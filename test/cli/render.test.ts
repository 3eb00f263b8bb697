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
    // The start of English draughts: 12 men a side (Black on 1-12, White on 21-32).
    expect(drawn.pieces).toHaveLength(24);
    expect(drawn.pieces.filter((p) => p.attrs['data-player'] === 'black').map((p) => Number(p.attrs['data-node'])).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('draws a given position (an unquoted FEN works) with orientation, size and no labels', async () => {
    const r = await cli(['render', 'chess', '8/8/8/8/8/8/8/K6k', 'w', '-', '-', '0', '1', '--svg', '--orientation', 'black', '--size', '200', '--no-labels'], { variants });
    expect(r.code).toBe(0);
    const drawn = readSvg(r.stdout.trim());
    expect(drawn.root.attrs.width).toBe('200');
    expect(drawn.root.attrs['data-orientation']).toBe('black');
    expect(drawn.all.filter((e) => (e.attrs.class ?? '').includes('bw-label'))).toHaveLength(0);
    expect(drawn.pieces.map((p) => `${p.attrs['data-node']}${p.attrs['data-kind']}`).sort()).toEqual(['a1K', 'h1K']);
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
