/**
 * The message that ends an unguarded boardgame.io 0.50.2 server, sent raw by a seated player: `play`
 * with the argument `{ "toString": "x" }`. boardgame.io prints a refused move's arguments
 * (`${action.payload.args}`), which throws inside its match queue, and the unhandled rejection ends
 * the Node process. The guarded server of server.mjs drops the message: this process (server and
 * client in one) must live on, and the server must then play the player's legal move.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { io } from 'socket.io-client';
import { game, startServer } from '../server.mjs';
import { freePort } from '../match.mjs';

const require = createRequire(import.meta.url);
const { LobbyClient } = require('boardgame.io/client');

const apiPort = await freePort();
const { server, running, stop } = await startServer({ port: 0, apiPort });
const url = `http://127.0.0.1:${running.appServer.address().port}`;
const socket = io(`${url}/${game.name}`, { transports: ['websocket'] });
try {
  const lobby = new LobbyClient({ server: `http://127.0.0.1:${apiPort}` });
  const { matchID } = await lobby.createMatch(game.name, { numPlayers: 2 });
  const { playerCredentials: credentials } = await lobby.joinMatch(game.name, matchID, { playerID: '0', playerName: 'white' });
  const synced = new Promise((resolve) => socket.once('sync', resolve));
  socket.emit('sync', matchID, '0', credentials, 2);
  await synced;
  const play = (args) => socket.emit('update', { type: 'MAKE_MOVE', payload: { type: 'play', args, playerID: '0', credentials } }, 0, matchID, '0');

  play([{ toString: 'x' }]);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const moved = new Promise((resolve) => socket.once('update', resolve));
  play(['e4']);
  await moved;
  const { state } = await server.db.fetch(matchID, { state: true });
  assert.deepEqual(state.G.moves, ['e4']);
  console.log("hostile message { toString: 'x' } dropped; the server lives on and played e4");
} finally {
  socket.close();
  stop();
}
