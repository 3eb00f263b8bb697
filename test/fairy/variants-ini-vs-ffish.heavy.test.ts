/**
 * Every section of Fairy-Stockfish's own variants.ini that parseVariantsIni reads plays as
 * Fairy-Stockfish plays it: ffish 0.7.10 loads the same file, and along seeded random games from
 * the section's start position the legal moves (Fairy-Stockfish's UCI text) agree at every ply.
 * This checks the reader's inheritance and the Betza reader against the oracle, section by section.
 */
import { describe, it } from 'vitest';
import { defineFairy } from '../../src/variants/fairy/index.js';
import { loadFfish } from './ffish-oracle.js';
import { walkAgainstFfish } from './ffish-walk.js';
import { loadFixtureIntoFfish, readFixtureSections } from './variants-ini-fixture.js';
import { seeded } from './seeded.js';

const GAMES = 2;
const PLIES = 30;

/** Sections read that are known to play otherwise than ffish, each with the reason (each a bug to fix, or ffish's). */
const KNOWN_DIFFERENT: Readonly<Record<string, string>> = {};

describe("the sections of Fairy-Stockfish's variants.ini that we read play as ffish plays them", () => {
  for (const section of readFixtureSections()) {
    const { definition } = section;
    if (!definition) continue;
    const known = KNOWN_DIFFERENT[section.name];
    if (known !== undefined) {
      it.todo(`${section.name}: ${known}`);
      continue;
    }
    it(`[${section.name}]: our legal moves are ffish's along seeded random games`, async () => {
      const ff = await loadFfish();
      loadFixtureIntoFfish(ff);
      const game = defineFairy(definition);
      const random = seeded(0x2991);
      for (let g = 0; g < GAMES; g++) {
        // One ffish board alive at a time (its custom piece tables are global).
        const board = new ff.Board(section.name);
        try {
          walkAgainstFfish(game, board, random, PLIES, section.name);
        } finally {
          board.delete();
        }
      }
    });
  }
});
