#!/usr/bin/env node
/**
 * Load run: ROOMS rooms (200) on one Colyseus server process, each with two colyseus.js clients
 * playing random chess games for SECONDS (20), a rematch after each game. Every move goes through
 * the room's `tryPlay(…, { strict: true })`; one move in 50 is sent in a wrong spelling first (the
 * room must refuse it with INVALID_MOVE_TEXT and the client then sends the canonical text).
 * The server runs in its own process (load-server.mjs); this process runs the 400 clients.
 * Prints moves per second, the server's CPU time and validation time per move, and its memory.
 * Fails (exit 1) when a room played nothing, a refusal had another code, or a client saw an error.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chess } from 'boardwright/chess';
import { createRng } from 'boardwright/kit';
import { Client } from 'colyseus.js';
import { freePort } from './helpers.mjs';

const ROOMS = Number(process.env.ROOMS ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 20);
const port = await freePort();
const endpoint = `ws://127.0.0.1:${port}`;

const child = spawn(process.execPath, ['--expose-gc', fileURLToPath(new URL('./load-server.mjs', import.meta.url))], {
  env: { ...process.env, PORT: String(port) },
  stdio: ['pipe', 'pipe', 'inherit'],
});
const replies = [];
createInterface({ input: child.stdout }).on('line', (line) => replies.shift()?.(JSON.parse(line)));
const ask = (what) => new Promise((resolve) => { replies.push(resolve); if (what) child.stdin.write(`${what}\n`); });
await ask(); // 'ready'
const baseline = (await ask('stats')).stats;

const problems = [];
let running = false;
const rng = createRng(2024);
const perRoom = new Map();

/** One seated client: answers every position where its seat is to move with a random legal move. */
function player(room) {
  let seat = null;
  let mangleNext = false;
  let last = null;
  const turn = (position, status) => {
    last = { position, status };
    if (!running) return;
    if (status.over) {
      if (seat === 'white') room.send('rematch');
      return;
    }
    if (status.turn !== seat) return;
    const move = rng.pick(chess.legalMoves(chess.parse(position)));
    if (rng.int(50) === 0 && !mangleNext) {
      mangleNext = true;
      room.send('move', { move: ` ${move.notation}` }); // a wrong spelling: refused, then sent right
      pendingRight = move.notation;
      return;
    }
    room.send('move', { move: move.notation });
  };
  let pendingRight = null;
  room.onMessage('welcome', (m) => { seat = m.seat; turn(m.position, m.status); });
  room.onMessage('moved', (m) => {
    perRoom.set(room.roomId, (perRoom.get(room.roomId) ?? 0) + (seat === 'white' ? 1 : 0));
    turn(m.position, m.status);
  });
  room.onMessage('new-game', (m) => turn(m.position, m.status));
  room.onMessage('refused', (m) => {
    if (!running && m.code === 'GAME_OVER') return;
    if (m.code !== 'INVALID_MOVE_TEXT' || pendingRight === null) problems.push(`unexpected refusal ${m.code}: ${m.message}`);
    if (pendingRight !== null && running) room.send('move', { move: pendingRight });
    pendingRight = null;
    mangleNext = false;
  });
  room.onError((code, message) => problems.push(`room error ${code} ${message}`));
  return { start: () => last && turn(last.position, last.status) };
}

// Open the rooms 20 at a time; the clock starts when all 400 clients are seated.
const rooms = [];
const players = [];
for (let i = 0; i < ROOMS; i += 20) {
  await Promise.all(Array.from({ length: Math.min(20, ROOMS - i) }, async () => {
    const white = await new Client(endpoint).create('board', { game: 'chess' });
    players.push(player(white));
    const black = await new Client(endpoint).joinById(white.roomId);
    players.push(player(black));
    rooms.push(white, black);
  }));
}
const seated = (await ask('stats')).stats;
const t0 = performance.now();
const clientCpu0 = process.cpuUsage();
running = true;
for (const p of players) p.start();
await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
running = false;
const end = (await ask('stats')).stats;
const elapsed = (performance.now() - t0) / 1000;
const clientCpu = process.cpuUsage(clientCpu0);

await Promise.all(rooms.map((r) => r.leave().catch(() => {})));
await ask('stop').catch(() => {});
child.kill();

const accepted = end.accepted - seated.accepted;
const refused = end.refused - seated.refused;
const idle = [...new Set(rooms.map((r) => r.roomId))].filter((id) => !(perRoom.get(id) > 0));
if (idle.length > 0) problems.push(`${idle.length} rooms played no move`);
if (refused === 0) problems.push('no wrong spelling was refused');

const mb = (b) => (b / 1048576).toFixed(1);
const figures = {
  rooms: ROOMS,
  clients: rooms.length,
  seconds: Number(elapsed.toFixed(1)),
  movesAccepted: accepted,
  movesRefused: refused,
  gamesFinished: end.games - seated.games,
  movesPerSecond: Math.round((accepted + refused) / elapsed),
  serverCpuPerMoveUs: Number(((end.cpuMs - seated.cpuMs) * 1000 / (accepted + refused)).toFixed(1)),
  validateCpuPerMoveUs: Number(((end.validateMs - seated.validateMs) * 1000 / (accepted + refused)).toFixed(1)),
  serverCpuShare: Number(((end.cpuMs - seated.cpuMs) / 1000 / elapsed).toFixed(2)),
  clientsCpuShare: Number(((clientCpu.user + clientCpu.system) / 1e6 / elapsed).toFixed(2)),
  rssMB: { start: mb(baseline.rss), seated: mb(seated.rss), end: mb(end.rss) },
  heapMB: { start: mb(baseline.heapUsed), seated: mb(seated.heapUsed), end: mb(end.heapUsed) },
  heapPerRoomKB: Number(((end.heapUsed - baseline.heapUsed) / ROOMS / 1024).toFixed(1)),
};
console.log(JSON.stringify(figures, null, 2));
if (problems.length > 0) {
  console.error(`load run FAILED:\n${[...new Set(problems)].slice(0, 20).join('\n')}`);
  process.exit(1);
}
console.log(`load run passed: ${ROOMS} rooms, ${accepted + refused} moves validated in ${elapsed.toFixed(1)} s (${figures.movesPerSecond} moves/s)`);
process.exit(0);
