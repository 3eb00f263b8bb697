/**
 * A server and two clients: starts the guarded server (server.mjs) on 127.0.0.1, makes a chess match
 * through the lobby, seats two boardgame.io `SocketIO` clients, and lets each play a seeded random
 * move whenever the game is its to move, until the game's status says it is over.
 *
 * Each client keys on the position, not on boardgame.io's `ctx`: `G.position.turn` says who is to
 * move and `chess.status(G.position)` whether the game is over. Right after a client's own move its
 * subscriber sees the move already played (the client applies it at once) while `ctx.currentPlayer`
 * still names the mover until the server's update arrives; a client that keyed on `currentPlayer`
 * would try to move twice. The script counts those states and checks that the result the clients
 * saw is the server's `ctx.gameover`. Exits 1 on any difference.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { chess } from 'boardwright/chess';
import { game, startServer } from './server.mjs';

const require = createRequire(import.meta.url);
const { Client, LobbyClient } = require('boardgame.io/client');
const { SocketIO } = require('boardgame.io/multiplayer');

/** A free port on 127.0.0.1 (the system's pick). */
export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A seeded chooser: a mate when there is one, a capture two times in three, else any legal move. */
function chooser(seed) {
  let s = seed >>> 0;
  const next = (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
  return (position) => {
    const moves = chess.legalMoves(position);
    const mate = moves.find((m) => m.checkmate);
    if (mate) return mate.notation;
    const captures = moves.filter((m) => m.captures.length > 0);
    const pool = captures.length > 0 && next(3) > 0 ? captures : moves;
    return pool[next(pool.length)].notation;
  };
}

/**
 * Plays one match between two socket clients on a server at `url`/`lobbyUrl`; resolves to what the
 * clients saw: the moves, the result, and how often a mover's own state still named it as
 * `currentPlayer`.
 */
export async function playMatch({ url, lobbyUrl, seed = 1 }) {
  const lobby = new LobbyClient({ server: lobbyUrl });
  const { matchID } = await lobby.createMatch(game.name, { numPlayers: 2 });
  const lagging = new Set(); // the plies after which the mover's own state still named it currentPlayer
  const players = await Promise.all(
    game.seats.map(async (seat, i) => {
      const playerID = String(i);
      const { playerCredentials: credentials } = await lobby.joinMatch(game.name, matchID, { playerID, playerName: seat });
      const client = Client({ game, multiplayer: SocketIO({ server: url }), matchID, playerID, credentials });
      const choose = chooser(seed + i);
      let movedAt = -1;
      const finished = new Promise((resolve) => {
        client.subscribe((state) => {
          if (!state) return;
          const { G, ctx } = state;
          const status = chess.status(G.position);
          if (status.over) {
            // The result by the rules; boardgame.io's ctx.gameover follows with the server's update.
            if (ctx.gameover) resolve({ G, gameover: ctx.gameover, status });
            return;
          }
          if (G.position.turn !== seat) {
            // Our move is played here already; the server has not passed the turn on yet.
            if (ctx.currentPlayer === playerID && movedAt === G.moves.length - 1) lagging.add(G.moves.length);
            return;
          }
          if (movedAt === G.moves.length) return; // this state again: the move is on its way
          movedAt = G.moves.length;
          const move = choose(G.position);
          setImmediate(() => client.moves.play(move));
        });
      });
      client.start();
      return { seat, client, finished };
    }),
  );
  const ends = await Promise.all(players.map((p) => p.finished));
  for (const p of players) p.client.stop();
  return { matchID, ends, lagging: lagging.size };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const apiPort = await freePort();
  const { running, stop } = await startServer({ port: 0, apiPort });
  const url = `http://127.0.0.1:${running.appServer.address().port}`;
  try {
    const { ends, lagging } = await playMatch({ url, lobbyUrl: `http://127.0.0.1:${apiPort}`, seed: Number(process.env.SEED ?? 1) });
    const [white, black] = ends;
    // Both clients saw the same game and the same end, and boardgame.io's result is the rules' result.
    assert.deepEqual(white.G, black.G);
    assert.deepEqual(white.gameover, black.gameover);
    const { status } = white;
    const expected = status.winner === undefined ? { draw: true, reason: status.reason } : { winner: String(game.seats.indexOf(status.winner)), reason: status.reason };
    assert.deepEqual(white.gameover, expected);
    console.log(`${white.G.moves.length} plies: ${white.G.moves.slice(-6).join(' ')} …`);
    console.log(`result: ${JSON.stringify(white.gameover)}`);
    // The reason to key on G.position.turn: the mover's own state lags in ctx.
    assert.ok(lagging > 0, "a mover's own client should see its move before the server passes the turn on");
    console.log(`after ${lagging} of ${white.G.moves.length} moves the mover's own client still had ctx.currentPlayer = the mover`);
  } finally {
    stop();
  }
}
