/** Test helpers: a free loopback port, and a Colyseus client whose messages can be awaited in order. */
import { createServer } from 'node:net';
import { Client } from 'colyseus.js';

/** A TCP port free on 127.0.0.1 right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const TYPES = ['welcome', 'moved', 'refused', 'new-game'];

/**
 * Joins (or creates) a 'board' room as a colyseus.js client; every message the room sends is queued
 * by type, and `next(type)` resolves to the oldest one not yet taken (waiting for it if need be).
 */
export async function join(endpoint, how, options = {}) {
  const client = new Client(endpoint);
  const room = how === 'create' ? await client.create('board', options) : await client.joinById(how, options);
  const queues = new Map(TYPES.map((t) => [t, []]));
  const waiting = new Map(TYPES.map((t) => [t, []]));
  const seen = [];
  for (const type of TYPES) {
    room.onMessage(type, (message) => {
      seen.push({ type, message });
      const w = waiting.get(type).shift();
      if (w) w(message);
      else queues.get(type).push(message);
    });
  }
  return {
    room,
    seen,
    send: (move) => room.send('move', { move }),
    next(type, ms = 5000) {
      const queued = queues.get(type).shift();
      if (queued !== undefined) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "${type}" message within ${ms} ms`)), ms);
        waiting.get(type).push((m) => { clearTimeout(timer); resolve(m); });
      });
    },
    /** Messages of a type that arrived and were not taken. */
    pending: (type) => queues.get(type).length,
    leave: () => room.leave(),
  };
}
