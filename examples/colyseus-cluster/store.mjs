/**
 * The games' store, in Redis (the one the Colyseus presence and driver already need, so a cluster
 * has no second database). One game is two keys:
 *   game:{id}        a hash: `game` (the game's id), `start` (the start position's text) and
 *                    `seat:{player}` (the secret of the client sitting there, to take the seat back)
 *   game:{id}:moves  a list: the canonical text of each move played, in order
 * A move is appended with its index (`ply`) in one Lua script: pushed only when the list holds
 * exactly `ply` moves, so a retried append, or a second process holding the same game after a
 * crash, can never write a move twice or fork the record. One Redis command per move.
 */
import Redis from 'ioredis';

const APPEND_AT = `if redis.call('LLEN', KEYS[1]) == tonumber(ARGV[1]) then return redis.call('RPUSH', KEYS[1], ARGV[2]) end return -1`;
const CREATE = `if redis.call('EXISTS', KEYS[1]) == 0 then redis.call('HSET', KEYS[1], 'game', ARGV[1], 'start', ARGV[2]) return 1 end return 0`;

export class GameStore {
  constructor(url) {
    // No offline queue and no retries: a command Redis cannot take now fails now, so the room
    // refuses the move (STORE_UNAVAILABLE) instead of accepting one it has not stored.
    this.redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    this.redis.on('error', () => {}); // reconnects by itself; each failed command is reported to its caller
    this.redis.defineCommand('appendAt', { numberOfKeys: 1, lua: APPEND_AT });
    this.redis.defineCommand('createGame', { numberOfKeys: 1, lua: CREATE });
  }

  /** Resolves once the connection is up (commands fail fast, without a queue, until then). */
  ready() {
    return this.redis.status === 'ready' ? Promise.resolve() : new Promise((resolve) => this.redis.once('ready', resolve));
  }

  /** Records a new game; false when `id` already had one (the first writer wins). */
  async create(id, game, start) {
    return (await this.redis.createGame(`game:${id}`, game, start)) === 1;
  }

  /** The game `id` as stored: `{ game, start, moves, seats }`, or null when there is none. */
  async load(id) {
    const [[e1, hash], [e2, moves]] = await this.redis.multi().hgetall(`game:${id}`).lrange(`game:${id}:moves`, 0, -1).exec();
    if (e1 || e2) throw e1 ?? e2;
    if (!hash.game) return null;
    const seats = {};
    for (const [field, value] of Object.entries(hash)) if (field.startsWith('seat:')) seats[field.slice(5)] = value;
    return { game: hash.game, start: hash.start, moves, seats };
  }

  /** Appends `move` as move number `ply` (0-based); false when the record does not hold exactly `ply` moves. */
  async append(id, ply, move) {
    return (await this.redis.appendAt(`game:${id}:moves`, ply, move)) !== -1;
  }

  /** Gives `seat` the secret `secret` unless someone has it; true when this call took it. */
  async claimSeat(id, seat, secret) {
    return (await this.redis.hsetnx(`game:${id}`, `seat:${seat}`, secret)) === 1;
  }

  close() {
    this.redis.disconnect();
  }
}
