/**
 * castlingWins (castling with a listed right wins; losing every listed right loses) against ffish
 * 0.7.10 (Fairy-Stockfish's is_immediate_game_end "Castle chess"): the ini section `[castle:chess]`
 * of Fairy-Stockfish's variants.ini (`castlingWins = q`: Black's queen-side castle) — perft, and
 * legal moves, FEN and result at every ply of seeded games; positions for each part of the rule,
 * played through position objects (the castle just made is kept in `lastMoves.castled`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { defineFairy, type FairyVariant } from '../../src/variants/fairy/index.js';
import { ffishPerft, loadFfish, type FfishModule } from './ffish-oracle.js';
import { expectPlyAsFfish, resultAsFfish } from './ffish-ply.js';
import { seeded } from './seeded.js';
import { fixture } from './ini-section-oracle.js';
import { loadFixtureIntoFfish } from './variants-ini-fixture.js';

let ff: FfishModule;
let castle: FairyVariant;
beforeAll(async () => {
  ff = await loadFfish();
  loadFixtureIntoFfish(ff);
  castle = defineFairy(fixture('castle'));
});

describe('castlingWins against ffish ([castle:chess], castlingWins = q)', () => {
  it('perft from the start equals ffish\'s to depth 3', () => {
    for (let d = 1; d <= 3; d++) expect(castle.perft(castle.setup(), d), `depth ${d}`).toBe(ffishPerft(ff, 'castle', undefined, d));
  });

  it('seeded games have ffish\'s legal moves, FEN and result at every ply (most end by a lost right)', () => {
    let ended = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const random = seeded(seed * 19 + 6);
      const board = new ff.Board('castle');
      try {
        let position = castle.setup();
        for (let ply = 0; ply < 80; ply++) {
          const theirs = expectPlyAsFfish(castle, position, board, `castle seed ${seed} ply ${ply}`);
          if (castle.status(position).over) { ended++; break; }
          const uci = theirs[Math.floor(random() * theirs.length)] as string;
          position = castle.play(position, uci);
          board.push(uci);
        }
      } finally {
        board.delete();
      }
    }
    expect(ended).toBeGreaterThan(0);
  });

  // [rule, FEN, moves played, ffish's result after them]
  const cases: readonly [string, string, readonly string[]][] = [
    ["Black's queen-side castle (e8c8) wins for Black at once", 'r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1', ['e8c8']],
    ["Black's king-side castle spends the queen-side right too: Black loses", 'r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1', ['e8g8']],
    ["a move of the a8 rook loses Black's right: Black loses", 'r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1', ['a8b8']],
    ['taking the a8 rook takes the right: White wins', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', ['a1a8']],
    ["White's castles decide nothing (its rights are not listed)", 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', ['e1c1']],
    ['a FEN without the listed right is already lost for Black', 'r3k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1', []],
  ];
  for (const [rule, fen, moves] of cases) {
    it(rule, () => {
      const board = new ff.Board('castle', fen);
      try {
        let position = castle.parse(fen);
        for (const uci of moves) { position = castle.play(position, uci); board.push(uci); }
        expect(board.result() === '*', 'ffish: game goes on').toBe(rule.includes('nothing'));
        expect(resultAsFfish(castle, position)).toBe(board.result());
        expect(castle.format(position)).toBe(board.fen());
        // The position object carries the castle: a copy through JSON has the same result.
        expect(resultAsFfish(castle, JSON.parse(JSON.stringify(position)))).toBe(board.result());
      } finally {
        board.delete();
      }
    });
  }
});
