/**
 * `guardServer(server)`: a check on boardgame.io 0.50's socket server that drops a message boardgame.io
 * cannot survive before its master sees it. boardgame.io reads what a socket sends without checking
 * its shape: its log lines print the action (`${action.payload.args}`, `${matchID}`, …) and it looks
 * the move name up as a property, so one object with a `toString` field that is no function — JSON
 * can carry one — throws inside the match's queue, and the unhandled rejection ends the Node process.
 * A refused boardwright move goes through that log line too, so every server needs the guard.
 */
import { describe, fail } from '../../core/errors.js';

/** Nesting deeper than this is no move: deeper arrays would also overflow the stack of boardgame.io's `${args}`. */
const MAX_DEPTH = 32;

/**
 * What `guardServer` needs of boardgame.io's `Server(…)` result: its Koa `app`, to which boardgame.io's
 * `SocketIO` transport (koa-socket-2) attaches the socket.io server as `app._io`.
 */
export interface BoardgameServer {
  readonly app: object;
}

type Next = (error?: Error) => void;
interface GuardedSocket {
  use(middleware: (packet: unknown[], next: Next) => void): unknown;
}
interface GuardedNamespace {
  readonly name: string;
  readonly sockets: ReadonlyMap<string, GuardedSocket>;
  use(middleware: (socket: GuardedSocket, next: Next) => void): unknown;
}

/** The arguments each event of boardgame.io 0.50's socket transport takes, as its handlers read them. */
const EVENTS: Readonly<Record<string, (args: readonly unknown[]) => boolean>> = {
  update: ([action, stateID, matchID, playerID]) => isAction(action) && typeof stateID === 'number' && typeof matchID === 'string' && isOptionalString(playerID),
  sync: ([matchID, playerID, credentials, numPlayers]) =>
    typeof matchID === 'string' && isOptionalString(playerID) && isOptionalString(credentials) && (numPlayers === undefined || numPlayers === null || typeof numPlayers === 'number'),
  chat: ([matchID, message, credentials]) => typeof matchID === 'string' && isRecord(message) && isOptionalString(credentials),
};

/** Sockets already guarded: a second `guardServer` call adds no second check. */
const guarded = new WeakSet<object>();

/**
 * Guards a boardgame.io 0.50 server (what `Server({ games, … })` returns) against socket messages
 * that would crash it, and returns the server. Call it before `server.run`. Every game of the server
 * is guarded, boardwright's or not.
 *
 * A message is dropped — no answer, as boardgame.io answers other refused actions — unless:
 * - its arguments have the types boardgame.io's handlers read: `update` an action whose `type` and
 *   `payload.type` are strings, a numeric state id, a string match id and a string (or no) player
 *   id; `sync` and `chat` a string match id, and string (or no) player id and credentials;
 * - no object in it, at any depth, has a field named like a method every object has (`toString`,
 *   `valueOf`, `hasOwnProperty`, …), which boardgame.io would call when it prints or reads the message;
 * - it nests at most 32 levels deep.
 *
 * It reaches the socket.io server through `server.app._io` (boardgame.io's `SocketIO` transport): a
 * server without one is `INVALID_ARGUMENT`, so a server is never left unguarded silently.
 * @example
 * ```ts
 * const server = guardServer(Server({ games: [boardgameGame(chess)], origins: ['https://your.site'] }));
 * ```
 */
export function guardServer<S extends BoardgameServer>(server: S): S {
  for (const namespace of namespacesOf(server)) {
    // Sockets that connect from now on, and any already connected.
    namespace.use((socket, next) => {
      guard(socket);
      next();
    });
    for (const socket of namespace.sockets.values()) guard(socket);
  }
  return server;
}

function guard(socket: GuardedSocket): void {
  if (guarded.has(socket)) return;
  guarded.add(socket);
  socket.use((packet, next) => {
    // Not calling `next` drops the message: socket.io hands it to no handler.
    if (acceptable(packet)) next();
  });
}

/** Whether boardgame.io can take a message: `[event, ...args]` as socket.io hands it over. */
export function acceptable(packet: readonly unknown[]): boolean {
  const [event, ...args] = packet;
  const shape = typeof event === 'string' ? EVENTS[event] : undefined;
  return (shape === undefined || shape(args)) && printable(args);
}

/** The socket.io namespaces of a boardgame.io server (one per game, and socket.io's own `/`). */
function namespacesOf(server: BoardgameServer): GuardedNamespace[] {
  const io: unknown = isRecord(server) && isRecord(server.app) ? (server.app as { _io?: unknown })._io : undefined;
  const namespaces: unknown = isRecord(io) ? (io as { _nsps?: unknown })._nsps : undefined;
  if (!(namespaces instanceof Map)) {
    fail('INVALID_ARGUMENT', `guardServer takes the server boardgame.io 0.50's Server() returns (with its SocketIO transport); got ${describe(server)}, which has no socket.io server at app._io`, { field: 'server' });
  }
  return [...(namespaces as Map<string, GuardedNamespace>).values()];
}

function isAction(value: unknown): boolean {
  if (!isRecord(value) || typeof value['type'] !== 'string') return false;
  const payload = value['payload'];
  return isRecord(payload) && typeof payload['type'] === 'string' && isOptionalString(payload['playerID']) && isOptionalString(payload['credentials']);
}

/** A string, or nothing (socket.io sends an `undefined` argument as `null`). */
function isOptionalString(value: unknown): boolean {
  return value === undefined || value === null || typeof value === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether every value in `root` turns into text and is read safely: no object field shadows a method
 * of `Object.prototype` and nothing nests deeper than {@link MAX_DEPTH}. Iterative: a deep message
 * costs no stack here. Binary data (a `Buffer`) is a leaf: its bytes are no fields.
 */
function printable(root: unknown): boolean {
  const stack: [unknown, number][] = [[root, 0]];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [value, depth] = item;
    if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value) || value instanceof ArrayBuffer) continue;
    if (depth >= MAX_DEPTH) return false;
    if (Array.isArray(value)) {
      for (const element of value as unknown[]) stack.push([element, depth + 1]);
      continue;
    }
    for (const [key, field] of Object.entries(value)) {
      if (key in Object.prototype) return false;
      stack.push([field, depth + 1]);
    }
  }
  return true;
}
