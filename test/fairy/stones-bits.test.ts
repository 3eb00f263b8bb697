/**
 * Perft of the games of stones only on boards of at most 32 cells (stones-bits.ts: bit masks, the
 * last two plies counted from the windows) against ffish 0.7.10 on sections of our own written in
 * variants.ini's terms: drop regions of their own per side (`dropRegionWhite`/`Black`), lines
 * along rows and files only, hands that run out on one side first, and a board of exactly 32 cells (its last cell is the integer's sign bit). Perft from the
 * start and from seeded positions ffish's own moves reach.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_RULE_FILES } from '../../src/core/declarative/fairy/all-rule-files.js';
import { compileFairy } from '../../src/core/declarative/fairy/compile.js';
import { stonesOnly } from '../../src/core/declarative/fairy/stones-perft.js';
import { defineFairy, type FairyVariant } from '../../src/variants/fairy/index.js';
import { parseVariantsIni } from '../../src/variants/fairy/ini.js';
import { ffishMidGames, ffishPerft, loadFfish, type FfishModule } from './ffish-oracle.js';

const common = ['immobile = p', 'pieceDrops = true', 'doubleStep = false', 'castling = false', 'stalemateValue = draw', 'immobilityIllegal = false', 'nMoveRule = 0'];
const SECTIONS: Record<string, string[]> = {
  // 5x6: White drops on ranks 1-5 only, Black on 2-6 only.
  'sb-regions': ['maxFile = 5', 'maxRank = 6', 'startFen = 5/5/5/5/5/5[PPPPPPPPpppppppp] w - - 0 1',
    'connectN = 3', 'dropRegionWhite = *1 *2 *3 *4 *5', 'dropRegionBlack = *2 *3 *4 *5 *6'],
  // 8x4, 32 cells: three in a row; Black holds fewer stones and runs out first.
  'sb-32': ['maxFile = 8', 'maxRank = 4', 'startFen = 8/8/8/8[PPPPPPPPPPpppppp] w - - 0 1', 'connectN = 3'],
  // 4x4: lines across and down only, Black to move first.
  'sb-rows': ['maxFile = 4', 'maxRank = 4', 'startFen = 4/4/4/4[PPPPPPPPpppppppp] b - - 0 1', 'connectN = 3', 'connectDiagonal = false'],
};
const INI = Object.entries(SECTIONS).map(([name, keys]) => [`[${name}]`, ...common, ...keys, ''].join('\n')).join('\n');

let ff: FfishModule;
const games = new Map<string, FairyVariant>();
beforeAll(async () => {
  ff = await loadFfish();
  ff.loadVariantConfig(INI);
  for (const [name, def] of parseVariantsIni(INI)) games.set(name, defineFairy(def));
});

describe('perft of stones-only games on up to 32 cells (bit masks) is Fairy-Stockfish\'s', () => {
  it('the sections are games of stones only, so their perft takes the bit-mask walk', () => {
    for (const def of parseVariantsIni(INI).values()) expect(stonesOnly(compileFairy(def, ALL_RULE_FILES.connect?.compile)), def.id).toBe(true);
  });

  for (const name of Object.keys(SECTIONS)) {
    it(`[${name}]: perft(2..3) from the start and from seeded positions 5 to 14 plies in`, () => {
      const game = games.get(name) as FairyVariant;
      for (let d = 2; d <= 3; d++) expect(game.perft(game.setup(), d), `start depth ${d}`).toBe(ffishPerft(ff, name, undefined, d));
      for (const plies of [5, 10, 14]) {
        for (const fen of ffishMidGames(ff, name, 2, plies, 0x5b00 + plies)) {
          for (let d = 2; d <= 3; d++) expect(game.perft(game.parse(fen), d), `${fen} depth ${d}`).toBe(ffishPerft(ff, name, fen, d));
        }
      }
    });
  }
});
