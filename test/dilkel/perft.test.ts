import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { divide } from '../../src/core/search.js';
import { dilkel } from '../../src/variants/dilkel/index.js';
import * as brute from './brute.js';

interface Row { readonly name: string; readonly text: string; readonly perft: readonly number[] }
const rows = JSON.parse(readFileSync(new URL('./fixtures/perft.json', import.meta.url), 'utf8')) as Row[];
const deep = process.env.BOARDWRIGHT_DEEP === '1';

describe('Dilkel perft (fixture counts agreed by the engine and an independent brute-force generator)', () => {
  for (const row of rows) {
    it(`${row.name}: engine perft matches the fixture`, () => {
      const p = dilkel.parse(row.text);
      row.perft.forEach((count, depth) => {
        if (depth <= 3 || deep) expect(dilkel.perft(p, depth), `depth ${depth}`).toBe(count);
      });
    });
  }

  it('the start position to depth 3, re-counted by the brute-force generator (coordinates, no core tables)', () => {
    const start = rows[0] as Row;
    expect(brute.perft(brute.start(), 3)).toBe(start.perft[3]);
    expect(brute.perft(brute.fromPosition(dilkel.parse(start.text)), 2)).toBe(start.perft[2]);
  });

  it('the mid-game fixtures to depth 2, re-counted by the brute-force generator', () => {
    for (const row of rows.slice(1)) expect(brute.perft(brute.fromPosition(dilkel.parse(row.text)), 2), row.name).toBe(row.perft[2]);
  });

  it('the seats are symmetric: whoever starts, the tree has the same size (each seat\'s "forward", leaps and castling rotate with it)', () => {
    for (const firstPlayer of ['blue', 'yellow', 'green'] as const) expect(dilkel.perft(dilkel.setup({ firstPlayer }), 3)).toBe(7800);
  });

  it('perft through make/unmake equals counting through the immutable API (eliminations included)', () => {
    const row = rows[3] as Row;
    const p = dilkel.parse(row.text);
    const split = divide(dilkel, p, 2);
    expect(split.reduce((a, x) => a + x.nodes, 0)).toBe(dilkel.perft(p, 2));
    const viaPlay = dilkel.legalMoves(p).reduce((a, m) => a + dilkel.legalMoves(dilkel.play(p, m)).length, 0);
    expect(viaPlay).toBe(row.perft[2]);
  });
});
