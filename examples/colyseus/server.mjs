/**
 * The Colyseus server: one room type, 'board' (room.mjs). `node server.mjs` listens on
 * 127.0.0.1:2567 (PORT and HOST change it); tests import `startServer`.
 */
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { pathToFileURL } from 'node:url';
import { BoardRoom } from './room.mjs';

/** Starts a Colyseus server with the 'board' room on `host:port`; resolves to the server. */
export async function startServer(port, host = '127.0.0.1') {
  const server = new Server({ transport: new WebSocketTransport(), greet: false, gracefullyShutdown: false });
  server.define('board', BoardRoom);
  await server.listen(port, host);
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.PORT ?? 2567);
  const host = process.env.HOST ?? '127.0.0.1';
  await startServer(port, host);
  console.log(`boardwright Colyseus example listening on ws://${host}:${port} (room "board")`);
}
