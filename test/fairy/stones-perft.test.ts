/**
 * Perft of the games of stones only (stones-perft.ts: every move drops a stone, the only end is a
 * line of N) is walked on the stones alone, the line looked for through the last stone and the last
 * ply counted without listing. Its counts must stay Fairy-Stockfish's: from seeded positions in the
 * middle of tic-tac-toe and Gomoku games (reached by ffish's own moves), and from positions whose
 * side to move already holds a line (a FEN may say so; Fairy-Stockfish then ends the game after any
 * move of that side, as its end test looks at the side that just moved). And the end test of the
 * other line games after a drop, which looks only through the stone just dropped (connect-n.ts):
 * Connect Four's perft from seeded positions where lines are near. Connect Four is walked on the
 * stones as well, drops held up by a stone below (gravity).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { connectfour, gomoku, tictactoe, type FairyVariant } from '../../src/variants/fairy/index.js';
import { ffishMidGames, ffishPerft, loadFfish, type FfishModule } from './ffish-oracle.js';
import { loadFixtureIntoFfish } from './variants-ini-fixture.js';
import { GOMOKU_INI } from './gomoku-ref-ini.js';

let ff: FfishModule;
beforeAll(async () => {
  ff = await loadFfish();
  loadFixtureIntoFfish(ff);
  ff.loadVariantConfig(GOMOKU_INI);
});

function expectPerftAsFfish(game: FairyVariant, section: string, fen: string, depth: number): void {
  expect(game.perft(game.parse(fen), depth), `${fen} depth ${depth}`).toBe(ffishPerft(ff, section, fen, depth));
}

describe('perft of the games of stones only is Fairy-Stockfish\'s', () => {
  it('tic-tac-toe: perft(2..4) from seeded positions two to five plies into the game', () => {
    for (const plies of [2, 3, 4, 5]) for (const fen of ffishMidGames(ff, 'tictactoe', 4, plies, 0x5701 + plies)) for (let d = 2; d <= 4; d++) expectPerftAsFfish(tictactoe, 'tictactoe', fen, d);
  });

  it('Gomoku: perft(2) from seeded positions with up to 40 stones on the board', () => {
    for (const plies of [8, 20, 40]) for (const fen of ffishMidGames(ff, 'gomoku-ref', 2, plies, 0x5702 + plies)) expectPerftAsFfish(gomoku, 'gomoku-ref', fen, 2);
  });

  it('a side to move that already holds a line ends the game with any move: perft(2) and perft(3) are 0', () => {
    // X (to move) has the top row; O has two stones: any X drop leaves X's line, so the game ends there.
    const fen = 'PPP/pp1/3[PPpp] w - - 0 4';
    for (let d = 2; d <= 3; d++) expectPerftAsFfish(tictactoe, 'tictactoe', fen, d);
    expect(tictactoe.perft(tictactoe.parse(fen), 2)).toBe(0);
  });

  it('the side that just moved holding a line ends the game at once: perft is 0 at every depth', () => {
    const fen = 'ppp/PP1/P2[PPpp] w - - 0 4';
    for (let d = 1; d <= 3; d++) expectPerftAsFfish(tictactoe, 'tictactoe', fen, d);
  });
});

describe('Connect Four is walked on the stones too, with gravity (enclosingDrop = top)', () => {
  it("perft(2..4) from the start and from seeded positions 6 to 20 plies into the game is ffish's [cfour]", () => {
    expectPerftAsFfish(connectfour, 'cfour', connectfour.format(connectfour.setup()), 5);
    for (const plies of [6, 12, 20]) for (const fen of ffishMidGames(ff, 'cfour', 3, plies, 0x5704 + plies)) for (let d = 2; d <= 4; d++) expectPerftAsFfish(connectfour, 'cfour', fen, d);
  });

  it('a hole holds nothing up: perft(2..4) equals the count of legalMoves and play, ply by ply', () => {
    // Holes ("*") low in columns b, c and e: no drop lands above them (drop-on-top.ts). ffish reads
    // no holes in [cfour], so the reference here is our own listing, move by move (no walk).
    const listed = (p: ReturnType<typeof connectfour.setup>, d: number): number => {
      const moves = connectfour.legalMoves(p);
      return d === 1 ? moves.length : moves.reduce((sum, m) => sum + listed(connectfour.play(p, m), d - 1), 0);
    };
    for (const fen of ['7/7/7/7/1*5/1*2P2[PPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp] b - - 0 1', '7/7/P6/p6/P6/p1*1*P*[PPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp] b - - 0 1']) {
      const p = connectfour.parse(fen);
      for (let d = 2; d <= 4; d++) expect(connectfour.perft(p, d), `${fen} depth ${d}`).toBe(listed(p, d));
    }
  });
});

describe('after two drops the line is looked for through the last stone only (connect-n.ts)', () => {
  it("Connect Four: perft(3) from seeded positions 10 to 24 plies into the game is ffish's [cfour]", () => {
    for (const plies of [10, 16, 24]) for (const fen of ffishMidGames(ff, 'cfour', 3, plies, 0x5703 + plies)) expectPerftAsFfish(connectfour, 'cfour', fen, 3);
  });
});
