/**
 * Perft counts its last ply without listing the moves (engine `countMoves`,
 * chain-count.ts). That count must be the length of the list the engine
 * builds — the same steps, one move per distinct chain result, the insist
 * action — so both are compared at every ply of seeded random games of the
 * three games under the three capture rules.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import { DiamondEngine } from '../../src/variants/diamond/engine.js';
import { CHECKERS, KINGS, QUEENS } from '../../src/variants/diamond/games.js';
import { diamondCheckers, diamondKings, diamondQueens } from '../../src/variants/diamond/index.js';
import type { CaptureRule } from '../../src/variants/diamond/types.js';

const GAMES = [[CHECKERS, diamondCheckers], [KINGS, diamondKings], [QUEENS, diamondQueens]] as const;
const RULES: readonly CaptureRule[] = ['mandatory', 'on-demand', 'optional'];

describe('the move count of perft\'s last ply is the number of moves the engine lists', () => {
  for (const [game, variant] of GAMES) {
    for (const capture of RULES) {
      it(`${variant.name} (${capture}): counted = listed at every ply of 12 random games`, () => {
        const rng = createRng(23);
        let plies = 0;
        for (let g = 0; g < 12; g++) {
          const e = DiamondEngine.load(game, variant.setup({ capture }));
          for (let ply = 0; ply < 80; ply++) {
            const counted = e.countMoves();
            const listed = e.generate().length;
            expect(counted, `game ${g} ply ${ply}`).toBe(listed);
            plies++;
            if (listed === 0) break;
            e.make(rng.int(listed));
          }
        }
        expect(plies).toBeGreaterThan(100);
      });
    }
  }
});
