/**
 * A boardgame.io server for boardwright's chess, guarded against socket messages that would crash
 * boardgame.io (`guardServer`). `node server.mjs` serves the game on 127.0.0.1:8000 and the lobby API
 * on 127.0.0.1:8080 (PORT, API_PORT and HOST change them); match.mjs imports `startServer`.
 *
 * boardgame.io 0.50 has no `exports` map, so Node's ESM loader refuses `import … from
 * 'boardgame.io/server'` (ERR_UNSUPPORTED_DIR_IMPORT): a `require` made with `createRequire` loads it,
 * as it loads the client (bundlers such as Vite or webpack take the plain import).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { chess } from 'boardwright/chess';
import { boardgameGame, guardServer } from 'boardwright/boardgame.io';

const require = createRequire(import.meta.url);
const { Server } = require('boardgame.io/server');

export const game = boardgameGame(chess);

/**
 * Starts the guarded server with the game server on `port` and the lobby API on `apiPort`, both on
 * `host`; resolves to `{ server, running, stop }`. Port 0 picks a free port for the game server.
 */
export async function startServer({ port, apiPort, host = '127.0.0.1', origins = [`http://${host}`] }) {
  const server = guardServer(Server({ games: [game], origins }));
  // boardgame.io's run() listens on every interface; both of its servers listen on `host` here
  // (its game server is koa-socket-2's, with an own listen; its lobby API server a plain Koa app).
  const app = server.app;
  const koa = Object.getPrototypeOf(app);
  const koaListen = koa.listen;
  const gameListen = app.listen;
  koa.listen = function (listenPort, callback) { return koaListen.call(this, listenPort, host, callback); };
  app.listen = (listenPort, callback) => gameListen.call(app, listenPort, host, callback);
  let running;
  try {
    // The lobby API on a port of its own: with koa-compose 4.2, boardgame.io 0.50.2 answers the
    // lobby 404 on the game's port.
    running = await server.run({ port, lobbyConfig: { apiPort } });
  } finally {
    koa.listen = koaListen;
  }
  return { server, running, stop: () => server.kill(running) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 8000);
  const apiPort = Number(process.env.API_PORT ?? 8080);
  await startServer({ port, apiPort, host });
  console.log(`boardwright chess on boardgame.io: game server http://${host}:${port}, lobby http://${host}:${apiPort}`);
}
