/** Heavy tier: the conservation property of drops-conservation.test.ts along 20 longer games per drop game. */
import { describe, expect, it } from 'vitest';
import { checkConservation, dropDefinitions } from './drops-conservation.js';

describe('pieces are conserved (board and hands) in every drop game: long sweep', () => {
  for (const def of dropDefinitions) {
    it(`${def.id}: 20 games of up to 120 plies`, () => {
      expect(checkConservation(def, 20, 120, 0x1919)).toBeGreaterThan(0);
    }, 600_000);
  }
});
