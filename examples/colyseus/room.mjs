/**
 * A Colyseus room that holds a boardwright position and is the only judge of the moves played in
 * it. Any two-or-more-player game boardwright ships works (`{ game: 'chess' }` by default; the
 * `variants` list names them all); the first clients to join take the game's seats in order
 * (`variant.players`: white then black in chess), later ones — and any client that joins with
 * `{ spectator: true }` — watch.
 *
 * Messages (client → room):
 *   'move'    { move: 'e4' }   the move text; only the canonical spelling is accepted (strict), and
 *                              only text (a move object is refused: the room relays text it wrote)
 *   'rematch' {}               a seated player starts a new game once the game is over
 * Messages (room → client):
 *   'welcome' { seat, game, start, position, moves, status }   to each client on joining
 *   'moved'   { seat, move, position, status, ply }            to everyone, after each accepted move;
 *                                                              `move` is the game's notation of the move
 *                                                              (a client's UCI 'e2e4' is relayed as 'e4'),
 *                                                              never the value the client sent
 *   'refused' { move, code, message, canonical? }              to the sender of a refused move
 *   'new-game'{ position, status }                             to everyone, after a rematch
 */
import { Room } from '@colyseus/core';
import { variants } from 'boardwright';

/**
 * Moves validated (accepted or refused) by every room of this process, and the CPU time spent in
 * boardwright doing it (`tryPlay` and `status`; CPU time, so a busy machine does not inflate it).
 */
export const counters = { accepted: 0, refused: 0, validateCpuUs: 0, games: 0 };

/** Codes the room itself gives (the rest come from boardwright's `BoardwrightError`, docs/errors.md). */
export const ROOM_CODES = {
  notSeated: 'NOT_SEATED', // a spectator tried to move
  notYourTurn: 'NOT_YOUR_TURN', // a seated player moved while another seat is to move
};

export class BoardRoom extends Room {
  maxClients = 64;

  onCreate(options = {}) {
    const game = options.game ?? 'chess';
    const variant = variants.find((v) => v.id === game);
    if (!variant) throw new Error(`no game "${game}"; one of: ${variants.map((v) => v.id).join(', ')}`);
    this.variant = variant;
    // A start position sent by a client is untrusted text: parse refuses it with INVALID_FEN.
    this.start = options.position === undefined ? variant.setup() : variant.parse(options.position);
    this.reset();
    /** seat (player id) → sessionId of the client sitting there */
    this.seats = new Map();
    this.setMetadata({ game });

    this.onMessage('move', (client, message) => this.move(client, message?.move));
    this.onMessage('rematch', (client) => {
      if (this.seatOf(client) === undefined || !this.variant.status(this.position).over) return;
      this.reset();
      this.broadcast('new-game', { position: this.variant.format(this.position), status: this.status });
    });
  }

  reset() {
    this.position = this.start;
    this.status = this.variant.status(this.position);
    this.moves = [];
  }

  onJoin(client, options = {}) {
    let seat = null;
    if (options.spectator !== true) {
      seat = this.variant.players.find((p) => !this.seats.has(p)) ?? null;
      if (seat !== null) this.seats.set(seat, client.sessionId);
    }
    client.userData = { seat };
    client.send('welcome', {
      seat,
      game: this.variant.id,
      start: this.variant.format(this.start),
      position: this.variant.format(this.position),
      moves: this.moves,
      status: this.status,
    });
  }

  onLeave(client) {
    const seat = this.seatOf(client);
    // The seat stays empty until someone joins again; the game waits.
    if (seat !== undefined) this.seats.delete(seat);
  }

  seatOf(client) {
    const seat = client.userData?.seat;
    return seat === null || seat === undefined ? undefined : seat;
  }

  refuse(client, move, code, message, canonical) {
    counters.refused++;
    // The sender's move is echoed only as text (the room never hands a client's object back out).
    const echo = typeof move === 'string' ? move : undefined;
    client.send('refused', canonical === undefined ? { move: echo, code, message } : { move: echo, code, message, canonical });
  }

  /** Validates one move from one client; the position changes only when every check passes. */
  move(client, move) {
    const seat = this.seatOf(client);
    if (seat === undefined) return this.refuse(client, move, ROOM_CODES.notSeated, 'spectators cannot move');
    // The game is over: refused with the library's code. `status` is the authority on the end of
    // the game (after a chess automatic draw `tryPlay` would still play on; see docs/errors.md).
    if (this.status.over) return this.refuse(client, move, 'GAME_OVER', `the game is over (${this.status.reason})`);
    if (this.status.turn !== seat) return this.refuse(client, move, ROOM_CODES.notYourTurn, `${this.status.turn} is to move, you play ${seat}`);

    // Untrusted input straight from the socket. The room's protocol is move text: anything else (an
    // object a client decorated, a number) is refused with boardwright's code for a value of the
    // wrong type, before it reaches the game.
    if (typeof move !== 'string') return this.refuse(client, move, 'INVALID_ARGUMENT', 'a move is move text, such as "e4"');
    const t0 = process.cpuUsage();
    // tryPlay never throws, and in strict mode accepts only the canonical text of a legal move.
    const result = this.variant.tryPlay(this.position, move, { strict: true });
    const status = result.ok ? this.variant.status(result.value) : undefined;
    const spent = process.cpuUsage(t0);
    counters.validateCpuUs += spent.user + spent.system;

    if (!result.ok) return this.refuse(client, move, result.error.code, result.error.message, result.error.detail?.canonical);
    counters.accepted++;
    // What the room stores and relays: the listed move's notation, written by the game, not the
    // client (strict mode also accepts chess's UCI, relayed in the notation everyone reads).
    const notation = this.variant.legalMoves(this.position).find((m) => m.notation === move || m.uci === move).notation;
    this.position = result.value;
    this.status = status;
    this.moves.push(notation);
    if (status.over) counters.games++;
    this.broadcast('moved', { seat, move: notation, position: this.variant.format(this.position), status, ply: this.moves.length });
  }
}
