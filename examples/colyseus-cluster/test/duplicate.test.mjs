/**
 * A move sent twice — a client's retry after its answer was lost — is played once: the room keys a
 * move by its index (`ply`), stores it with that index (store.mjs), and answers a second copy as a
 * duplicate without playing or broadcasting it again.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { Client } from 'colyseus.js';
import { startCluster } from './cluster.mjs';
import { GameStore } from '../store.mjs';

let cluster;
after(() => cluster?.stop());

/** A client whose messages are collected in order. */
async function player(endpoint, options) {
  const room = await new Client(endpoint).joinOrCreate('board', options);
  const seen = [];
  for (const type of ['welcome', 'moved', 'refused']) room.onMessage(type, (message) => seen.push({ type, ...message }));
  return { room, seen };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function until(check, what) {
  for (let i = 0; i < 200 && !check(); i++) await sleep(25);
  assert.ok(check(), what);
}

test('a move sent twice with the same index is played once, and the second copy is answered as a duplicate', { timeout: 60_000 }, async () => {
  cluster = await startCluster({ servers: 2 });
  const white = await player(cluster.endpoint, { gameId: 'retry', game: 'chess' });
  const black = await player(cluster.endpoint, { gameId: 'retry' });
  await until(() => white.seen.length === 1 && black.seen.length === 1, 'both are welcomed');
  assert.deepEqual([white.seen[0].seat, black.seen[0].seat], ['white', 'black']);

  // The retry is sent before the first answer arrives: both copies reach the room.
  white.room.send('move', { move: 'e4', ply: 0 });
  white.room.send('move', { move: 'e4', ply: 0 });
  await until(() => white.seen.length === 3, 'white has both answers');
  assert.deepEqual(white.seen.slice(1).map(({ type, move, ply, duplicate }) => ({ type, move, ply, duplicate })), [
    { type: 'moved', move: 'e4', ply: 1, duplicate: undefined },
    { type: 'moved', move: 'e4', ply: 1, duplicate: true },
  ]);
  // A retry after the answer, and another move at the same index.
  white.room.send('move', { move: 'e4', ply: 0 });
  white.room.send('move', { move: 'd4', ply: 0 });
  await until(() => white.seen.length === 5, 'white has two more answers');
  assert.equal(white.seen[3].duplicate, true);
  assert.equal(white.seen[4].code, 'WRONG_PLY');

  black.room.send('move', { move: 'e5', ply: 1 });
  await until(() => black.seen.filter((m) => m.type === 'moved').length === 2, 'black sees its move');
  // Black was told of e4 once, then of its own e5.
  assert.deepEqual(black.seen.filter((m) => m.type === 'moved').map((m) => [m.move, m.ply]), [['e4', 1], ['e5', 2]]);

  const store = new GameStore(cluster.redisUrl);
  await store.ready();
  assert.deepEqual((await store.load('retry')).moves, ['e4', 'e5']);
  store.close();
  await Promise.all([white.room.leave(true), black.room.leave(true)]);
});
