/**
 * Shared by the boardgame.io adapter tests: a seeded player that ends games quickly (it mates when it
 * can and takes more often than not), boardgame.io `Local` matches with a client per seat, and a wait
 * for boardgame.io clients, whose updates arrive asynchronously.
 */
import { expect } from 'vitest';
import { createServer, type AddressInfo } from 'node:net';
import type { Server } from 'boardgame.io/server';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { createRng } from '../../src/core/random.js';
import type { AnyVariant, Move, Position } from '../../src/index.js';
import { boardgameGame, INVALID_MOVE, type BoardgameGame, type BoardgameGameover, type BoardgameState, type BoardgameVariant } from '../../src/integrations/boardgame-io/index.js';

/** A seeded chooser of move text: a mate if there is one, a capture two times in three, else any move. */
export function seededPlayer<P extends Position, M extends Move>(variant: BoardgameVariant<P, never, M>, seed: number): (position: P) => string {
  const rng = createRng(seed);
  return (position) => {
    const moves = variant.legalMoves(position);
    const mate = moves.find((m) => m.checkmate === true);
    if (mate) return mate.notation;
    const captures = moves.filter((m) => m.captures.length > 0);
    const pool = captures.length > 0 && rng.int(3) > 0 ? captures : moves;
    return rng.pick(pool).notation;
  };
}

