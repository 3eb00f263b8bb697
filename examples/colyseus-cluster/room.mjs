/**
 * A Colyseus room holding one game whose record lives in Redis (store.mjs), so any process of the
 * cluster can hold it and a crashed one's games come back on another. The room's id is the game's
 * id: a client joins with `{ gameId, game }` (joinOrCreate, filtered by `gameId`), and a client
 * whose process died joins again with `{ gameId, seat, secret }`; whichever process creates the room
 * then restores the game by replaying its record from Redis through the rules.
 *
 * Messages (client → room):
 *   'move'    { move: 'e4', ply: 0 }   the canonical text of a listed move, and its index in the
 *                                      game (how many moves were played before it): a retry sends
 *                                      the same pair and the room plays it once
 * Messages (room → client):
 *   'welcome' { seat, secret, game, start, position, moves, status, pid }   on joining
 *   'moved'   { seat, move, position, status, ply }   to everyone after a move is stored and played;
 *             `ply` is the number of moves now played. To the sender of a retry of a move already
 *             played: { move, ply, duplicate: true }
 *   'refused' { move, ply, code, message, canonical? }
 */
import { ErrorCode, Room, ServerError } from '@colyseus/core';
import { randomBytes } from 'node:crypto';
import { gameById } from './games.mjs';

/** The room's own refusal codes (the others are boardwright's, docs/errors.md). */
export const ROOM_CODES = {
  notSeated: 'NOT_SEATED', // a client without a seat (a spectator, or a wrong seat secret) moved
  notYourTurn: 'NOT_YOUR_TURN',
  wrongPly: 'WRONG_PLY', // the move's index is not the next one, and it is not a retry of a played move
  storeUnavailable: 'STORE_UNAVAILABLE', // Redis did not take the move: it is not played
  recordConflict: 'RECORD_CONFLICT', // the stored record already has another move at that index
  leaseLost: 'LEASE_LOST', // this room no longer holds the game's lease: the move is not stored, and the room closes
};

/**
 * The game's lease (store.mjs): one room in the whole cluster holds a game. 10 s, renewed every 2 s:
 * a process killed with kill -9 leaves its games' leases for at most 10 s, which its clients spend
 * retrying to rejoin (they would wait as long in the 2 s IPC timeout and the health check anyway,
 * give or take), and a holder stalled by a loaded machine misses four renewals before it loses the
 * game. LEASE_MS (environment) changes it.
 */
export const LEASE_MS = Number(process.env.LEASE_MS ?? 10_000);
const RENEW_EVERY_MS = LEASE_MS / 5;

/** Moves validated by this process's rooms (the load run reads them). */
export const counters = { accepted: 0, refused: 0, duplicates: 0, restored: 0, leasesLost: 0 };

/** The games this process's rooms hold now (a test reads them: one game, one room in the cluster). */
export const held = new Set();

const GAME_ID = /^[A-Za-z0-9_-]{1,64}$/;

export class GameRoom extends Room {
  maxClients = 16;
  /** The GameStore every room of the process uses (server.mjs sets it). */
  static store;

  async onCreate(options = {}) {
    const { gameId } = options;
    if (typeof gameId !== 'string' || !GAME_ID.test(gameId)) throw new Error('a room needs a gameId (letters, digits, _ and -)');
    this.roomId = gameId; // Colyseus lists the room under the game's id, on whichever process holds it
    const store = GameRoom.store;
    // Colyseus's joinOrCreate lock only waits 0.5 s for another process's creation, so two processes
    // can both create the room; the lease lets one of them have the game. The other refuses to create
    // it (its client's joinOrCreate fails; trying again, it finds the room that holds the game).
    this.holder = `${process.pid}:${randomBytes(9).toString('base64url')}`;
    const asked = Date.now();
    if (!(await store.acquire(gameId, this.holder, LEASE_MS))) {
      // A ServerError: Colyseus sends it to the client without logging a stack trace for each retry.
      throw new ServerError(ErrorCode.APPLICATION_ERROR, `game ${gameId} is held by another room: join it`);
    }
    this.leaseUntil = asked + LEASE_MS;
    try {
      let saved = await store.load(gameId);
      if (saved === null) {
        const variant = gameById(options.game ?? 'chess');
        // A start position sent by a client is untrusted text: parse refuses it with INVALID_FEN.
        const start = options.position === undefined ? variant.setup() : variant.parse(options.position);
        await store.create(gameId, variant.id, variant.format(start));
        saved = await store.load(gameId); // another process may have created it first: its record wins
      } else if (saved.moves.length > 0) counters.restored++;
      this.restore(saved);
    } catch (error) {
      await store.release(gameId, this.holder).catch(() => {});
      throw error;
    }
    this.renewal = setInterval(() => this.renewLease(), RENEW_EVERY_MS);
    held.add(gameId);
    this.queue = Promise.resolve();
    // One move at a time: each waits for Redis, and the next must see the position it left.
    this.onMessage('move', (client, message) => {
      this.queue = this.queue.then(() => this.move(client, message?.move, message?.ply));
    });
  }

  /** Rebuilds the game from its record: every move is played again with strict tryPlay. */
  restore({ game, start, moves, seats }) {
    this.variant = gameById(game);
    this.start = start;
    this.seats = seats;
    let position = this.variant.parse(start);
    for (const move of moves) {
      const result = this.variant.tryPlay(position, move, { strict: true });
      if (!result.ok) throw new Error(`game ${this.roomId}: stored move ${move} is refused (${result.error.code})`);
      position = result.value;
    }
    this.position = position;
    this.status = this.variant.status(position);
    this.moves = [...moves];
  }

