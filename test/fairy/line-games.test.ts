/**
 * The line games exported as built-ins (lines.ts): tic-tac-toe, Connect Four and free-style Gomoku.
 *
 * - tic-tac-toe's whole game tree has the published counts (en.wikipedia.org/wiki/Tic-tac-toe,
 *   "Combinatorics": 255,168 possible games, 131,184 won by the first player, 77,904 by the
 *   second, 46,080 drawn);
 * - `tictactoe` and `connectfour` play as ffish 0.7.10 plays Fairy-Stockfish's sections
 *   `[tictactoe]` and `[cfour]` (perft; seeded games with its legal moves, FEN and result per ply);
 * - `gomoku` (not a Fairy-Stockfish game) plays as ffish plays the same rules written as a section
 *   by hand below (12x10 board, connectN = 5), and five or more in a row wins (free-style).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { connectfour, gomoku, tictactoe, fairyVariants, type FairyPosition, type FairyVariant } from '../../src/variants/fairy/index.js';
import { ffishPerft, loadFfish, type FfishModule } from './ffish-oracle.js';
import { expectPlyAsFfish } from './ffish-ply.js';
import { loadFixtureIntoFfish } from './variants-ini-fixture.js';
import { seeded } from './seeded.js';
import { GOMOKU_INI } from './gomoku-ref-ini.js';

let ff: FfishModule;
beforeAll(async () => {
  ff = await loadFfish();
  loadFixtureIntoFfish(ff);
  ff.loadVariantConfig(GOMOKU_INI);
});

/** Plays seeded games beside ffish's `section`; returns the reasons they ended with. */
function walks(game: FairyVariant, section: string, games: number, seed: number): Set<string> {
  const ends = new Set<string>();
  const random = seeded(seed);
  for (let g = 0; g < games; g++) {
    const board = new ff.Board(section);
    try {
      let position = game.setup();
      for (let ply = 0; ply <= 200; ply++) {
        const theirs = expectPlyAsFfish(game, position, board, `${game.id} game ${g} ply ${ply}`);
        const status = game.status(position);
        if (status.over) { ends.add(status.draw === undefined ? `${status.winner} ${status.reason}` : `draw ${status.reason}`); break; }
        const uci = theirs[Math.floor(random() * theirs.length)] as string;
        position = game.play(position, uci);
        board.push(uci);
      }
    } finally {
      board.delete();
    }
  }
  return ends;
}

describe('tic-tac-toe, Connect Four and Gomoku are built-in games', () => {
  it('they are exported and in fairyVariants under ids no other game uses, with their seats', () => {
    for (const game of [tictactoe, connectfour, gomoku]) expect(fairyVariants.filter((v) => v.id === game.id)).toEqual([game]);
    expect(new Set(fairyVariants.map((v) => v.id)).size).toBe(fairyVariants.length);
    expect([tictactoe.players, connectfour.players, gomoku.players]).toEqual([['x', 'o'], ['red', 'yellow'], ['black', 'white']]);
  });

  it("tic-tac-toe's game tree has the published counts: 255,168 games, 131,184 won by X, 77,904 by O, 46,080 drawn", () => {
    // Counted once per position (5,478 of them), keyed by its FEN: the tree itself has 549,946 nodes.
    interface Tally { games: number; x: number; o: number; draw: number }
    const memo = new Map<string, Tally>();
    const count = (position: FairyPosition): Tally => {
      const key = tictactoe.format(position);
      const known = memo.get(key);
      if (known) return known;
      const status = tictactoe.status(position);
      const t: Tally = { games: 0, x: 0, o: 0, draw: 0 };
      if (status.over) {
        t.games = 1;
        if (status.draw !== undefined) t.draw = 1; else if (status.winner === 'x') t.x = 1; else t.o = 1;
      } else {
        for (const move of tictactoe.legalMoves(position)) {
          const sub = count(tictactoe.play(position, move));
          t.games += sub.games; t.x += sub.x; t.o += sub.o; t.draw += sub.draw;
        }
      }
      memo.set(key, t);
      return t;
    };
    const tally = count(tictactoe.setup());
    expect(tally).toEqual({ games: 255168, x: 131184, o: 77904, draw: 46080 });
  });

  it("tic-tac-toe: perft(1..5) equals ffish's [tictactoe], and perft(9) counts the 127,872 games that reach the ninth ply (81,792 won by X there and the 46,080 draws)", () => {
    expect(tictactoe.perft(tictactoe.setup(), 9)).toBe(127872);
    for (let d = 1; d <= 5; d++) expect(tictactoe.perft(tictactoe.setup(), d), `depth ${d}`).toBe(ffishPerft(ff, 'tictactoe', undefined, d));
  });

  it("Connect Four: perft(6) from the start is ffish's [cfour] (a disc lands only on the first rank or on a disc)", () => {
    for (let d = 1; d <= 6; d++) expect(connectfour.perft(connectfour.setup(), d), `depth ${d}`).toBe(ffishPerft(ff, 'cfour', undefined, d));
  });

  it("Gomoku: perft(2) from the start is ffish's for the same rules (any empty point of 12x10)", () => {
    expect(gomoku.perft(gomoku.setup(), 1)).toBe(120);
    expect(gomoku.perft(gomoku.setup(), 2)).toBe(ffishPerft(ff, 'gomoku-ref', undefined, 2));
  });

  for (const [game, section, games] of [[tictactoe, 'tictactoe', 20], [connectfour, 'cfour', 12], [gomoku, 'gomoku-ref', 4]] as const) {
    it(`${game.id}: seeded games to the end have ffish's [${section}] legal moves, FEN and result at every ply`, () => {
      const ends = walks(game, section, games, 0x3204 + games);
      // Both seats win somewhere, by a line.
      expect([...ends].filter((e) => e.endsWith('connect')).length, [...ends].join()).toBe(2);
    });
  }

  it('Gomoku is free-style: an overline (six in a row) wins', () => {
    // Black (the first seat, upper case) has a1 b1 d1 e1 f1: a stone on c1 makes six in a row.
    const fen = `12/12/12/12/12/12/12/12/pp1pp7/PP1PPP6[${'P'.repeat(55)}${'p'.repeat(55)}] w - - 0 1`;
    const after = gomoku.play(gomoku.parse(fen), 'P@c1');
    expect(gomoku.status(after)).toMatchObject({ over: true, winner: 'black', reason: 'connect' });
  });
});
