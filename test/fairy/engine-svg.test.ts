/**
 * renderSvg of fairy games: xiangqi and janggi drawn on intersections (lines along files and
 * ranks, the river cutting the inner files, the palaces' diagonals), other boards as squares with
 * the start position's holes left out.
 */
import { describe, expect, it } from 'vitest';
import { defineFairy, janggi, xiangqi } from '../../src/variants/fairy/index.js';
import { ENGINE_DEFS } from './engine-defs.js';

const lines = (svg: string): string[] => [...svg.matchAll(/<line [^>]*class="bw-line[^"]*"/g)].map((m) => m[0]);

describe('fairy boards in SVG', () => {
  it('xiangqi is 90 points joined by 80 rank lines, 74 file lines (7 cut by the river) and 8 palace diagonals', () => {
    const x = defineFairy({ ...ENGINE_DEFS.xiangqi!, boardStyle: 'intersections', river: true });
    expect(x.board.size).toBe(90);
    const svg = x.renderSvg(x.setup());
    expect(lines(svg)).toHaveLength(80 + 74 + 8);
    expect(lines(svg).filter((l) => /bw-dir-(ne|nw|se|sw)/.test(l))).toHaveLength(8);
  });
  it('janggi has no river: 80 + 81 lines and the 8 palace diagonals', () => {
    const j = defineFairy({ ...ENGINE_DEFS.janggi!, boardStyle: 'intersections' });
    expect(lines(j.renderSvg(j.setup()))).toHaveLength(80 + 81 + 8);
  });
  it('the built-in xiangqi and janggi are drawn on intersections (xiangqi with its river), as players know the boards', () => {
    expect(lines(xiangqi.renderSvg(xiangqi.setup()))).toHaveLength(80 + 74 + 8);
    expect(lines(janggi.renderSvg(janggi.setup()))).toHaveLength(80 + 81 + 8);
  });
  it('a board with holes in its start position leaves them out (a 3x3 board with two holes has 7 nodes)', () => {
    const v = defineFairy({ id: 'holes', maxFile: 3, maxRank: 3, pieces: { K: 'king' }, startFen: '*1k/3/K1* w - - 0 1', castling: false });
    expect(v.board.size).toBe(7);
    expect(v.pieceAt(v.setup(), 'c3')).toEqual({ player: 'black', kind: 'K' });
    expect(v.pieceAt(v.setup(), 'a1')).toEqual({ player: 'white', kind: 'K' });
    expect(v.renderSvg(v.setup())).not.toContain('data-node="a3"');
  });
});
