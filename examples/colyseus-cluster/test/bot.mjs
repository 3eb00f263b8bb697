/**
 * A bot player for the tests and the load run: joins a game's room through the cluster's front
 * address, answers every position where its seat is to move with a random legal move (sent with
 * its index), and when its connection drops, comes back — first with Colyseus's reconnection token
 * (a dropped connection to a living process), then, when the room's process is gone, by joining
 * the game's id again with its seat and secret (the room is restored from Redis on a live process)
 * and sending again the move it had in flight, if that move was not stored.
 * It keeps every move it was told was played (`seen[ply]`) and reports any disagreement with the
 * record a room later gives it as a problem: an accepted move lost.
 */
import { Client } from 'colyseus.js';
import { gameById } from '../games.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export class Bot {
  /**
   * @param endpoint the cluster's front address
   * @param gameId the game's id (the room's id)
   * @param options `{ game, rng, untilPly, problems, latencies, expectCodes }`
   */
  constructor(endpoint, gameId, options) {
    this.client = new Client(endpoint);
    this.gameId = gameId;
    this.options = options;
    this.seen = [];
    this.moves = [];
    this.recoveries = { token: 0, rejoin: 0 };
    this.pids = [];
    this.refusals = {};
    this.finished = new Promise((resolve) => { this.finish = resolve; });
    this.welcomed = new Promise((resolve) => { this.welcome = resolve; });
  }

  problem(text) {
    this.options.problems.push(`${this.gameId} ${this.seat ?? '?'}: ${text}`);
  }

  /** Takes a seat in the game (creating it if it is new); matchmaking on a loaded machine can time out, so it tries again. */
  async join() {
    for (let attempt = 1; ; attempt++) {
      try {
        this.attach(await this.client.joinOrCreate('board', { gameId: this.gameId, game: this.options.game }));
        break;
      } catch (error) {
        this.options.joinErrors?.push(error.message);
        if (attempt === 5) throw error;
        await sleep(200 * attempt);
      }
    }
    await this.welcomed;
  }

  attach(room) {
    this.room = room;
    this.left = false;
    room.onMessage('welcome', (m) => {
      this.seat = m.seat;
      this.secret = m.secret ?? this.secret;
      this.variant = gameById(m.game);
      this.pids.push(m.pid);
      this.moves = m.moves;
      for (let i = 0; i < this.seen.length; i++) if (this.seen[i] !== undefined && this.moves[i] !== this.seen[i]) this.problem(`move ${i} was ${this.seen[i]}, the restored game has ${this.moves[i]}`);
      this.position = m.position;
      this.status = m.status;
      this.welcome();
      this.think(true);
    });
    room.onMessage('moved', (m) => {
      if (m.duplicate) {
        this.duplicates = (this.duplicates ?? 0) + 1;
        this.options.onDuplicate?.(this, m);
        return;
      }
      const index = m.ply - 1;
      if (this.seen[index] !== undefined && this.seen[index] !== m.move) this.problem(`move ${index} told twice, ${this.seen[index]} then ${m.move}`);
      this.seen[index] = m.move;
      this.moves[index] = m.move;
      this.moves.length = m.ply;
      if (this.pending && this.pending.ply === index) {
        if (m.seat === this.seat) this.options.latencies?.push(performance.now() - this.pending.at);
        this.pending = undefined;
      }
      this.position = m.position;
      this.status = m.status;
      this.think(false);
    });
    room.onMessage('refused', (m) => {
      this.refusals[m.code] = (this.refusals[m.code] ?? 0) + 1;
      // The room lost the game's lease and is closing: the bot rejoins and sends its move again.
      if (m.code === 'LEASE_LOST') return;
      if (this.options.onRefused?.(this, m)) return;
      this.problem(`refused ${m.move} (ply ${m.ply}): ${m.code} ${m.message}`);
    });
    room.onLeave(() => {
      this.left = true;
      if (!this.done) this.recover();
    });
  }

  /** Plays when it is this seat's turn; after a rejoin, first sends again a move still in flight. */
  think(rejoined) {
    if (this.done) return;
    if (this.status.over || this.moves.length >= this.options.untilPly) {
      this.done = true;
      this.finish();
      return;
    }
    if (this.status.turn !== this.seat) return;
    if (rejoined && this.pending && this.pending.ply === this.moves.length) return this.send(this.pending.move);
    if (this.pending && this.pending.ply === this.moves.length) return; // already sent, its answer is coming
    const legal = this.variant.legalMoves(this.variant.parse(this.position));
    this.send(this.options.rng.pick(legal).notation);
  }

  send(move) {
    this.pending = { move, ply: this.moves.length, at: performance.now() };
    this.room.send('move', { move, ply: this.moves.length });
  }

  /** Sends the move in flight again, with the same index (a retry). */
  resend() {
    if (!this.done && this.pending && this.pending.ply === this.moves.length) this.room.send('move', { move: this.pending.move, ply: this.pending.ply });
  }

  async recover() {
    try {
      const room = await this.client.reconnect(this.room.reconnectionToken);
      this.recoveries.token++;
      this.attach(room);
      return;
    } catch {
      // the room's process is gone: the token died with it
    }
    // Both players of a game may rejoin at the same instant through two processes: the game's lease
    // (room.mjs) lets one room have it, the other process refuses to create a second one, and its
    // client, trying again, joins the first. After a kill -9 the dead room's lease keeps every
    // creation refused until it expires (LEASE_MS): hence a deadline well past it, not a count.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && !this.options.stopped?.()) {
      try {
        const room = await this.client.joinOrCreate('board', { gameId: this.gameId, seat: this.seat, secret: this.secret });
        this.recoveries.rejoin++;
        this.attach(room);
        return;
      } catch {
        await sleep(250);
      }
    }
    this.problem('could not rejoin its game');
    this.done = true;
    this.finish();
  }

  /**
   * Leaves the game's room. A room whose connection has already closed (its process was killed
   * after this game ended) is left as it is: colyseus.js's `leave()` would wait for a close that
   * never comes.
   */
  leave() {
    this.done = true;
    if (!this.room || this.left) return Promise.resolve();
    return this.room.leave(true).catch(() => {});
  }
}
