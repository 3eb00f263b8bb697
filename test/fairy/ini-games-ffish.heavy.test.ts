/**
 * Heavy tier: the six variants.ini games of issue 29 (test/fairy/ini-games.ts) against ffish along
 * seeded random games: the legal moves in Fairy-Stockfish's UCI and the result at every ply, from
 * each game's start. Drops of kings, pseudo-royal pieces, palace pieces and pieces in bikjang,
 * castling and promotions without checks, and extinction with pieces in hand all come up.
 */
import { describe, expect, it } from 'vitest';
import { iniGame, oracle } from './ini-games.js';
import { splitMoves } from './ffish-oracle.js';
import { seeded } from './seeded.js';

const GAMES = ['screen', 'mounted', 'janggihouse', 'racingchess', 'checkmateless', 'antiminishogi'];
/** ffish's result text as our status: the winning seat (1-0 the first of `players`), 'draw', or undefined while the game goes on. */
const winner = (result: string, players: readonly string[]): string | undefined => ({ '1-0': players[0], '0-1': players[1], '1/2-1/2': 'draw' } as Record<string, string | undefined>)[result];

describe('variants.ini games of issue 29 against ffish: seeded games', () => {
  for (const id of GAMES) {
    it(`${id}: 8 games of up to 100 plies give Fairy-Stockfish's moves and results`, async () => {
      const ff = await oracle();
      const variant = iniGame(id), random = seeded(0x29);
      for (let game = 0; game < 8; game++) {
        const board = new ff.Board(id);
        try {
          let p = variant.setup();
          const played: string[] = [];
          for (let ply = 0; ply < 100; ply++) {
            const status = variant.status(p);
            // A decided repetition ends our game; ffish reports it only as a claim (result(true)) and lists the moves.
            const claimed = status.over && /repetition|perpetual-check/.test(status.reason);
            const theirs = claimed ? [] : splitMoves(board.legalMoves());
            const where = `${id} after ${played.join(' ') || 'no moves'}`;
            expect(variant.legalMoves(p).map((m) => m.uci).sort(), where).toEqual(theirs);
            expect(status.over ? status.winner ?? 'draw' : undefined, `result: ${where}`).toBe(winner(board.result(claimed), variant.players));
            if (theirs.length === 0 || status.over) break;
            const uci = theirs[Math.floor(random() * theirs.length)] as string;
            p = variant.play(p, uci);
            board.push(uci);
            played.push(uci);
          }
        } finally {
          board.delete();
        }
      }
    }, 600_000);
  }
});
