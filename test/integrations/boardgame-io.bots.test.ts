/**
 * boardgame.io's own bots play boardwright games through the adapter's `ai.enumerate`: `RandomBot`
 * and `MCTSBot` (small iteration counts), stepped in boardgame.io `Client`s to the end of the game.
 */
import { describe, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import { MCTSBot, RandomBot, Step } from 'boardgame.io/ai';
import { chess } from '../../src/variants/chess/index.js';
import { chess4 } from '../../src/variants/chess4/index.js';
import { boardgameGame, type BoardgameGame } from '../../src/integrations/boardgame-io/index.js';
import type { Position } from '../../src/index.js';
import { expectedGameover, replay, state } from './boardgame-io-support.js';

type Bot = Parameters<typeof Step>[1];

/** Steps `bots[currentPlayer]` in a client of `game` until the game ends; returns the client. */
async function botGame<P extends Position>(game: BoardgameGame<P>, bots: (game: BoardgameGame<P>, seat: number) => Bot, maxPlies = 400) {
  const client = Client({ game, numPlayers: game.seats.length });
  client.start();
  const seated = game.seats.map((_, i) => bots(game, i));
  for (let ply = 0; ply < maxPlies && state(client).ctx.gameover === undefined; ply++) {
    const before = state(client)._stateID;
    const bot = seated[Number(state(client).ctx.currentPlayer)]!;
    await Step(client as never, bot);
    // Every move a bot sends is one the adapter listed, so none is refused.
    expect(state(client)._stateID, `ply ${ply + 1}`).toBe(before + 1);
  }
  client.stop();
  return client;
}

describe("boardgame.io's bots play through ai.enumerate", () => {
  it('RandomBot plays three seeded games of Chess4 to the end the game gives', async () => {
    for (const seed of [1, 2, 3]) {
      const game = boardgameGame(chess4);
      const client = await botGame(game, (g, seat) => new RandomBot({ enumerate: g.ai.enumerate as never, seed: `${seed}-${seat}` }));
      const { G, ctx } = state(client);
      expect(ctx.gameover).toEqual(expectedGameover(chess4, game.seats, replay(chess4, G.moves)));
    }
  });

  it("MCTSBot finds fool's mate (Qh4#) in one within 40 iterations", async () => {
    const game = boardgameGame(chess, { position: 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2' });
    const client = await botGame(game, (g) => new MCTSBot({ game: g as never, enumerate: g.ai.enumerate as never, iterations: 40, playoutDepth: 1, seed: 'mate' }), 1);
    expect(state(client).G.moves).toEqual(['Qh4#']);
    expect(state(client).ctx.gameover).toEqual({ winner: '1', reason: 'checkmate' });
  });

  it('MCTSBot against RandomBot: a seeded game of Chess4 to the end the game gives', async () => {
    for (const seed of [1]) {
      const game = boardgameGame(chess4);
      const client = await botGame(game, (g, seat) =>
        seat === 0
          ? new MCTSBot({ game: g as never, enumerate: g.ai.enumerate as never, iterations: 8, playoutDepth: 4, seed: `mcts-${seed}` })
          : new RandomBot({ enumerate: g.ai.enumerate as never, seed: `random-${seed}` }));
      const { G, ctx } = state(client);
      expect(ctx.gameover).toEqual(expectedGameover(chess4, game.seats, replay(chess4, G.moves)));
    }
  });
});
