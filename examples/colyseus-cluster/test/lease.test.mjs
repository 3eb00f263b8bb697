/**
 * Two processes asked to create the same game's room at the same instant: two clients ask at once,
 * each straight at a different server process (not through the proxy, so no round robin puts them
 * on one process). In even rounds both first ask `create` — the creation itself, which is what
 * joinOrCreate does once its lock gives up: that lock only waits 0.5 s for another process's
 * creation, so it serializes the two on a quick machine (here it did in 8 of 8 rounds) and not on a
 * slow one. In odd rounds both ask joinOrCreate. The game's lease in Redis (room.mjs, store.mjs) is
 * what makes one room hold the game: the other process refuses to create it, and its client, trying
 * again with joinOrCreate, joins the first room. Both players then sit in one room and see each
 * other's moves.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Client } from 'colyseus.js';
import { startCluster, statsOf } from './cluster.mjs';
import { GameStore } from '../store.mjs';

const ROUNDS = 8;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let cluster;
before(async () => { cluster = await startCluster({ servers: 2 }); });
after(() => cluster?.stop());

async function until(check, ms, what) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

/** `first` (create or joinOrCreate) on one server process, then joinOrCreate until it is in (as a client does); its messages collected. */
async function player(port, gameId, first, refusals) {
  const client = new Client(typeof port === 'string' ? port : `ws://127.0.0.1:${port}`);
  const deadline = Date.now() + 20_000;
  for (let method = first; ; method = 'joinOrCreate') {
    try {
      const room = await client[method]('board', { gameId, game: 'chess' });
      const seen = [];
      for (const type of ['welcome', 'moved', 'refused']) room.onMessage(type, (message) => seen.push({ type, ...message }));
      return { room, seen };
    } catch (error) {
      refusals.push(error.message);
      if (Date.now() > deadline) throw error;
      await sleep(100);
    }
  }
}

test('two processes asked at the same instant to create the same game\'s room: one room holds it, both players sit in it and see each other\'s moves', { timeout: 120_000 }, async () => {
  const [s0, s1] = cluster.servers;
  const store = new GameStore(cluster.redisUrl);
  await store.ready();
  const refusals = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const gameId = `race${round}`;
      const first = round % 2 === 0 ? 'create' : 'joinOrCreate';
      const [a, b] = await Promise.all([player(s0.port, gameId, first, refusals), player(s1.port, gameId, first, refusals)]);
      await until(() => a.seen.length >= 1 && b.seen.length >= 1, 10_000, `${gameId}: both welcomed`);
      const holders = (await Promise.all([s0, s1].map(statsOf))).map((s) => s.games.includes(gameId));
      assert.equal(holders.filter(Boolean).length, 1, `${gameId}: exactly one process holds a room for the game (${holders})`);
      assert.equal(a.seen[0].pid, b.seen[0].pid, `${gameId}: both players are in the room of one process`);
      const seats = [a.seen[0].seat, b.seen[0].seat];
      assert.deepEqual([...seats].sort(), ['black', 'white'], `${gameId}: the two players have the two seats`);

      // Moves flow between them: each sees the other's move.
      const [white, black] = seats[0] === 'white' ? [a, b] : [b, a];
      white.room.send('move', { move: 'e4', ply: 0 });
      await until(() => black.seen.some((m) => m.type === 'moved' && m.move === 'e4'), 10_000, `${gameId}: black is told of e4`);
      black.room.send('move', { move: 'e5', ply: 1 });
      await until(() => white.seen.some((m) => m.type === 'moved' && m.move === 'e5'), 10_000, `${gameId}: white is told of e5`);
      assert.deepEqual((await store.load(gameId)).moves, ['e4', 'e5']);
      await Promise.all([a.room.leave(true), b.room.leave(true)]);
    }
  } finally {
    store.close();
  }
  console.log(JSON.stringify({ rounds: ROUNDS, joinOrCreateRefusedThenRetried: refusals.length, refusals: [...new Set(refusals)] }));
});

test('a room whose game\'s lease another holder took refuses the next move with LEASE_LOST, stores nothing, and closes', { timeout: 60_000 }, async () => {
  const store = new GameStore(cluster.redisUrl);
  await store.ready();
  try {
    const white = await player(cluster.endpoint, 'stolen', 'joinOrCreate', []);
    const black = await player(cluster.endpoint, 'stolen', 'joinOrCreate', []);
    await until(() => white.seen.length >= 1 && black.seen.length >= 1, 10_000, 'both welcomed');
    assert.deepEqual([white.seen[0].seat, black.seen[0].seat], ['white', 'black']);
    white.room.send('move', { move: 'e4', ply: 0 });
    await until(() => black.seen.some((m) => m.type === 'moved' && m.move === 'e4'), 10_000, 'black is told of e4');

    // Another holder takes the lease (as a second room would, had the first lost it while stalled).
    await store.redis.set('game:stolen:owner', 'another-holder', 'PX', 30_000);
    let closed = false;
    black.room.onLeave(() => { closed = true; });
    black.room.send('move', { move: 'e5', ply: 1 });
    await until(() => black.seen.some((m) => m.type === 'refused'), 10_000, 'black is answered');
    assert.equal(black.seen.find((m) => m.type === 'refused').code, 'LEASE_LOST');
    assert.ok(!white.seen.some((m) => m.type === 'moved' && m.move === 'e5'), 'white is not told of e5');
    assert.deepEqual((await store.load('stolen')).moves, ['e4'], 'e5 is not stored');
    await until(() => closed, 10_000, 'the room closes its clients');
    assert.equal(await store.redis.get('game:stolen:owner'), 'another-holder', 'the room leaves the other holder\'s lease alone');
  } finally {
    store.close();
  }
});
