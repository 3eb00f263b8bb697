/**
 * Taking a move back restores the position exactly: the cells, the side to
 * move, the ply counter, the hash, and a pending insist (the on-demand rule's
 * "the last move ignored a jump"), which the engine keeps in its undo frames.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import { DiamondEngine } from '../../src/variants/diamond/engine.js';
import { CHECKERS, KINGS, QUEENS } from '../../src/variants/diamond/games.js';
import { diamondCheckers, diamondKings, diamondQueens } from '../../src/variants/diamond/index.js';

const GAMES = [[CHECKERS, diamondCheckers], [KINGS, diamondKings], [QUEENS, diamondQueens]] as const;

/** What make then unmake must leave as it was. */
function state(e: DiamondEngine): string {
  const s = e.snapshot();
  return JSON.stringify([s.cells, s.turn, s.plies, s.insist ?? null, s.mustJump ?? false, e.hash()]);
}

describe('unmake takes a move back exactly, a pending insist included', () => {
  for (const [game, variant] of GAMES) {
    it(`${variant.name} (on-demand): every move of 8 random games is made and taken back`, () => {
      const rng = createRng(5);
      let withInsist = 0;
      for (let g = 0; g < 8; g++) {
        const e = DiamondEngine.load(game, variant.setup({ capture: 'on-demand' }));
        for (let ply = 0; ply < 40; ply++) {
          const n = e.generate().length;
          if (n === 0) break;
          const before = state(e);
          if (e.insist) withInsist++;
          for (let i = 0; i < n; i++) {
            e.make(i);
            e.unmake();
            expect(state(e), `game ${g} ply ${ply} move ${i}`).toBe(before);
          }
          e.make(rng.int(n));
        }
      }
      // The walk must reach positions with an insist pending, or the test checks nothing about it.
      expect(withInsist).toBeGreaterThan(0);
    });
  }
});
