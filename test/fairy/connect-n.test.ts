/**
 * The line rules of Fairy-Stockfish's connect games (`connectN` and its direction keys,
 * `connectPieceTypes`, `connectNxN`, `collinearN`, `connectValue`; connect-n.ts and its relatives)
 * against ffish 0.7.10 loading the same sections of Fairy-Stockfish's own variants.ini:
 *
 * - perft from the start (ffish counted by its legal moves, which stop at an immediate game end);
 * - seeded random games to their end: the legal moves and ffish's `result()` at every ply, so the
 *   ply a line is made ends the game for the side ffish names;
 * - hand-made positions where one rule alone decides (a line of the other side, a diagonal that
 *   does not count, a line with a gap).
 */
import { describe, expect, it } from 'vitest';
import { defineFairy } from '../../src/variants/fairy/index.js';
import { parseVariantsIni } from '../../src/variants/fairy/ini.js';
import { loadFfish } from './ffish-oracle.js';
import { outcome, perftBoth, playToEndAgainstFfish } from './ini-section-oracle.js';
import { loadIntoFfish } from './variants-ini-fixture.js';
import { seeded } from './seeded.js';

// [section, perft depth from the start]
const GAMES: readonly [string, number][] = [
  ['tictactoe', 4], ['picaria', 4], ['nineholes', 4], ['tictacchess', 3], ['asimplegame', 4],
  ['allqueenschess', 2], ['roll-ing-to-four', 3], ['teeko', 2], ['symphony', 2], ['three-musketeers', 3],
];

describe('connect games from variants.ini play as ffish plays them', () => {
  for (const [name, depth] of GAMES) {
    it(`[${name}]: perft(${depth}) from the start is ffish's`, async () => {
      const { ours, theirs } = await perftBoth(name, depth);
      expect(ours).toBe(theirs);
    });

    it(`[${name}]: along seeded random games the legal moves and the game's end are ffish's`, async () => {
      const reasons = await playToEndAgainstFfish(name, 6, 120, 0x3202);
      expect(reasons.length).toBeGreaterThan(0);
    });
  }
});

describe("each line rule decides random positions as ffish's result() does", () => {
  // Sections of our own on a 6x5 board (stones dropped from a hand, as tic-tac-toe), one per rule.
  const base = ['[pl-base]', 'maxFile = 6', 'maxRank = 5', 'immobile = p', 'wazir = w', 'startFen = 6/6/6/6/6[PPPPpppp] w - - 0 1',
    'pieceDrops = true', 'doubleStep = false', 'castling = false', 'immobilityIllegal = false', 'connectN = 3', ''].join('\n');
  const rules: readonly [string, string, string][] = [
    ['pl-four', 'connectN = 4: four in a row in any direction', 'connectN = 4'],
    ['pl-rows', 'connectHorizontal alone: only a row of three counts', 'connectVertical = false\nconnectDiagonal = false'],
    ['pl-files', 'connectVertical alone, only the stones of connectPieceTypes (a wazir in the line breaks it)', 'connectHorizontal = false\nconnectDiagonal = false\nconnectPieceTypes = p'],
    ['pl-block', 'connectNxN = 2: a two-by-two block', 'connectN = 0\nconnectNxN = 2'],
    ['pl-collinear', 'collinearN = 3 with connectValue = loss: three on one row or file, gaps allowed, lose', 'connectN = 0\ncollinearN = 3\nconnectDiagonal = false\nconnectValue = loss'],
    ['pl-region', "a chain from connectRegion1 to connectRegion2 (White a-file to f-file, Black rank 1 to 5), grown east, north, north-east and south-east only", 'connectN = 0\nconnectRegion1White = a*\nconnectRegion2White = f*\nconnectRegion1Black = *1\nconnectRegion2Black = *5'],
    ['pl-region-straight', 'the chain without diagonal steps', 'connectN = 0\nconnectRegion1White = a*\nconnectRegion2White = f*\nconnectRegion1Black = *1\nconnectRegion2Black = *5\nconnectDiagonal = false'],
  ];
  const ini = base + rules.map(([name, , keys]) => `[${name}:pl-base]\n${keys}\n`).join('');
  const definitions = parseVariantsIni(ini);

  /** A random board of stones (and a few wazirs), with both hands and the side to move. */
  function randomFen(random: () => number): string {
    const rows: string[] = [];
    for (let r = 0; r < 5; r++) {
      let row = '', empty = 0;
      for (let f = 0; f < 6; f++) {
        const x = random();
        const ch = x < 0.3 ? 'P' : x < 0.6 ? 'p' : x < 0.63 ? 'W' : x < 0.66 ? 'w' : '';
        if (ch === '') { empty++; continue; }
        if (empty > 0) { row += String(empty); empty = 0; }
        row += ch;
      }
      rows.push(row + (empty > 0 ? String(empty) : ''));
    }
    return `${rows.join('/')}[PPpp] ${random() < 0.5 ? 'w' : 'b'} - - 0 1`;
  }

  for (const [name, what] of rules) {
    it(`[${name}] ${what}`, async () => {
      const ff = await loadFfish();
      loadIntoFfish(ff, ini, ['pl-base', ...rules.map((r) => r[0])]);
      const definition = definitions.get(name);
      if (!definition) throw new Error(name);
      const game = defineFairy(definition);
      const random = seeded(0x3203);
      const seen = new Set<string | undefined>();
      for (let i = 0; i < 150; i++) {
        const fen = randomFen(random);
        const board = new ff.Board(name, fen);
        try {
          const status = game.status(game.parse(fen));
          const expected = outcome(game, board.result());
          expect(status.over ? status.winner ?? 'draw' : undefined, fen).toBe(expected);
          seen.add(expected);
        } finally {
          board.delete();
        }
      }
      // Both a decided and an open position were met.
      expect(seen.has(undefined) && seen.size > 1).toBe(true);
    });
  }
});