/** Resolves once `done()` holds (checked between event-loop turns); rejects after `ms`. */
export async function until(done: () => boolean, what: string, ms = 10_000): Promise<void> {
  const stop = Date.now() + ms;
  while (!done()) {
    if (Date.now() > stop) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** One `Local` match (boardgame.io's in-process master) with a client per seat, in playerID order. */
export function localMatch<P extends Position>(game: BoardgameGame<P>) {
  const multiplayer = Local();
  const numPlayers = game.seats.length;
  const clients = Array.from({ length: numPlayers }, (_, i) => Client({ game, numPlayers, multiplayer, playerID: String(i) }));
  for (const c of clients) c.start();
  return clients;
}

export type LocalClient = ReturnType<typeof localMatch>[number];

/** A client's state (it has one once started). */
export function state<P extends Position = Position>(client: { getState(): unknown }) {
  const s = client.getState() as { G: BoardgameState<P>; ctx: { currentPlayer: string; turn: number; gameover?: unknown }; _stateID: number } | null;
  if (!s) throw new Error('client has no state');
  return s;
}

/**
 * Plays a seeded game through the clients — each move sent by the client whose turn boardgame.io
 * says it is — until boardgame.io reports the game over; returns the playerIDs that had the turn.
 */
export async function playOut<P extends Position, M extends Move>(variant: BoardgameVariant<P, never, M>, seats: readonly string[], clients: LocalClient[], seed: number, maxPlies: number): Promise<string[]> {
  const choose = seededPlayer(variant, seed);
  const turns: string[] = [];
  for (let ply = 0; ply < maxPlies && state(clients[0]!).ctx.gameover === undefined; ply++) {
    const { G, ctx, _stateID } = state<P>(clients[0]!);
    // boardgame.io gives the turn to the seat of the player the position has to move.
    if (ctx.currentPlayer !== String(seats.indexOf(G.position.turn))) throw new Error(`ply ${ply + 1}: boardgame.io gave the turn to ${ctx.currentPlayer}, the position has ${G.position.turn} to move`);
    turns.push(ctx.currentPlayer);
    clients[Number(ctx.currentPlayer)]!.moves['play']!(choose(G.position));
    await until(() => clients.every((c) => state(c)._stateID > _stateID), `move ${ply + 1} to reach every client`);
  }
  return turns;
}

/** The moves replayed on the game itself (strict text), from `start`: the position boardgame.io should hold. */
export function replay<P extends Position, M extends Move>(variant: BoardgameVariant<P, never, M>, moves: readonly string[], start: P = variant.setup()): P {
  let p = start;
  for (const m of moves) {
    const r = variant.tryPlay(p, m, { strict: true });
    if (!r.ok) throw r.error;
    p = r.value;
  }
  return p;
}

/** What `ctx.gameover` must be for a finished position, worked out from the game's status and the seats. */
export function expectedGameover<P extends Position, M extends Move>(variant: BoardgameVariant<P, never, M>, seats: readonly string[], position: P): BoardgameGameover {
  const end = variant.status(position);
  if (!end.over) throw new Error('the game is not over');
  return end.winner === undefined ? { draw: true, reason: end.reason } : { winner: String(seats.indexOf(end.winner)), reason: end.reason };
}

/** Title of {@link startsAndPlays}'s test. */
export const STARTS_AND_PLAYS = 'a Client starts with the first player to move at "0", ai.enumerate lists its legal moves, and the first one is played';

/** A game made a boardgame.io game: its start, its seats, its listed moves and one move played through a Client. */
export function startsAndPlays(variant: AnyVariant): void {
  const game = boardgameGame(variant);
  expect(game.seats).toEqual(variant.players);
  expect([game.minPlayers, game.maxPlayers]).toEqual([variant.players.length, variant.players.length]);
  const client = Client({ game, numPlayers: variant.players.length });
  client.start();
  const { G, ctx } = state(client);
  expect(ctx.currentPlayer).toBe('0');
  const listed = variant.legalMoves(G.position).map((m) => m.notation);
  const actions = game.ai.enumerate(G, ctx as never, '0');
  expect(actions.map((a) => a.args[0])).toEqual(listed);
  expect(game.ai.enumerate(G, ctx as never, '1')).toEqual([]); // not the player to move
  expect(game.moves.play({ G, ctx: ctx as never, playerID: '1' }, listed[0])).toBe(INVALID_MOVE);
  client.moves['play']!(listed[0]);
  const after = state(client);
  expect(after.G.moves).toEqual([listed[0]]);
  expect(variant.format(after.G.position)).toBe(variant.format(variant.play(variant.setup(), listed[0]!)));
  // G stays plain JSON: what boardgame.io stores and sends is what the clients hold.
  expect(JSON.parse(JSON.stringify(after.G))).toEqual(after.G);
  expect(after.ctx.currentPlayer).toBe(String(variant.players.indexOf(after.G.position.turn)));
  client.stop();
}

/** A port free on 127.0.0.1 right now (the system's pick). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

type Listen = (port: number, ...rest: unknown[]) => unknown;
type BoardgameServer = ReturnType<typeof Server>;

/**
 * Runs a boardgame.io server (what `Server(...)` returned) with its game server and its lobby API on
 * 127.0.0.1, each on a free port; returns their URLs and a `stop`.
 */
export async function runOnLoopback(server: BoardgameServer): Promise<{ url: string; lobbyUrl: string; stop(): void }> {
  // boardgame.io listens on every interface; here both of its servers listen on 127.0.0.1 only.
  // Its game server is koa-socket-2's (an own `listen`), its lobby API server a plain Koa app.
  const koa = Object.getPrototypeOf(server.app) as { listen: Listen };
  const koaListen = koa.listen;
  const gameListen = (server.app as unknown as { listen: Listen }).listen;
  koa.listen = function (this: unknown, port, callback) { return koaListen.call(this, port, '127.0.0.1', callback); };
  (server.app as unknown as { listen: Listen }).listen = (port, callback) => gameListen.call(server.app, port, '127.0.0.1', callback);
  // The lobby API gets a port of its own: on the game's port boardgame.io 0.50.2 answers it 404 with
  // koa-compose 4.2 (the socket server is made before the API routes are added, and koa-compose now
  // copies the middleware list).
  const apiPort = await freePort();
  let servers: Awaited<ReturnType<BoardgameServer['run']>>;
  try {
    servers = await server.run({ port: 0, lobbyConfig: { apiPort } });
  } finally {
    koa.listen = koaListen;
  }
  const address = servers.appServer.address() as AddressInfo;
  expect(address.address).toBe('127.0.0.1');
  expect((servers.apiServer?.address() as AddressInfo).address).toBe('127.0.0.1');
  return { url: `http://127.0.0.1:${address.port}`, lobbyUrl: `http://127.0.0.1:${apiPort}`, stop: () => server.kill(servers) };
}
