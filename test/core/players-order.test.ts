import { describe, expect, it } from 'vitest';
import { variants } from '../../src/index.js';
import { fairyVariants } from '../../src/variants/fairy/index.js';

// Issue 22: "players in playing order, everywhere" — International draughts listed `black, white`
// although White moves first.
describe('a game lists its players in playing order', () => {
  for (const v of [...variants, ...fairyVariants]) {
    it(`${v.id}: the first listed player is the one to move at the start`, () => {
      const status = v.status(v.setup());
      expect(status.over ? undefined : status.turn).toBe(v.players[0]);
    });
  }
  it('international draughts lists white first, English draughts black first', () => {
    expect(variants.find((v) => v.id === 'international')?.players).toEqual(['white', 'black']);
    expect(variants.find((v) => v.id === 'draughts')?.players).toEqual(['black', 'white']);
  });
});
