/**
 * A royal piece in check is reported in every fairy game: along seeded random games of every
 * built-in fairy definition (and of the ini games with pseudo-royal pieces the review named), at
 * every ply `status().check` and `checks` name exactly the side to move's royal pieces in check,
 * and the move played carries `check` exactly when it leaves one in check. The reference is
 * Fairy-Stockfish itself (ffish 0.7.10 `isCheck()` and `checkedPieces()`, its apiutil.h `checked()`:
 * the king when attacked, plus every pseudo-royal piece in check, position.cpp
 * `Position::checked_pseudo_royals`), so the pseudo-royal games (atomic, coregal, spartan,
 * shoshogi, maharajah, twokings2, 6x6atom, backrank, forward) are held to the same rule as chess.
 */
import { describe, expect, it } from 'vitest';
import { isBoardwrightError } from '../../src/core/errors.js';
import { fairyDefinitions } from '../../src/variants/fairy/definitions.js';
import { parseVariantsIni } from '../../src/variants/fairy/ini.js';
import { defineFairy, type FairyDefinition } from '../../src/variants/fairy/index.js';
import { loadFfish } from './ffish-oracle.js';
import { seeded } from './seeded.js';
import { ffishNameOf, NOT_IN_FFISH } from './ffish-counterpart.js';

const GAMES = 4;
const PLIES = 40;

/**
 * Ini games whose royal pieces are pseudo-royal, written from the sections of Fairy-Stockfish's
 * src/variants.ini (their rules as data: piece letters, start, extinction keys).
 */
const INI = `
[maharajah]
pawn = p
knight = n
bishop = b
rook = r
queen = q
king = k
amazon = m
startFen = rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w kq - 0 1
extinctionValue = loss
extinctionPieceTypes = m
extinctionPseudoRoyal = true

[6x6atom:nocheckatomic]
extinctionPseudoRoyal = true
maxRank = 6
maxFile = f
promotionRegionWhite = *6
promotionRegionBlack = *1
doubleStep = false
startFen = rbqkbr/pppppp/6/6/PPPPPP/RBQKBR w - - 0 1

[twokings2:chess]
king = -
commoner = k
extinctionValue = loss
extinctionPseudoRoyal = true
extinctionPieceTypes = k
extinctionPieceCount = 1
startFen = rnbkkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1
`;

/** Squares ffish writes as one string separated by spaces, sorted. */
const squares = (text: string): string[] => text.split(' ').filter((s) => s !== '').sort();

/**
 * ffish names squares in Fairy-Stockfish's coordinates (`f8`); a game with `squareNames: 'usi'` names
 * its nodes as USI writes squares: the file digit counted from the first player's right, the rank
 * letter from the far side (`f8` on 9x9 is `4b`).
 */
function nodeNames(def: FairyDefinition, engine: string[]): string[] {
  if (def.squareNames !== 'usi') return engine;
  // Shogi boards give their size as numbers (at most 9x9 with USI names).
  const files = Number(def.maxFile ?? 8), ranks = def.maxRank ?? 8;
  return engine.map((sq) => `${files - (sq.charCodeAt(0) - 97)}${String.fromCharCode(97 + ranks - Number(sq.slice(1)))}`).sort();
}

describe('check names every royal piece in check, pseudo-royal ones included (Fairy-Stockfish checked())', () => {
  const ini = parseVariantsIni(INI);
  const games: [FairyDefinition, string | undefined][] = [
    ...fairyDefinitions.map((d): [FairyDefinition, undefined] => [d, undefined]),
    ...[...ini.values()].map((d): [FairyDefinition, string] => [d, INI]),
  ];
  for (const [def, config] of games) {
    const absent = config === undefined ? NOT_IN_FFISH[def.id] : undefined;
    if (absent !== undefined) {
      it.skip(`${def.id}: ${absent}`, () => {});
      continue;
    }
    it(`${def.id}: status().checks and each move's check are Fairy-Stockfish's checked pieces`, async () => {
      let game;
      try {
        game = defineFairy(def);
      } catch (error) {
        if (isBoardwrightError(error)) return; // a definition the engine refuses is reported by the ffish differential
        throw error;
      }
      const ff = await loadFfish();
      if (config !== undefined) ff.loadVariantConfig(config);
      const name = config === undefined ? ffishNameOf(ff, def.id) : def.id;
      const random = seeded(0x5eed + def.id.length);
      let compared = 0;
      for (let g = 0; g < GAMES; g++) {
        const board = new ff.Board(name);
        try {
          let position = game.setup();
          const played: string[] = [];
          for (let ply = 0; ply <= PLIES; ply++) {
            const where = `${def.id} after ${played.join(' ') || 'no moves'}`;
            const status = game.status(position);
            const theirs = nodeNames(def, squares(board.checkedPieces()));
            if (!status.over || status.reason === 'checkmate') {
              expect([...(status.checks ?? [])].sort(), `checks: ${where}`).toEqual(theirs);
              if (!status.over) expect(status.check === true, `check: ${where}`).toBe(board.isCheck());
              compared++;
            }
            const moves = game.legalMoves(position);
            if (status.over || moves.length === 0 || ply === PLIES) break;
            const move = moves[Math.floor(random() * moves.length)]!;
            // A move ffish refuses ends the walk (legal-move differences are the differential's business).
            if (!board.push(move.uci)) break;
            position = game.play(position, move);
            played.push(move.uci);
            expect(move.check, `the check of ${move.uci}: ${where}`).toBe(board.isCheck());
          }
        } finally {
          board.delete();
        }
      }
      expect(compared).toBeGreaterThan(0);
    });
  }
});
