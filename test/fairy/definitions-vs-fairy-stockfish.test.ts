/**
 * Our built-in definitions say what Fairy-Stockfish's built-in variants say: each definition,
 * written as a variants.ini section and loaded into ffish, gives the same legal moves as ffish's
 * own variant of that name along seeded random games (from the start and from every position of
 * the perft suite for that variant). This checks the data independently of our engine.
 */
import { describe, expect, it } from 'vitest';
import type { FairyDefinition } from '../../src/core/declarative/fairy/definition.js';
import { fairyDefinitions } from '../../src/variants/fairy/definitions.js';
import { loadFfish, splitMoves } from './ffish-oracle.js';
import { toIniSection } from './ini-writer.js';
import { perftRows } from './scope.js';

/** mulberry32: a small seeded PRNG (no Math.random in tests). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const GAMES = 4;
const PLIES = 40;

/** Fields a variants.ini section cannot say; the definition differs from what ffish loads only there. */
const INI_CANNOT_SAY: Readonly<Record<string, string>> = {
  janggi: 'a general that moves as a wazir along the palace diagonals: in an ini file `king = k:W` makes a custom royal piece, '
    + 'which Fairy-Stockfish\'s diagonalLines do not extend (its built-in janggi general is a king with kingType wazir); '
    + 'janggi is checked against ffish by the engine differential test instead',
};

describe('built-in definitions agree with Fairy-Stockfish\'s built-in variants (ffish, moves along random games)', () => {
  for (const def of fairyDefinitions) {
    const cannot = INI_CANNOT_SAY[def.id];
    if (cannot !== undefined) {
      it.skip(`${def.id}: ${cannot}`, () => {});
      continue;
    }
    it(`${def.id}: our data loaded into ffish plays as ffish's ${def.id}`, async () => {
      const ff = await loadFfish();
      const mine = `bw-${def.id}`;
      ff.loadVariantConfig(toIniSection(mine, def as FairyDefinition));
      const fens = [undefined, ...perftRows.filter((r) => r.variant === def.id && !r.start).map((r) => r)];
      const random = seeded(18);
      for (const row of fens) {
        for (let game = 0; game < GAMES; game++) {
          const is960 = row?.chess960 ?? false;
          const theirs = row ? new ff.Board(def.id, row.fen, is960) : new ff.Board(def.id);
          const ours = row ? new ff.Board(mine, row.fen, is960) : new ff.Board(mine);
          try {
            const played: string[] = [];
            for (let ply = 0; ply < PLIES; ply++) {
              const expected = splitMoves(theirs.legalMoves());
              const actual = splitMoves(ours.legalMoves());
              expect(actual, `${def.id} from ${row?.fen ?? 'the start'} after ${played.join(' ')}`).toEqual(expected);
              expect(ours.result(), `${def.id} result after ${played.join(' ')}`).toBe(theirs.result());
              if (expected.length === 0) break;
              const move = expected[Math.floor(random() * expected.length)] ?? '';
              theirs.push(move);
              ours.push(move);
              played.push(move);
            }
          } finally {
            theirs.delete();
            ours.delete();
          }
        }
      }
    });
  }
});
