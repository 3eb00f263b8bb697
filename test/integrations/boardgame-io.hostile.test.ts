/**
 * Hostile socket messages against a real boardgame.io `Server` on 127.0.0.1, wired as
 * docs/integrations.md wires it (`guardServer(Server(…))`), sent raw with socket.io-client by a
 * seated player. Unguarded, boardgame.io 0.50.2 throws inside its match queue on each of them (its
 * log line `${action.payload.args}`, its move lookup `moves[type]`, `${matchID}`) and the unhandled
 * rejection ends the Node process; guarded, the server drops them and plays on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { LobbyClient } from 'boardgame.io/client';
import { Server } from 'boardgame.io/server';
import { chess } from '../../src/variants/chess/index.js';
import { boardgameGame, guardServer } from '../../src/integrations/boardgame-io/index.js';
import { acceptable } from '../../src/integrations/boardgame-io/socket-guard.js';
import { runOnLoopback } from './boardgame-io-support.js';

const game = boardgameGame(chess);
const server = guardServer(Server({ games: [game], origins: ['http://127.0.0.1'] }));
let running: Awaited<ReturnType<typeof runOnLoopback>> | undefined;
const rejections: unknown[] = [];
const recordRejection = (reason: unknown) => rejections.push(reason);
const sockets: Socket[] = [];

beforeAll(async () => {
  process.on('unhandledRejection', recordRejection);
  running = await runOnLoopback(server);
});

afterAll(() => {
  for (const s of sockets) s.close();
  running?.stop();
  process.off('unhandledRejection', recordRejection);
});

/** The state id the server holds for a match. */
async function stateID(matchID: string): Promise<number> {
  const { state } = await server.db.fetch(matchID, { state: true });
  if (!state) throw new Error(`no match ${matchID}`);
  return state._stateID;
}

/** A match with white seated, and white's raw socket, synced. */
async function seatedWhite() {
  const lobby = new LobbyClient({ server: running!.lobbyUrl });
  const { matchID } = await lobby.createMatch('chess', { numPlayers: 2 });
  const { playerCredentials: credentials } = await lobby.joinMatch('chess', matchID, { playerID: '0', playerName: 'white' });
  const socket = io(`${running!.url}/chess`, { transports: ['websocket'] });
  sockets.push(socket);
  const synced = new Promise((resolve) => socket.once('sync', resolve));
  socket.emit('sync', matchID, '0', credentials, 2);
  await synced;
  const update = (args: unknown, stateID_: number, type: unknown = 'play') => socket.emit('update', { type: 'MAKE_MOVE', payload: { type, args, playerID: '0', credentials } }, stateID_, matchID, '0');
  return { matchID, credentials, socket, update };
}

describe('a guarded boardgame.io Server takes hostile socket messages from a seated player and plays on', () => {
  it("play with the argument { toString: 'x' } (and the other shapes boardgame.io cannot print or look up) is dropped; the next legal move is played", async () => {
    const { matchID, credentials, socket, update } = await seatedWhite();
    const start = await stateID(matchID);
    const hostile = { toString: 'x' };
    update([hostile], start); // the message: boardgame.io's "invalid move" line prints it
    update(hostile, start); // args not an array: boardgame.io wraps it, its log line prints it as is
    update(['e4', hostile], start); // a legal move with a second argument
    update(['e4'], start, hostile); // the move name, looked up as a property of the moves
    update([{ valueOf: 'x', toString: 'x' }], start);
    socket.emit('update', { type: 'MAKE_MOVE', payload: { type: 'play', args: ['e4'], playerID: '0', credentials } }, start, hostile, '0'); // the match id, printed when no match is found
    socket.emit('update', { type: hostile, payload: { type: 'play', args: ['e4'], playerID: '0', credentials } }, start, matchID, '0'); // the action type, compared with ==
    socket.emit('sync', hostile, '0', credentials, 2);
    socket.emit('chat', matchID, { id: 'c', sender: '0', payload: hostile }, credentials);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(rejections).toEqual([]);
    expect(await stateID(matchID)).toBe(start);

    const moved = new Promise((resolve) => socket.once('update', resolve));
    update(['e4'], start);
    await moved;
    expect(await stateID(matchID)).toBe(start + 1);
    const { state } = await server.db.fetch(matchID, { state: true });
    expect(state?.G.moves).toEqual(['e4']);
    expect(rejections).toEqual([]);
  });
});

