/**
 * The games' store, in Redis (the one the Colyseus presence and driver already need, so a cluster
 * has no second database). One game is two keys:
 *   game:{id}        a hash: `game` (the game's id), `start` (the start position's text) and
 *                    `seat:{player}` (the secret of the client sitting there, to take the seat back)
 *   game:{id}:moves  a list: the canonical text of each move played, in order
 *   game:{id}:owner  the lease: the id of the one room allowed to hold the game now, with an expiry
 * A move is appended with its index (`ply`) in one Lua script: pushed only when the caller still
 * holds the lease and the list holds exactly `ply` moves, so a retried append can never write a
 * move twice, and a room that lost the game (two rooms created at once, or a room slow past its
 * lease) can never write at all. One Redis command per move.
 */
import Redis from 'ioredis';

// -2: the caller does not hold the lease; -1: the list does not hold exactly ARGV[1] moves.
const APPEND_AT = `if redis.call('GET', KEYS[2]) ~= ARGV[3] then return -2 end if redis.call('LLEN', KEYS[1]) == tonumber(ARGV[1]) then return redis.call('RPUSH', KEYS[1], ARGV[2]) end return -1`;
// Compare-and-PEXPIRE and compare-and-DEL: only the holder renews or releases its own lease.
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
const CREATE = `if redis.call('EXISTS', KEYS[1]) == 0 then redis.call('HSET', KEYS[1], 'game', ARGV[1], 'start', ARGV[2]) return 1 end return 0`;

export class GameStore {
  constructor(url) {
    // No offline queue and no retries: a command Redis cannot take now fails now, so the room
    // refuses the move (STORE_UNAVAILABLE) instead of accepting one it has not stored.
    this.redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    this.redis.on('error', () => {}); // reconnects by itself; each failed command is reported to its caller
    this.redis.defineCommand('appendAt', { numberOfKeys: 2, lua: APPEND_AT });
    this.redis.defineCommand('createGame', { numberOfKeys: 1, lua: CREATE });
    this.redis.defineCommand('renewLease', { numberOfKeys: 1, lua: RENEW });
    this.redis.defineCommand('releaseLease', { numberOfKeys: 1, lua: RELEASE });
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

  /**
   * Appends `move` as move number `ply` (0-based) for the lease holder `holder`: 'stored', 'taken'
   * (the record does not hold exactly `ply` moves) or 'not-holder' (`holder` has not the lease).
   */
  async append(id, ply, move, holder) {
    const result = await this.redis.appendAt(`game:${id}:moves`, `game:${id}:owner`, ply, move, holder);
    return result === -2 ? 'not-holder' : result === -1 ? 'taken' : 'stored';
  }

  /** Takes the game's lease for `holder` for `ms` milliseconds; false when another holder has it. */
  async acquire(id, holder, ms) {
    return (await this.redis.set(`game:${id}:owner`, holder, 'PX', ms, 'NX')) === 'OK';
  }

  /** Extends `holder`'s lease to `ms` from now; false when the lease is not (or no longer) its own. */
  async renew(id, holder, ms) {
    return (await this.redis.renewLease(`game:${id}:owner`, holder, ms)) === 1;
  }

  /** Gives up `holder`'s lease (a lease held by another is left alone). */
  async release(id, holder) {
    return (await this.redis.releaseLease(`game:${id}:owner`, holder)) === 1;
  }

  /** Gives `seat` the secret `secret` unless someone has it; true when this call took it. */
  async claimSeat(id, seat, secret) {
    return (await this.redis.hsetnx(`game:${id}`, `seat:${seat}`, secret)) === 1;
  }

  close() {
    this.redis.disconnect();
  }
}
