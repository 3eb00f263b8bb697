/**
 * Pieces are conserved in every drop game: board plus hands change only by the pieces a capture
 * removes where captures do not go to the hand (one seeded game each here; the heavy tier plays more).
 */
import { describe, expect, it } from 'vitest';
import { checkConservation, dropDefinitions, piecesOf } from './drops-conservation.js';

describe('pieces are conserved (board and hands) in every drop game', () => {
  it('the FEN count reads the board and the hands', () => {
    expect(piecesOf('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1')).toBe(36);
    expect(piecesOf('p+nks+l/5/5/5/+LSK+NP[] w - - 0 1')).toBe(10);
  });

  it('covers the 17 games with pieces in hand among the 18 drop and gating games of the perft suite (sho shogi has no drops), and the 9 built-ins added since, the Othello family (ataxx drops from no hand) and the line games (tic-tac-toe, Connect Four, Gomoku)', () => {
    expect(dropDefinitions.map((d) => d.id).sort()).toEqual([
      'bughouse', 'capahouse', 'checkshogi', 'chessgi', 'connectfour', 'crazyhouse', 'dobutsu', 'dragon', 'euroshogi', 'flipello', 'flipello10', 'flipersi', 'gomoku', 'gorogoro', 'judkins', 'koedem',
      'kyotoshogi', 'loop', 'micro', 'mini', 'minishogi', 'okisakishogi', 'placement', 'pocketknight', 'seirawan', 'shogi', 'shouse',
      'sittuyin', 'supply', 'tictactoe', 'torishogi', 'yarishogi',
    ]);
  });

  for (const def of dropDefinitions) {
    it(`${def.id}: no piece appears or vanishes except a capture where captures leave the game`, () => {
      expect(checkConservation(def, 1, 16, 0x19)).toBeGreaterThan(0);
    });
  }
});
