/**
 * The walk of issue 31's "every fairy game's SAN is Fairy-Stockfish's SAN": along a seeded game, every
 * listed move's SAN — its `san` where its `notation` is another notation (WXF in xiangqi, Western in
 * shogi), else its `notation` — is the text ffish's `sanMove(uci)` writes (Fairy-Stockfish's apiutil.h
 * `move_to_san`), and that text, read back, plays the move. One walk, two files:
 * san-fairy-stockfish.test.ts walks the day's sample of the games (game-sample.ts) in `npm test`,
 * san-fairy-stockfish.heavy.test.ts every game.
 */
import { describe, expect, it } from 'vitest';
import type { FairyMove, FairyVariant } from '../../src/variants/fairy/index.js';
import { loadFfish } from './ffish-oracle.js';
import { seeded } from './seeded.js';
import { loadFixtureIntoFfish } from './variants-ini-fixture.js';
import { toIniSection } from './ini-writer.js';
import { gomoku as gomokuDefinition } from '../../src/variants/fairy/definitions.js';
import { spreadOf } from './game-sample.js';

/** Games ffish knows only from a variants.ini section: the section's name (Fairy-Stockfish's file, or, for gomoku, written from our data). */
const SECTION: Readonly<Record<string, string>> = { tictactoe: 'tictactoe', connectfour: 'cfour', gomoku: 'gomoku' };

/** The SAN a fairy move lists: its `san` where it has one (xiangqi, shogi wrappers), else its `notation`. */
const sanOf = (m: FairyMove): string => (m as { san?: string }).san ?? m.notation;

const PLIES = 40;

/** Registers the walk over `games`; `which` says in the title which games they are; `movesPerPly` caps the moves checked at a ply (spreadOf). */
export function sanWalk(games: readonly FairyVariant[], which: string, movesPerPly = Infinity): void {
  describe(`${which}: every fairy game's SAN is Fairy-Stockfish's SAN (ffish sanMove), along a seeded game`, () => {
    for (const game of games) {
      it(`${game.id}: every legal move's SAN at every ply is ffish's, and that text plays the move`, async () => {
        const ff = await loadFfish();
        const random = seeded(0x5a7);
        const section = SECTION[game.id];
        if (section !== undefined) {
          loadFixtureIntoFfish(ff);
          ff.loadVariantConfig(toIniSection('gomoku', gomokuDefinition));
        }
        const board = new ff.Board(section ?? game.id) as unknown as { sanMove(uci: string): string; push(uci: string): boolean; fen(): string; delete(): void };
        try {
          let position = game.setup();
          for (let ply = 0; ply < PLIES && !game.status(position).over; ply++) {
            const moves = game.legalMoves(position);
            if (moves.length === 0) break;
            for (const m of spreadOf(moves, movesPerPly)) expect(sanOf(m), `${game.id} ${m.uci} at ${board.fen()}`).toBe(board.sanMove(m.uci));
            const m = moves[Math.floor(random() * moves.length)] as FairyMove;
            // Fairy-Stockfish's SAN, read back by the game's play, is the move.
            position = game.play(position, board.sanMove(m.uci) as never);
            expect(board.push(m.uci)).toBe(true);
            expect(game.format(position), `${game.id} after ${m.uci}`).toBe(board.fen());
          }
        } finally {
          board.delete();
        }
      });
    }
  });
}
