/**
 * Dilkel under boardgame.io: four seats, turns that skip the players checkmated out of the game.
 */
import { describe, expect, it } from 'vitest';
import { dilkel } from '../../src/variants/dilkel/index.js';
import { boardgameGame } from '../../src/integrations/boardgame-io/index.js';
import { expectedGameover, localMatch, playOut, replay, state } from './boardgame-io-support.js';

describe('Dilkel under boardgame.io Local multiplayer', () => {
  it('a seeded game to a win: the turn goes to whoever Dilkel says is to move, an eliminated seat never moves again, and the last player standing wins by playerID', async () => {
    const game = boardgameGame(dilkel);
    expect(game.seats).toEqual(['red', 'blue', 'yellow', 'green']);
    expect([game.minPlayers, game.maxPlayers]).toEqual([4, 4]);
    const clients = localMatch(game);
    // Seed 45 ends in 98 plies (seed 5 plays 466 to a draw: the heavy tier).
    const turns = await playOut(dilkel, game.seats, clients, 45, 1500);
    const { G, ctx } = state(clients[0]!);
    const final = replay(dilkel, G.moves);
    expect(ctx.gameover).toEqual(expectedGameover(dilkel, game.seats, final));
    // Ply by ply, the playerID with the turn is the seat of the player the position has to move.
    let p = dilkel.setup();
    G.moves.forEach((m, ply) => {
      expect(turns[ply], `ply ${ply + 1}`).toBe(String(game.seats.indexOf(p.turn)));
      p = dilkel.play(p, m);
    });
    // The game is won once the other three players are out.
    const end = dilkel.status(final);
    expect(end.reason).toBe('last-player-standing');
    const eliminated = end.eliminated ?? [];
    expect(eliminated.map((e) => e.player).sort()).toEqual(game.seats.filter((s) => s !== end.winner).sort());
    for (const e of eliminated) {
      expect(turns.slice(e.ply).includes(String(game.seats.indexOf(e.player))), `${e.player} moved after ply ${e.ply}`).toBe(false);
    }
  });
});