describe('the guard keeps the messages boardgame.io sends and drops what it cannot take', () => {
  const action = (args: unknown) => ({ type: 'MAKE_MOVE', payload: { type: 'play', args, playerID: '0', credentials: 'c' } });
  it("a client's sync, move and chat messages pass, a spectator's too (no playerID, no credentials: null)", () => {
    expect(acceptable(['sync', 'm', '0', 'c', 2])).toBe(true);
    expect(acceptable(['sync', 'm', null, null, 2])).toBe(true);
    expect(acceptable(['update', action(['e4']), 3, 'm', '0'])).toBe(true);
    expect(acceptable(['update', { type: 'MAKE_MOVE', payload: { type: 'play', args: ['e4'], playerID: null } }, 3, 'm', null])).toBe(true);
    expect(acceptable(['chat', 'm', { id: 'x', sender: '0', payload: { text: 'hi' } }, 'c'])).toBe(true);
  });

  it('a field named like an Object.prototype method, at any depth, drops the message', () => {
    for (const key of ['toString', 'valueOf', 'hasOwnProperty', 'constructor']) {
      expect(acceptable(['update', action([{ [key]: 'x' }]), 3, 'm', '0']), key).toBe(false);
      expect(acceptable(['update', action([[[{ a: { [key]: 1 } }]]]), 3, 'm', '0']), `${key} deep`).toBe(false);
    }
    expect(acceptable(['update', action([JSON.parse('{"__proto__": "x"}')]), 3, 'm', '0'])).toBe(false);
  });

  it('arguments of the wrong type for the event drop the message', () => {
    expect(acceptable(['update', action(['e4']), '3', 'm', '0'])).toBe(false); // state id
    expect(acceptable(['update', action(['e4']), 3, ['m'], '0'])).toBe(false); // match id
    expect(acceptable(['update', action(['e4']), 3, 'm', 0])).toBe(false); // player id
    expect(acceptable(['update', { type: 'MAKE_MOVE', payload: { type: ['play'] } }, 3, 'm', '0'])).toBe(false);
    expect(acceptable(['update', { type: 1, payload: { type: 'play' } }, 3, 'm', '0'])).toBe(false);
    expect(acceptable(['update', { type: 'MAKE_MOVE' }, 3, 'm', '0'])).toBe(false);
    expect(acceptable(['sync', 1, '0', 'c', 2])).toBe(false);
    expect(acceptable(['sync', 'm', '0', { c: 1 }, 2])).toBe(false);
    expect(acceptable(['chat', 'm', 'not an object', 'c'])).toBe(false);
  });

  it('nesting deeper than 32 levels drops the message; 32 passes (checked without recursion)', () => {
    const nested = (depth: number) => {
      let value: unknown = 'e4';
      for (let i = 0; i < depth; i++) value = [value];
      return value;
    };
    // The packet's argument list, the action and its payload are three levels: args adds 29 more.
    expect(acceptable(['update', action(nested(29)), 3, 'm', '0'])).toBe(true);
    expect(acceptable(['update', action(nested(30)), 3, 'm', '0'])).toBe(false);
    expect(acceptable(['update', action(nested(100_000)), 3, 'm', '0'])).toBe(false);
  });

  it('guardServer refuses what is no boardgame.io socket server (INVALID_ARGUMENT)', () => {
    expect(() => guardServer({ app: {} })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
