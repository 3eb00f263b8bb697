/**
 * The royal invariants of Chess4 (the Lion is its royal piece) as fast-check properties over
 * generated playouts, shrinking to a minimal failing game.
 */
import { describe, expect, it } from 'vitest';
import { chess4, type Chess4Position } from '../../src/variants/chess4/index.js';
import type { Move } from '../../src/core/index.js';
import { everyPosition } from './playouts.js';

const STARTS = [chess4.setup(), chess4.parse('l2t/4/1K2/PT1L l - - 0 1'), chess4.parse('Tl2/K3/4/3L l - - 0 1'), chess4.parse('2tl/S3/k3/L2P d - - 40 30')];
const RUNS = { numRuns: 60, seed: 20261124 };
const count = (p: Chess4Position, letter: string): number => Object.values(p.pieces).filter((l) => l === letter).length;

describe('Chess4 royal invariants, as properties of generated games', () => {
  it('each side has exactly one Lion until it is tagged, and tagging it ends the game, won by the tagger', () => {
    everyPosition<Chess4Position, Move>(chess4, STARTS, 120, RUNS, ({ position }, game) => {
      const lions = [count(position, 'L'), count(position, 'l')];
      expect(Math.max(...lions), game).toBe(1);
      if (Math.min(...lions) === 0) {
        expect(chess4.status(position), game).toMatchObject({ over: true, reason: 'lion-tagged', winner: lions[0] === 1 ? 'light' : 'dark' });
        expect(chess4.legalMoves(position)).toEqual([]);
      }
    });
  });

  it('a move tags at most one piece and only the opponent’s; at most one Lioness a side; a Kitten never stands on its far row', () => {
    everyPosition<Chess4Position, Move>(chess4, STARTS, 120, RUNS, ({ position, legal }, game) => {
      expect(count(position, 'S') <= 1 && count(position, 's') <= 1, game).toBe(true);
      for (const [sq, letter] of Object.entries(position.pieces)) {
        if (letter === 'K') expect(sq.endsWith('4'), `${game}: light Kitten on ${sq}`).toBe(false);
        if (letter === 'k') expect(sq.endsWith('1'), `${game}: dark Kitten on ${sq}`).toBe(false);
      }
      const mine = (l: string): boolean => (position.turn === 'light') === (l === l.toUpperCase());
      for (const m of legal) {
        expect(m.captures.length).toBeLessThanOrEqual(1);
        for (const c of m.captures) expect(mine(position.pieces[c] as string), `${m.notation} tags an ally`).toBe(false);
      }
    });
  });
});
