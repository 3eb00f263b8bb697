import { describe, expect, it } from 'vitest';
import { dilkel } from '../../src/variants/dilkel/index.js';
import { at } from './helpers.js';

describe('Dilkel search state (make/unmake)', () => {
  it('an elimination inside make is taken back by unmake: pieces, turn, hash and status return', () => {
    const p = at({ turn: 'R', pieces: 'rK g1, rR a4, rR b5, rR d14, rR d13, bK a8, yK h14, gK n7' });
    const s = dilkel.search(p);
    const buf = new Int32Array(s.maxMoves);
    const n = s.generate(buf);
    expect(n).toBe(dilkel.legalMoves(p).length);
    const before = dilkel.format(s.position());
    const hash = s.hash();
    s.make(buf[0] as number);
    const after = s.position();
    expect(after.eliminated.map((e) => e.player)).toEqual(['blue', 'yellow']);
    expect(after.turn).toBe('green');
    expect(s.hash()).toBe(dilkel.hash(after));
    s.unmake();
    expect(dilkel.format(s.position())).toBe(before);
    expect(s.position().eliminated).toEqual([]);
    expect(s.hash()).toBe(hash);
    expect(() => s.unmake()).toThrow(expect.objectContaining({ code: 'NOTHING_TO_UNDO' }));
  });

  it('generate finds no move once the game is over (threefold repetition seen inside the search)', () => {
    const shuffle = 'Nj1-i3 Na5-c4 Nj14-i12 Nn5-l4 Ni3-j1 Nc4-a5 Ni12-j14 Nl4-n5';
    let p = dilkel.setup();
    for (const m of `${shuffle} ${shuffle}`.split(' ').slice(0, -1)) p = dilkel.play(p, m);
    const s = dilkel.search(p);
    const buf = new Int32Array(s.maxMoves);
    const n = s.generate(buf);
    const last = Array.from(buf.subarray(0, n)).find((m) => { s.make(m); const t = s.position(); s.unmake(); return t.pieces.n5 === 'gN'; });
    expect(last).toBeDefined();
    s.make(last as number);
    expect(s.generate(buf)).toBe(0);
    expect(dilkel.status(s.position())).toMatchObject({ over: true, draw: 'threefold-repetition' });
  });
});

describe('Dilkel undo stacks (make/unmake over long lines)', () => {
  it('a line of 120 plies is taken back move by move to its start, every position and hash as it was', () => {
    let seed = 7;
    const next = (n: number): number => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
    const s = dilkel.search(dilkel.setup());
    const buf = new Int32Array(s.maxMoves);
    const seen: [string, number][] = [];
    for (let ply = 0; ply < 120; ply++) {
      const n = s.generate(buf);
      if (n === 0) break;
      seen.push([dilkel.format(s.position()), s.hash()]);
      s.make(buf[next(n)] as number);
    }
    expect(seen.length).toBe(120);
    for (let i = seen.length - 1; i >= 0; i--) {
      s.unmake();
      expect([dilkel.format(s.position()), s.hash()]).toEqual(seen[i]);
    }
  });
});

describe('Dilkel undo stacks keep any safe-integer ply count', () => {
  it('with the move-count draw off, a ply counter past 32 bits comes back from unmake unchanged', () => {
    const p = { ...dilkel.setup({ drawAfterPlies: 0 }), plies: 2 ** 40 + 3 };
    const s = dilkel.search(p);
    const buf = new Int32Array(s.maxMoves);
    const n = s.generate(buf);
    const knight = Array.from(buf.subarray(0, n)).find((m) => { s.make(m); const q = s.position(); s.unmake(); return q.plies === 2 ** 40 + 4; });
    expect(knight).toBeDefined();
    s.make(knight as number);
    s.unmake();
    expect(s.position().plies).toBe(2 ** 40 + 3);
  });
});
