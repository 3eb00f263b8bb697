/**
 * Crazyhouse as data (boardwright/fairy) against the dedicated crazyhouse of boardwright/chess:
 * the same legal moves (drops as piece@square) at every ply of seeded random games, from the start
 * and from positions with full hands, and the same FEN board and hands after each move.
 */
import { describe, expect, it } from 'vitest';
import { crazyhouse as dedicated } from '../../src/variants/chess/index.js';
import { crazyhouse as data } from '../../src/variants/fairy/index.js';
import { seeded } from './seeded.js';

type Keyed = { readonly from: string; readonly to: string; readonly promotion?: string; readonly piece: string };
const key = (m: Keyed): string => (m.from === '@' ? `${m.piece.toUpperCase()}@${m.to}` : `${m.from}${m.to}${(m.promotion ?? '').toLowerCase()}`);
/** Board and hands of a FEN, hands sorted (the two engines may list hands in different orders). */
const boardAndHands = (fen: string): string => {
  const board = (fen.split(' ')[0] as string).replace(/~/g, '');
  const m = /^(.*)\[([^\]]*)\]$/.exec(board);
  return m ? `${m[1] as string}[${[...(m[2] as string)].sort().join('')}]` : board;
};

describe('crazyhouse as data agrees with boardwright/chess crazyhouse', () => {
  const starts = [
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1',
    'r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1',
  ];
  for (const [i, fen] of starts.entries()) {
    it(`the legal moves and the resulting boards and hands are the same along seeded random games from ${fen}`, () => {
      const rand = seeded(1000 + i);
      let plies = 0;
      for (let game = 0; game < 12; game++) {
        let a = data.parse(fen), b = dedicated.parse(fen);
        for (let ply = 0; ply < 80; ply++) {
          const ma = data.legalMoves(a), mb = dedicated.legalMoves(b);
          const ka = ma.map(key).sort(), kb = (mb as readonly Keyed[]).map(key).sort();
          expect(ka, `moves after ${plies} plies at ${data.format(a)}`).toEqual(kb);
          if (ma.length === 0) break;
          const pick = ma[Math.floor(rand() * ma.length)];
          if (pick === undefined) break;
          const other = (mb as readonly Keyed[]).find((m) => key(m) === key(pick));
          a = data.play(a, pick);
          b = dedicated.play(b, other as (typeof mb)[number]);
          expect(boardAndHands(data.format(a))).toBe(boardAndHands(dedicated.format(b)));
          plies++;
        }
      }
      expect(plies).toBeGreaterThan(300);
    });
  }
});
