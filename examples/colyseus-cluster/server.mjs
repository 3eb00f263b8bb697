/**
 * One server process of the cluster: Colyseus with the Redis presence (rooms and processes talk
 * through Redis) and the Redis driver (the room listing every process matchmakes from), and the
 * 'board' room (room.mjs) filtered by `gameId`. Environment: PORT, REDIS_URL, PUBLIC_ADDRESS (the
 * address clients reach this process at through the one front address, proxy.mjs).
 * Started by the tests with an IPC channel: it says { ready } and exits when its parent goes away.
 */
import { Server, matchMaker } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { GameRoom, counters, held } from './room.mjs';
import { GameStore } from './store.mjs';

const port = Number(process.env.PORT ?? 2567);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
GameRoom.store = new GameStore(redisUrl);
await GameRoom.store.ready();
const server = new Server({
  transport: new WebSocketTransport(),
  presence: new RedisPresence(redisUrl),
  driver: new RedisDriver(redisUrl),
  publicAddress: process.env.PUBLIC_ADDRESS,
  // A new room is created by the process the front address sent the request to (it balances them),
  // not by "the one with the fewest rooms" as Colyseus's default does: that count is refreshed
  // from Redis now and then, so a burst of creations all went to one process.
  selectProcessIdToCreateRoom: async () => matchMaker.processId,
  greet: false,
  gracefullyShutdown: false,
});
server.define('board', GameRoom).filterBy(['gameId']);
await server.listen(port, '127.0.0.1');

if (process.send) {
  process.on('disconnect', () => process.exit(0));
  process.on('message', (message) => {
    if (message === 'stats') {
      process.send({ stats: { ...counters, games: [...held], rooms: matchMaker.stats.local.roomCount, memory: process.memoryUsage(), cpu: process.cpuUsage() } });
    }
  });
  process.send({ ready: true, pid: process.pid, processId: matchMaker.processId });
} else {
  console.log(`boardwright cluster server on 127.0.0.1:${port}, Redis ${redisUrl}`);
}
