/**
 * Property tests over seeded random playouts: the engine agrees with the
 * independent brute-force generator on every legal move list and on who is
 * eliminated after every move.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import { dilkel, type DilkelPosition } from '../../src/variants/dilkel/index.js';
import * as brute from './brute.js';
import { text } from './helpers.js';

const key = (m: { from: string; to: string; promotion?: string }): string => brute.moveKey({ from: m.from, to: m.to, ...(m.promotion ? { promo: m.promotion } : {}) });
const starts: DilkelPosition[] = [
  dilkel.setup(),
  dilkel.parse(text({ turn: 'R', captured: 'RB,N,Q,', pieces: 'rK g5, rQ e9, rR d1, rP j13, rP c10, bK a8, bR c4, bP l6, bN f7, yK h14, yQ k10, yP e4, gK n7, gB m4, gP d6' })),
  dilkel.parse(text({ turn: 'G', pieces: 'rK d1, rP f2, bK b6, bR h9, yK k14, yR e12, yB g11, gK m9, gQ i5, gN l4' })),
  // castling rights everywhere, pawns on their starting squares with opposite pawns waiting for en passant
  dilkel.parse(text({
    turn: 'R', short: '1,1,1,1', long: '1,1,1,1',
    pieces: 'rK g1, rR d1, rR k1, rP e2, rP h2, rB f5, bK a8, bR a11, bR a4, bP b6, bP b9, bN e8, yK h14, yR k14, yR d14, yP f4, yP i4, yP g13, yQ j10, gK n7, gR n4, gR n11, gP d7, gP d10, gP m5',
  })),
  // Red has just double-stepped past two Yellow pawns: Yellow may take en passant after Blue's move
  dilkel.parse(text({ turn: 'B', ep: 'e3,,,', pieces: 'rK g1, rP e4, rN j6, bK a8, bP b6, bP b9, yK h14, yP f4, yP d4, yR k10, gK n7, gP d7, gP c10, gB l8' })),
];

describe('Dilkel engine against the brute-force generator on random playouts', () => {
  it('same legal moves at every position, same eliminations after every move', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.nat(), (seed, which) => {
        const rng = createRng(seed);
        let p = starts[which % starts.length] as DilkelPosition;
        for (let ply = 0; ply < 60; ply++) {
          const status = dilkel.status(p);
          if (status.over && status.reason !== 'stalemate') break;
          const b = brute.fromPosition(p);
          const mine = dilkel.legalMoves(p).map(key).sort();
          expect(mine, `legal moves at ${dilkel.format(p)}`).toEqual(brute.legal(b).map((m) => key({ from: m.from, to: m.to, promotion: m.promo })).sort());
          expect(status.over ? status.reason : 'on').toBe(mine.length === 0 ? 'stalemate' : 'on');
          if (mine.length === 0) break;
          const move = rng.pick(dilkel.legalMoves(p));
          const next = dilkel.play(p, move);
          const bm = brute.legal(b).find((m) => key({ from: m.from, to: m.to, promotion: m.promo }) === key(move));
          const bn = brute.play(b, bm as brute.BMove);
          expect(next.turn).toBe(dilkel.players[bn.turn]);
          expect(next.eliminated.map((e) => e.player).sort()).toEqual(dilkel.players.filter((_, i) => bn.out[i]).sort());
          expect(Object.keys(next.pieces).length).toBe(bn.board.size);
          p = next;
        }
      }),
      { numRuns: 10, seed: 20261122 },
    );
  });
});
