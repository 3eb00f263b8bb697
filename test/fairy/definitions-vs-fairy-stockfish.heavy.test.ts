/**
 * Our built-in definitions say what Fairy-Stockfish's built-in variants say: each definition,
 * written as a variants.ini section and loaded into ffish, gives the same legal moves as ffish's
 * own variant of that name along seeded random games (from the start and from every position of
 * the perft suite for that variant). This checks the data independently of our engine.
 */
import { describe, expect, it } from 'vitest';
import type { FairyDefinition } from '../../src/core/declarative/fairy/definition.js';
import { fairyDefinitions } from '../../src/variants/fairy/definitions.js';
import { ask, loadFfish, splitMoves } from './ffish-oracle.js';
import { BUILT_IN_PIECES } from '../../src/variants/fairy/ini-pieces.js';
import { toIniSection } from './ini-writer.js';
import { perftRows } from './scope.js';
import { loadFixtureIntoFfish } from './variants-ini-fixture.js';
import { seeded } from './seeded.js';
import { INI_SECTION_NAME, NOT_IN_FFISH } from './ffish-counterpart.js';

const GAMES = 2;
const PLIES = 24;

/** Why the janggi family cannot be written as an ini section. */
const JANGGI_GENERAL = 'a general that moves as a wazir along the palace diagonals: in an ini file `king = k:W` makes a custom royal piece, '
    + 'which Fairy-Stockfish\'s diagonalLines do not extend (its built-in janggi general is a king with kingType wazir); '
    + 'janggi is checked against ffish by the engine differential test instead';
/** Fields a variants.ini section cannot say; the definition differs from what ffish loads only there. */
const INI_CANNOT_SAY: Readonly<Record<string, string>> = {
  janggi: JANGGI_GENERAL, janggitraditional: JANGGI_GENERAL, janggicasual: JANGGI_GENERAL, janggimodern: JANGGI_GENERAL,
  ataxx: 'the section ffish 0.7.10 loads from our data (freeDrops = true, enclosingDrop = ataxx) lists only the jumps at the start '
    + '(10 moves, against its built-in ataxx\'s 16: no clone drops from an empty hand), so its ini reader does not give a section '
    + 'ataxx\'s free drops; ataxx is compared with ffish\'s built-in ataxx move by move in test/fairy/flip-enclosed.test.ts instead',
  ...NOT_IN_FFISH,
};

type Ffish = Awaited<ReturnType<typeof loadFfish>>;
interface Start { readonly fen: string | undefined; readonly chess960: boolean }

/** Whether the definition needs Fairy-Stockfish custom piece slots (Betza pieces or a king moving otherwise). */
function usesCustomPieces(def: FairyDefinition): boolean {
  return def.kingType !== undefined || Object.values(def.pieces).some((p) => !BUILT_IN_PIECES.includes(p));
}

function compare(id: string, start: Start, played: readonly string[], ours: { moves: readonly string[]; result: string }, theirs: { moves: readonly string[]; result: string }): void {
  const where = `${id} from ${start.fen ?? 'the start'} after ${played.join(' ')}`;
  expect(ours.moves, where).toEqual(theirs.moves);
  expect(ours.result, `result: ${where}`).toBe(theirs.result);
}

/**
 * One game with one board at a time, replayed from the start for every ply: ffish keeps custom
 * pieces' move tables globally, so the board set up last decides how the custom pieces of every
 * live board move.
 */
function replayGame(ff: Ffish, id: string, mine: string, start: Start, random: () => number): void {
  const played: string[] = [];
  for (let ply = 0; ply < PLIES; ply++) {
    const theirs = ask(ff, { variant: id, ...start, moves: played });
    const ours = ask(ff, { variant: mine, ...start, moves: played });
    compare(id, start, played, ours, theirs);
    if (theirs.moves.length === 0) break;
    played.push(theirs.moves[Math.floor(random() * theirs.moves.length)] ?? '');
  }
}

/** One game on two live boards (variants of built-in pieces only). */
function liveGame(ff: Ffish, id: string, mine: string, start: Start, random: () => number): void {
  const theirs = start.fen === undefined ? new ff.Board(id) : new ff.Board(id, start.fen, start.chess960);
  const ours = start.fen === undefined ? new ff.Board(mine) : new ff.Board(mine, start.fen, start.chess960);
  try {
    const played: string[] = [];
    for (let ply = 0; ply < PLIES; ply++) {
      const t = { moves: splitMoves(theirs.legalMoves()), result: theirs.result() };
      compare(id, start, played, { moves: splitMoves(ours.legalMoves()), result: ours.result() }, t);
      if (t.moves.length === 0) break;
      const move = t.moves[Math.floor(random() * t.moves.length)] ?? '';
      theirs.push(move);
      ours.push(move);
      played.push(move);
    }
  } finally {
    theirs.delete();
    ours.delete();
  }
}

describe('built-in definitions agree with Fairy-Stockfish\'s built-in variants (ffish, moves along random games)', () => {
  for (const def of fairyDefinitions) {
    const cannot = INI_CANNOT_SAY[def.id];
    if (cannot !== undefined) {
      it.skip(`${def.id}: ${cannot}`, () => {});
      continue;
    }
    it(`${def.id}: our data loaded into ffish plays as ffish's ${def.id}`, async () => {
      const ff = await loadFfish();
      const section = INI_SECTION_NAME[def.id];
      if (section !== undefined) loadFixtureIntoFfish(ff);
      const theirs = section ?? def.id;
      const mine = `bw-${def.id}`;
      ff.loadVariantConfig(toIniSection(mine, def as FairyDefinition));
      const fens = [undefined, ...perftRows.filter((r) => r.variant === def.id && !r.start).map((r) => r)];
      const random = seeded(18);
      for (const row of fens) {
        for (let game = 0; game < GAMES; game++) {
          const base = { fen: row?.fen, chess960: row?.chess960 ?? false };
          if (usesCustomPieces(def)) replayGame(ff, theirs, mine, base, random);
          else liveGame(ff, theirs, mine, base, random);
        }
      }
    });
  }
});
