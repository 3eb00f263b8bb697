/**
 * The ini reader reads what Fairy-Stockfish's format says about every built-in variant: each
 * definition written as a variants.ini section (test/fairy/ini-writer.ts, the format of
 * Fairy-Stockfish's variants.ini header) and read back with parseVariantsIni plays the same legal
 * moves as the definition itself along seeded random games.
 */
import { describe, expect, it } from 'vitest';
import { defineFairy, fairyDefinitions, parseVariantsIni } from '../../src/variants/fairy/index.js';
import { toIniSection } from './ini-writer.js';
import { seeded } from './seeded.js';

/** What an ini section cannot say, by variant. */
const JANGGI_GENERAL = 'an ini `king = k:W` general is a custom royal piece without the palace diagonals (as in Fairy-Stockfish); the built-in general is a king with kingType wazir';
const CANNOT_SAY: Readonly<Record<string, string>> = {
  janggi: JANGGI_GENERAL, janggitraditional: JANGGI_GENERAL, janggicasual: JANGGI_GENERAL, janggimodern: JANGGI_GENERAL,
};

describe('every built-in definition survives a trip through variants.ini text', () => {
  for (const def of fairyDefinitions) {
    const cannot = CANNOT_SAY[def.id];
    if (cannot !== undefined) {
      it.skip(`${def.id}: ${cannot}`, () => {});
      continue;
    }
    it(`${def.id}: read back from its ini section, it plays the same moves`, () => {
      const read = parseVariantsIni(toIniSection('roundtrip', def)).get('roundtrip');
      expect(read).toBeDefined();
      if (!read) return;
      const original = defineFairy(def);
      const copy = defineFairy(read);
      const random = seeded(7);
      for (let game = 0; game < 1; game++) {
        let a = original.setup();
        let b = copy.setup();
        for (let ply = 0; ply < 16; ply++) {
          const ma = original.legalMoves(a);
          expect(copy.legalMoves(b).map((m) => m.uci).sort()).toEqual(ma.map((m) => m.uci).sort());
          if (ma.length === 0) break;
          const move = ma[Math.floor(random() * ma.length)];
          if (!move) break;
          a = original.play(a, move);
          b = copy.play(b, move.uci);
        }
      }
    });
  }
});
