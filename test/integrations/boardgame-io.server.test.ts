/**
 * The boardgame.io adapter on a real boardgame.io `Server` (its lobby API and socket.io transport)
 * listening on 127.0.0.1 on a free port, with `SocketIO` clients over the network: a chess match
 * made and joined through the lobby, played to mate; an unseated client and an impostor cannot move;
 * a client that reconnects sees the same state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { Server } from 'boardgame.io/server';
import { chess } from '../../src/variants/chess/index.js';
import { boardgameGame, guardServer } from '../../src/integrations/boardgame-io/index.js';
import { runOnLoopback, state, until } from './boardgame-io-support.js';

const game = boardgameGame(chess);
// Guarded as docs/integrations.md wires it: every message of these tests passes the guard.
const server = guardServer(Server({ games: [game], origins: ['http://127.0.0.1'] }));
let running: Awaited<ReturnType<typeof runOnLoopback>> | undefined;
let url = '';
let lobbyUrl = '';
const clients: { stop(): void }[] = [];

beforeAll(async () => {
  running = await runOnLoopback(server);
  ({ url, lobbyUrl } = running);
});

afterAll(() => {
  for (const c of clients) c.stop();
  running?.stop();
});

/** A socket client of a match, started (and, unless it is refused, synced with the server). */
async function connect(matchID: string, seat?: { playerID: string; credentials: string }, refused = false) {
  const client = Client({ game, multiplayer: SocketIO({ server: url }), matchID, ...(seat ?? {}) });
  clients.push(client);
  client.start();
  if (refused) await new Promise((resolve) => setTimeout(resolve, 200));
  else await until(() => client.getState()?.isConnected === true, 'the client to sync'); // no state before the server's sync
  return client;
}

/** The state the server holds for a match. */
async function stored(matchID: string) {
  const { state: s } = await server.db.fetch(matchID, { state: true });
  if (!s) throw new Error(`no match ${matchID}`);
  return s;
}

describe('a boardgame.io Server on 127.0.0.1 with socket clients', () => {
  it("two seated clients play fool's mate; an unseated client and an impostor cannot move; a reconnecting client sees the same state", async () => {
    const lobby = new LobbyClient({ server: lobbyUrl });
    expect(await lobby.listGames()).toEqual(['chess']);
    const { matchID } = await lobby.createMatch('chess', { numPlayers: 2 });
    const seat = async (playerID: string) => ({ playerID, credentials: (await lobby.joinMatch('chess', matchID, { playerID, playerName: `p${playerID}` })).playerCredentials });
    const whiteSeat = await seat('0');
    const blackSeat = await seat('1');
    const white = await connect(matchID, whiteSeat);
    let black = await connect(matchID, blackSeat);
    const watcher = await connect(matchID); // no seat: a spectator
    // A client that claims black's seat without black's credentials: the server refuses its sync...
    const refused = await connect(matchID, { playerID: '1', credentials: 'not-the-credentials' }, true);
    expect(refused.getState()).toBeNull();
    // ...and a spectator that claims the seat once it holds the state is refused when it moves.
    const impostor = await connect(matchID);
    impostor.updatePlayerID('1');
    impostor.updateCredentials('not-the-credentials');

    let online = [white, black, watcher];
    const play = async (client: typeof white, move: string) => {
      const before = (await stored(matchID))._stateID;
      client.moves['play']!(move);
      await until(() => online.every((c) => state(c)._stateID === before + 1), `${move} to reach every client`);
    };
    await play(white, 'f3');

    // Black to move: the spectator and the impostor try black's move, black tries an illegal one.
    const snapshot = async () => {
      const { G, ctx, _stateID } = await stored(matchID);
      return JSON.stringify({ G, ctx, _stateID });
    };
    const before = await stored(matchID);
    const beforeText = await snapshot();
    watcher.moves['play']!('e5');
    impostor.moves['play']!('e5');
    black.moves['play']!('Ke7');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await snapshot()).toBe(beforeText);
    for (const [name, c] of Object.entries({ white, black, watcher })) expect(state(c)._stateID, name).toBe(before._stateID);

    await play(black, 'e5');
    // Black drops the connection; white moves meanwhile; black comes back with its credentials.
    black.stop();
    clients.splice(clients.indexOf(black), 1);
    online = [white, watcher];
    await play(white, 'g4');
    black = await connect(matchID, blackSeat);
    online = [white, black, watcher];
    await until(() => state(black)._stateID === (before._stateID + 2), 'the reconnected client to catch up');
    const server_ = await stored(matchID);
    expect(state(black).G).toEqual(server_.G);
    expect(state(black).ctx).toEqual(server_.ctx);
    expect(state(black).G.moves).toEqual(['f3', 'e5', 'g4']);

    await play(black, 'Qh4#');
    for (const c of [white, black, watcher]) expect(state(c).ctx.gameover).toEqual({ winner: '1', reason: 'checkmate' });
    expect((await lobby.getMatch('chess', matchID)).gameover).toEqual({ winner: '1', reason: 'checkmate' });
  });

  it("the lobby makes a match from setupData's position text and refuses bad text and the wrong number of players", async () => {
    const lobby = new LobbyClient({ server: lobbyUrl });
    const fen = 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2';
    const { matchID } = await lobby.createMatch('chess', { numPlayers: 2, setupData: { position: fen } });
    const s = await stored(matchID);
    expect(chess.format(s.G.position)).toBe(fen);
    expect(s.ctx.currentPlayer).toBe('1');
    await expect(lobby.createMatch('chess', { numPlayers: 2, setupData: { position: 'not a fen' } })).rejects.toThrow();
    await expect(lobby.createMatch('chess', { numPlayers: 3 })).rejects.toThrow();
  });
});
