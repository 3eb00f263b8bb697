/**
 * The chess search's history of cut-offs with gravity (history.ts): the update
 * `h += bonus − h·|bonus| / HISTORY_MAX` keeps every entry within ±HISTORY_MAX however many
 * cut-offs it sees, and a cut-off lowers the quiet moves searched before it (the malus).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gravity, historyBonus, HISTORY_MAX, rememberQuiets } from '../../src/bot/history.js';

describe('history with gravity', () => {
  it('keeps an entry within ±HISTORY_MAX under any run of bonuses and maluses up to the largest bonus', () => {
    // Runs of one sign (a move that keeps cutting off, or keeps failing) and mixed runs.
    const change = fc.integer({ min: 1, max: 40 }).map(historyBonus);
    const runs = fc.oneof(fc.array(change, { minLength: 1, maxLength: 400 }), fc.array(change.map((b) => -b), { minLength: 1, maxLength: 400 }), fc.array(fc.tuple(change, fc.boolean()).map(([b, up]) => (up ? b : -b)), { maxLength: 400 }));
    fc.assert(fc.property(runs, (changes) => {
      let h = 0;
      for (const c of changes) {
        h = gravity(h, c);
        if (Math.abs(h) > HISTORY_MAX) return false;
      }
      return true;
    }), { numRuns: 100, seed: 20261129 }); // a fixed seed: the same runs on every CI (fast-check seeds from the clock by default)
  });

  it('moves an entry by the whole bonus at 0 and by nothing at the bound it pushes towards', () => {
    expect(gravity(0, 800)).toBe(800);
    expect(gravity(0, -800)).toBe(-800);
    expect(gravity(HISTORY_MAX, 800)).toBe(HISTORY_MAX);
    expect(gravity(-HISTORY_MAX, -800)).toBe(-HISTORY_MAX);
    // Half-way up, a bonus moves it half as far; a malus there moves it one and a half times as far.
    expect(gravity(HISTORY_MAX / 2, 800)).toBe(HISTORY_MAX / 2 + 400);
    expect(gravity(HISTORY_MAX / 2, -800)).toBe(HISTORY_MAX / 2 - 1200);
  });

  it('gives the cut-off move the bonus and each quiet move searched before it the malus, in its side\'s half of the table', () => {
    const history = new Int32Array(2 * 4096);
    // Moves as the search encodes them: from | to << 6 (the history is read by those 12 bits).
    const cut = 12 | (28 << 6), tried = Int32Array.from([0, 6 | (21 << 6), 11 | (27 << 6)]);
    rememberQuiets(history, 4096, cut, tried, 1, 2, 3);
    expect(history[4096 + cut]).toBe(historyBonus(3));
    expect(history[4096 + (6 | (21 << 6))]).toBe(-historyBonus(3));
    expect(history[4096 + (11 | (27 << 6))]).toBe(-historyBonus(3));
    // The other side's half and the move outside the range given are untouched.
    expect(history[cut]).toBe(0);
    expect(history[4096]).toBe(0);
  });
});
