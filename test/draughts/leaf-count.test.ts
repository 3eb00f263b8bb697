/**
 * Perft counts its last plies without listing them (the square sets' quiet
 * count and jumpers, FamilySearch.count and countAfter). Those counts must be
 * the number of legal moves the variant lists: perft(1) is the length of the
 * list and perft(2) the sum of the lists after each move, at every ply of
 * seeded random games, where captures come and go.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import { brazilian, canadian, czech, frisian, international, italian, killer, pool, russian, spanish, thai } from '../../src/variants/draughts/index.js';

const VARIANTS = [brazilian, russian, pool, czech, spanish, italian, thai, international, killer, frisian, canadian];

describe('perft\'s counted plies equal the listed moves', () => {
  for (const v of VARIANTS) {
    it(`${v.name}: perft(1) and perft(2) match the move lists along 2 random games`, () => {
      const rng = createRng(41);
      let captures = 0;
      for (let g = 0; g < 2; g++) {
        let p = v.setup();
        for (let ply = 0; ply < 30; ply++) {
          const moves = v.legalMoves(p);
          if (moves.length === 0) break;
          expect(v.perft(p, 1), `game ${g} ply ${ply}`).toBe(moves.length);
          let two = 0;
          for (const m of moves) {
            const after = v.legalMoves(v.play(p, m));
            two += after.length;
            if (after.some((x) => x.captures.length > 0)) captures++;
          }
          expect(v.perft(p, 2), `game ${g} ply ${ply}`).toBe(two);
          p = v.play(p, moves[rng.int(moves.length)]!);
        }
      }
      // Leaves with a capture to play must be among those counted, or the capture count goes unchecked.
      expect(captures).toBeGreaterThan(0);
    });
  }
});
