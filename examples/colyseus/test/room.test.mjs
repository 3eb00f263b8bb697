/**
 * The room against real Colyseus: a server on 127.0.0.1 (a free port), colyseus.js clients over
 * WebSockets. Expected positions are worked out by hand from the moves (FIDE laws), not taken
 * from boardwright's output.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chess } from 'boardwright/chess';
import { createRng } from 'boardwright/kit';
import { startServer } from '../server.mjs';
import { freePort, join } from './helpers.mjs';

let server;
let endpoint;
before(async () => {
  const port = await freePort();
  server = await startServer(port);
  endpoint = `ws://127.0.0.1:${port}`;
});
after(async () => {
  await server.gracefullyShutdown(false);
});

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
// 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6 4.Qxf7# (the scholar's mate), the position after it worked out by hand.
const SCHOLARS_MATE = ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#'];
const AFTER_MATE = 'r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4';

async function table() {
  const white = await join(endpoint, 'create', { game: 'chess' });
  const black = await join(endpoint, white.room.roomId);
  return { white, black };
}

describe('a Colyseus room holding a boardwright chess game', () => {
  it('seats the first two clients as white and black, and a third that asks to watch as a spectator who sees every move', async () => {
    const { white, black } = await table();
    assert.equal((await white.next('welcome')).seat, 'white');
    assert.equal((await black.next('welcome')).seat, 'black');
    const players = { white, black };

    // Two moves, then a spectator joins: it is told the moves so far, then sees the rest.
    for (const [i, move] of SCHOLARS_MATE.slice(0, 2).entries()) players[i % 2 === 0 ? 'white' : 'black'].send(move);
    await white.next('moved'); await white.next('moved');
    const spectator = await join(endpoint, white.room.roomId, { spectator: true });
    const hello = await spectator.next('welcome');
    assert.equal(hello.seat, null);
    assert.deepEqual(hello.moves, ['e4', 'e5']);
    assert.equal(hello.position, 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');

    for (const [i, move] of SCHOLARS_MATE.slice(2).entries()) {
      players[i % 2 === 0 ? 'white' : 'black'].send(move);
      const seen = await spectator.next('moved');
      assert.equal(seen.move, move);
      assert.equal(seen.ply, i + 3);
    }
    // Black's client saw every broadcast too; the last one is the mate.
    let last;
    for (let k = 0; k < SCHOLARS_MATE.length; k++) last = await black.next('moved');
    assert.equal(last.move, 'Qxf7#');
    assert.equal(last.position, AFTER_MATE);
    assert.deepEqual(pick(last.status, 'over', 'winner', 'reason'), { over: true, winner: 'white', reason: 'checkmate' });

    // After the mate every move is refused with the library's GAME_OVER.
    black.send('Ke7');
    assert.equal((await black.next('refused')).code, 'GAME_OVER');
    await Promise.all([white.leave(), black.leave(), spectator.leave()]);
  });

  it('refuses an illegal move with ILLEGAL_MOVE, a move out of turn with NOT_YOUR_TURN and a spectator move with NOT_SEATED, and the position does not change', async () => {
    const { white, black } = await table();
    await white.next('welcome'); await black.next('welcome');
    const spectator = await join(endpoint, white.room.roomId, { spectator: true });
    await spectator.next('welcome');

    white.send('Ke2'); // the king cannot go through its own pawn
    assert.deepEqual(pick(await white.next('refused'), 'move', 'code'), { move: 'Ke2', code: 'ILLEGAL_MOVE' });
    black.send('e5'); // white is to move
    assert.deepEqual(pick(await black.next('refused'), 'move', 'code'), { move: 'e5', code: 'NOT_YOUR_TURN' });
    spectator.send('e4');
    assert.deepEqual(pick(await spectator.next('refused'), 'move', 'code'), { move: 'e4', code: 'NOT_SEATED' });
    // Strict: a legal move in a non-canonical spelling is refused, and the room tells the canonical one.
    white.send('Ng1f3');
    assert.deepEqual(pick(await white.next('refused'), 'code', 'canonical'), { code: 'INVALID_MOVE_TEXT', canonical: 'Nf3' });
    white.send(42); // not text at all
    assert.equal((await white.next('refused')).code, 'INVALID_ARGUMENT');
    // A move object, even a legal one, and one carrying a field of the client's own: refused, never stored or relayed.
    white.send({ from: 'e2', to: 'e4', note: '<img src=x onerror=alert(1)>' });
    const decorated = await white.next('refused');
    assert.equal(decorated.code, 'INVALID_ARGUMENT');
    assert.ok(!JSON.stringify(decorated).includes('<img'), 'the refusal does not echo the client object');
    white.send({ from: 'e2', to: 'e4' });
    assert.equal((await white.next('refused')).code, 'INVALID_ARGUMENT');

    // Nothing was broadcast, and the next legal move is played from the start position. It is sent
    // in UCI (canonical in strict mode) and relayed as the game writes it: 'e4' (SAN, PGN standard 8.2.3).
    assert.equal(spectator.pending('moved'), 0);
    white.send('e2e4');
    const moved = await spectator.next('moved');
    assert.equal(moved.move, 'e4');
    assert.equal(moved.position, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    assert.equal(moved.ply, 1);
    const late = await join(endpoint, white.room.roomId, { spectator: true });
    assert.deepEqual((await late.next('welcome')).moves, ['e4'], 'a late joiner is told the notation, not what the client sent');
    await late.leave();
    await Promise.all([white.leave(), black.leave(), spectator.leave()]);
  });

  it('refuses a move once status says the game is over, also after an automatic draw where tryPlay alone would play on', async () => {
    // King and knight against king: drawn by insufficient material (FIDE 5.2.2) from the start.
    const white = await join(endpoint, 'create', { game: 'chess', position: 'k7/8/8/8/8/8/8/K6N w - - 0 1' });
    const hello = await white.next('welcome');
    assert.equal(hello.status.over, true);
    white.send('Kb1');
    assert.equal((await white.next('refused')).code, 'GAME_OVER');
    await white.leave();
  });

  it('plays a seeded random game to its end; every client ends on the same position and status the library gives for the moves', async () => {
    const { white, black } = await table();
    const players = { white, black };
    let hello = await white.next('welcome'); await black.next('welcome');
    const rng = createRng(20);
    let status = hello.status;
    let position = chess.parse(hello.position);
    const sent = [];
    while (!status.over) {
      const moves = chess.legalMoves(position);
      const move = rng.pick(moves);
      players[status.turn].send(move.notation);
      sent.push(move.notation);
      const m = await white.next('moved');
      position = chess.parse(m.position);
      status = m.status;
    }
    let replay = chess.setup();
    for (const m of sent) replay = chess.play(replay, m);
    assert.equal(chess.format(position), chess.format(replay));
    assert.deepEqual(status, chess.status(replay));
    assert.ok(sent.length > 10, `a random game of ${sent.length} plies`);
    // A seated player asks for a rematch: everyone gets the start position again.
    white.room.send('rematch');
    const fresh = await black.next('new-game');
    assert.equal(fresh.position, START);
    assert.equal(fresh.status.turn, 'white');
    await Promise.all([white.leave(), black.leave()]);
  });
});

describe('the same room holding another game', () => {
  it('seats international draughts by its players (white moves first) and refuses a chess move there', async () => {
    const white = await join(endpoint, 'create', { game: 'international' });
    const black = await join(endpoint, white.room.roomId);
    const late = await join(endpoint, white.room.roomId); // both seats taken: it watches
    assert.equal((await white.next('welcome')).seat, 'white');
    assert.equal((await black.next('welcome')).seat, 'black');
    assert.equal((await late.next('welcome')).seat, null);
    black.send('19-23');
    assert.equal((await black.next('refused')).code, 'NOT_YOUR_TURN');
    white.send('e4'); // no draughts move at all
    assert.equal((await white.next('refused')).code, 'INVALID_MOVE_TEXT');
    white.send('32-28'); // a man from 32 to 28, forward on the 1-50 numbering
    const m = await late.next('moved');
    assert.deepEqual([m.seat, m.move, m.status.turn], ['white', '32-28', 'black']);
    black.send('19-23');
    assert.equal((await late.next('moved')).status.turn, 'white');
    await Promise.all([white.leave(), black.leave(), late.leave()]);
  });
});

function pick(o, ...keys) {
  return Object.fromEntries(keys.map((k) => [k, o[k]]));
}
