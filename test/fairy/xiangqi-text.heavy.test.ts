/**
 * Xiangqi with WXF and ICCS text passes the conformance suite every variant passes (contract,
 * immutability, error codes, search layer, records with WXF notation), keeps the published perft
 * (chessprogramming wiki, Xiangqi perft: 44, 1920, 79666), and agrees with Fairy-Stockfish's own
 * WXF writer (ffish `sanMove(uci, Notation.XIANGQI_WXF)`) on seeded random playouts: every text
 * Fairy-Stockfish writes reads as the same move here, and for a piece with no other piece of its kind
 * on its file (where WXF has one spelling) the text written is the same, with `.` for its `=`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { runConformance } from '../../src/testing/index.js';
import { xiangqi } from '../../src/variants/fairy/index.js';
import type { XiangqiMove } from '../../src/variants/fairy/index.js';
import { loadFfish, withBoard } from './ffish-oracle.js';
import { seeded } from './seeded.js';

runConformance(xiangqi, { playouts: 2, maxPlies: 40, label: 'xiangqi text', movesAfterEnd: true, reachesNoDraw: true });

describe('xiangqi perft from the start (published)', () => {
  it('depths 1-3 are 44, 1920 and 79666', () => {
    const p = xiangqi.setup();
    expect([1, 2, 3].map((d) => xiangqi.perft(p, d))).toEqual([44, 1920, 79666]);
  });
});

let ff: Awaited<ReturnType<typeof loadFfish>>;
beforeAll(async () => {
  ff = await loadFfish();
});

describe('WXF against Fairy-Stockfish (ffish)', () => {
  it('every WXF text Fairy-Stockfish writes names the same move here; lone pieces are written the same', () => {
    const wxf = (ff as unknown as { Notation: { XIANGQI_WXF: number } }).Notation.XIANGQI_WXF;
    const rnd = seeded(1818);
    let same = 0, read = 0;
    for (let game = 0; game < 8; game++) {
      let p = xiangqi.setup();
      const played: string[] = [];
      for (let ply = 0; ply < 100; ply++) {
        const legal = xiangqi.legalMoves(p);
        if (legal.length === 0) break;
        const theirs = withBoard(ff, { variant: 'xiangqi', moves: played }, (b) => legal.map((m) => (b as unknown as { sanMove(u: string, n: number): string }).sanMove(m.uci, wxf)));
        legal.forEach((m, i) => {
          const text = theirs[i] as string;
          expect([m.uci, xiangqi.moveFromWxf(p, text).uci]).toEqual([m.uci, m.uci]);
          read++;
          // A piece alone of its kind on its file: WXF has one spelling (the file number), Fairy-Stockfish's too.
          if (/^[KAERHCP][1-9]/.test(text) && /^[KAERHCP][1-9]/.test(m.notation)) {
            expect([m.uci, m.notation]).toEqual([m.uci, text.replace('=', '.')]);
            same++;
          }
        });
        const m = legal[Math.floor(rnd() * legal.length)] as XiangqiMove;
        played.push(m.uci);
        p = xiangqi.play(p, m);
      }
    }
    expect(read).toBeGreaterThan(10_000);
    expect(same).toBeGreaterThan(read * 0.8);
  });
});

describe('every listed move round-trips on longer playouts', () => {
  it('WXF and ICCS name the move they were written from (20 games of up to 120 plies)', () => {
    const rnd = seeded(1819);
    for (let game = 0; game < 20; game++) {
      let p = xiangqi.setup();
      for (let ply = 0; ply < 120; ply++) {
        const legal = xiangqi.legalMoves(p);
        if (legal.length === 0) break;
        expect(new Set(legal.map((m) => m.notation)).size).toBe(legal.length);
        for (const m of legal) {
          expect(xiangqi.moveFromWxf(p, m.notation).uci).toBe(m.uci);
          expect(xiangqi.moveFromIccs(p, m.iccs).uci).toBe(m.uci);
        }
        p = xiangqi.play(p, legal[Math.floor(rnd() * legal.length)] as XiangqiMove);
      }
    }
  });
});
