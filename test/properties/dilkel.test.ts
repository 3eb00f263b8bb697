/**
 * The royal invariants of Dilkel four-player chess as fast-check properties over generated
 * playouts (shrinking to a minimal failing game), checked against the independent brute-force
 * generator of test/dilkel/brute.ts for the attack test.
 */
import { describe, expect, it } from 'vitest';
import { dilkel, type DilkelMove, type DilkelPosition } from '../../src/variants/dilkel/index.js';
import { fromPosition, inCheck, kingSafeAfter } from '../dilkel/brute.js';
import { text } from '../dilkel/helpers.js';
import { everyPosition } from './playouts.js';

const STARTS: DilkelPosition[] = [
  dilkel.setup(),
  dilkel.parse(text({ turn: 'B', captured: 'RN,B,,Q', plies: 12, pieces: 'rK g1, rR e1, rP e13, rP f12, bK a8, bR a11, bP m5, bN c6, yK h14, yP j3, yB i10, gK n7, gN m9' })),
  dilkel.parse(text({ turn: 'G', eliminated: '0,1,0,0', pieces: 'rK g1, rN j8, rP h5, yK h14, yQ d13, yP g9, gK n7, gR f3, gP k6' })),
];
const RUNS = { numRuns: 12, seed: 20261124 };
const letterOf = (player: string): string => 'rbyg'[(dilkel.players as readonly string[]).indexOf(player)] as string;

describe('Dilkel royal invariants, as properties of generated games', () => {
  it('a king is never left in check: no legal move leaves the mover’s king attacked by any opponent', () => {
    everyPosition<DilkelPosition, DilkelMove>(dilkel, STARTS, 40, RUNS, ({ position, legal }, game) => {
      const b = fromPosition(position);
      for (const m of legal) {
        const safe = kingSafeAfter(b, { from: m.from, to: m.to, ...(m.promotion ? { promo: m.promotion } : {}), ...(m.kind === 'castle' ? { castle: m.notation === 'O-O' ? 'short' : 'long' } : {}), ep: m.kind === 'en-passant' });
        expect(safe, `${game}: ${m.notation} leaves ${position.turn}'s king attacked`).toBe(true);
      }
    });
  });

  it('every player still in the game has exactly one king, no move captures a king, the eliminated own nothing and never move', () => {
    everyPosition<DilkelPosition, DilkelMove>(dilkel, STARTS, 60, RUNS, ({ position, legal }, game) => {
      const out = new Set(position.eliminated.map((e) => e.player));
      expect(out.has(position.turn), `${game}: an eliminated player is to move`).toBe(false);
      for (const player of dilkel.players) {
        const mine = Object.values(position.pieces).filter((x) => x[0] === letterOf(player));
        if (out.has(player)) expect(mine, `${game}: ${player} is out but owns pieces`).toEqual([]);
        else expect(mine.filter((x) => x[1] === 'K'), `${game}: ${player} has one king`).toHaveLength(1);
      }
      for (const m of legal) for (const c of m.captures) expect(position.pieces[c]?.[1], `${m.notation} captures a king`).not.toBe('K');
    });
  });

  it('status says check exactly when the player to move has its king attacked (independent attack test)', () => {
    let checks = 0;
    everyPosition<DilkelPosition, DilkelMove>(dilkel, STARTS, 60, RUNS, ({ position }, game) => {
      const status = dilkel.status(position);
      if (status.over) return;
      const attacked = inCheck(fromPosition(position), (dilkel.players as readonly string[]).indexOf(position.turn));
      if (attacked) checks++;
      expect(status.check === true, `${game}: check flag of ${position.turn}`).toBe(attacked);
    });
    expect(checks, 'the generated games reach positions in check').toBeGreaterThan(0);
  });
});