  /** Extends the lease; the game is lost when another holder has it, or when Redis could not be told in time. */
  async renewLease() {
    if (this.leaseLost || this.renewing) return;
    this.renewing = true;
    const asked = Date.now();
    try {
      if (await GameRoom.store.renew(this.roomId, this.holder, LEASE_MS)) this.leaseUntil = asked + LEASE_MS;
      else this.loseLease();
    } catch {
      // Redis unreachable: the lease still runs until leaseUntil (moves are refused meanwhile anyway).
      if (Date.now() >= this.leaseUntil) this.loseLease();
    } finally {
      this.renewing = false;
    }
  }

  /** Stops accepting moves for good and closes the room: its clients rejoin the game wherever it is held now. */
  loseLease() {
    if (this.leaseLost) return;
    this.leaseLost = true;
    counters.leasesLost++;
    held.delete(this.roomId);
    clearInterval(this.renewal);
    this.disconnect().catch(() => {});
  }

  onDispose() {
    clearInterval(this.renewal);
    if (this.leaseLost) return; // nothing to give back, and the game may be held here again by a newer room
    held.delete(this.roomId);
    return GameRoom.store.release(this.roomId, this.holder).catch(() => {});
  }

  async onJoin(client, options = {}) {
    let seat = null;
    let secret;
    if (typeof options.seat === 'string' && typeof options.secret === 'string') {
      // Taking a seat back (after a crash or a reconnection elsewhere): the secret it was given.
      if (this.seats[options.seat] === options.secret) ({ seat, secret } = options);
    } else if (options.spectator !== true) {
      for (const player of this.variant.players) {
        if (this.seats[player] !== undefined) continue;
        const candidate = randomBytes(12).toString('base64url');
        if (await GameRoom.store.claimSeat(this.roomId, player, candidate)) {
          this.seats[player] = candidate;
          seat = player;
          secret = candidate;
          break;
        }
      }
    }
    client.userData = { seat };
    client.send('welcome', {
      seat,
      secret,
      game: this.variant.id,
      start: this.start,
      position: this.variant.format(this.position),
      moves: this.moves,
      status: this.status,
      pid: process.pid,
    });
  }

  async onLeave(client, consented) {
    if (consented) return;
    // A dropped connection to a living process: Colyseus's reconnection token brings the client back.
    try {
      const back = await this.allowReconnection(client, 10);
      back.userData = client.userData;
    } catch {
      // not back in time; it can still join again with its seat's secret
    }
  }

  refuse(client, move, ply, code, message, canonical) {
    counters.refused++;
    const echo = typeof move === 'string' ? move : undefined;
    client.send('refused', canonical === undefined ? { move: echo, ply, code, message } : { move: echo, ply, code, message, canonical });
  }

  /** Validates, stores, then plays one move; nothing changes unless Redis took it. */
  async move(client, move, ply) {
    const seat = client.userData?.seat ?? null;
    if (this.leaseLost) return this.refuse(client, move, ply, ROOM_CODES.leaseLost, 'this room no longer holds the game: join it again');
    if (seat === null) return this.refuse(client, move, ply, ROOM_CODES.notSeated, 'only a seated player moves');
    if (typeof move !== 'string' || !Number.isInteger(ply) || ply < 0) {
      return this.refuse(client, move, ply, 'INVALID_ARGUMENT', 'a move is { move: text, ply: its index }');
    }
    if (ply < this.moves.length) {
      // A retry of a move already played (its answer was lost): answered, not played again.
      if (this.moves[ply] === move) {
        counters.duplicates++;
        return client.send('moved', { move, ply: ply + 1, duplicate: true });
      }
      return this.refuse(client, move, ply, ROOM_CODES.wrongPly, `move ${ply} is already ${this.moves[ply]}`);
    }
    if (ply > this.moves.length) return this.refuse(client, move, ply, ROOM_CODES.wrongPly, `the next move is number ${this.moves.length}`);
    if (this.status.over) return this.refuse(client, move, ply, 'GAME_OVER', `the game is over (${this.status.reason})`);
    if (this.status.turn !== seat) return this.refuse(client, move, ply, ROOM_CODES.notYourTurn, `${this.status.turn} is to move`);
    const result = this.variant.tryPlay(this.position, move, { strict: true });
    if (!result.ok) return this.refuse(client, move, ply, result.error.code, result.error.message, result.error.detail?.canonical);
    const notation = this.variant.legalMoves(this.position).find((m) => m.notation === move || m.uci === move).notation;

    try {
      const stored = await GameRoom.store.append(this.roomId, ply, notation, this.holder);
      if (stored === 'not-holder') {
        this.loseLease();
        return this.refuse(client, move, ply, ROOM_CODES.leaseLost, 'this room no longer holds the game: the move is not stored');
      }
      if (stored === 'taken') {
        // The record already has a move at this index: ours, when Redis stored it but its answer
        // was lost; anything else means another holder of the game wrote first.
        const saved = await GameRoom.store.load(this.roomId);
        if (saved.moves.length !== ply + 1 || saved.moves[ply] !== notation) {
          return this.refuse(client, move, ply, ROOM_CODES.recordConflict, 'the stored game has another move here');
        }
      }
    } catch (error) {
      return this.refuse(client, move, ply, ROOM_CODES.storeUnavailable, `the move was not stored: ${error.message}`);
    }
    counters.accepted++;
    this.position = result.value;
    this.status = this.variant.status(this.position);
    this.moves.push(notation);
    this.broadcast('moved', { seat, move: notation, position: this.variant.format(this.position), status: this.status, ply: this.moves.length });
  }
}
