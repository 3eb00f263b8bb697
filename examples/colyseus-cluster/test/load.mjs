#!/usr/bin/env node
/**
 * The load run (not a timed test): for 1, 2 and 4 server processes (SERVERS="1 2 4"), ROOMS games
 * (chess, international draughts, xiangqi, shogi in turn) with two bot clients each, all in this
 * process, playing random legal moves for SECONDS after every seat is taken. Every move goes through
 * a room's strict tryPlay and is stored in Redis before it is played. Prints, per cluster size, one
 * JSON line: validated moves/s, p50/p99 move latency (sent → the mover is told it was played),
 * server CPU per move, heap and RSS per room, and Redis commands per move (Redis's own
 * `total_commands_processed`, so the presence's and the driver's traffic is counted too).
 * Bounded: ROOMS (1,000) and SECONDS (15) per size (about 2 minutes a size on 2 quiet cores, most of it seating); 127.0.0.1 only; everything stopped at the end.
 * Exits 1 when a bot saw a move lost or refused.
 */
import { createRng } from 'boardwright/kit';
import Redis from 'ioredis';
import { cpus, loadavg } from 'node:os';
import { Bot } from './bot.mjs';
import { startCluster, statsOf } from './cluster.mjs';

const ROOMS = Number(process.env.ROOMS ?? 1000);
const SECONDS = Number(process.env.SECONDS ?? 15);
const SIZES = (process.env.SERVERS ?? '1 2 4').split(' ').map(Number);
const GAME_IDS = ['chess', 'international', 'xiangqi', 'shogi'];

const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const commands = async (redis) => Number(/total_commands_processed:(\d+)/.exec(await redis.info('stats'))[1]);
/** Redis's own CPU time, in µs (INFO cpu). */
const redisCpu = async (redis) => {
  const info = await redis.info('cpu');
  return 1e6 * (Number(/used_cpu_user:([\d.]+)/.exec(info)[1]) + Number(/used_cpu_sys:([\d.]+)/.exec(info)[1]));
};
const cpuOf = (u) => u.user + u.system;

for (const servers of SIZES) {
  const cluster = await startCluster({ servers });
  try {
    const redis = new Redis(cluster.redisPort, '127.0.0.1');
    const before = await Promise.all(cluster.servers.map(statsOf));
    const problems = [];
    const latencies = [];
    let measuring = false;
    const rng = createRng(1000 + servers);
    const bots = [];
    const seat = async (i) => {
      const options = { game: GAME_IDS[i % GAME_IDS.length], rng, untilPly: Infinity, problems, latencies: { push: (ms) => measuring && latencies.push(ms) }, joinErrors: [] };
      const a = new Bot(cluster.endpoint, `load${i}`, options);
      const b = new Bot(cluster.endpoint, `load${i}`, options);
      bots.push(a, b);
      await a.join();
      await b.join();
    };
    // Seated 20 games at a time: matchmaking is the slow part, and a burst of it times out.
    const seating = performance.now();
    for (let i = 0; i < ROOMS; i += 20) {
      await Promise.all(Array.from({ length: Math.min(20, ROOMS - i) }, (_, k) => seat(i + k)));
      if ((i + 20) % 100 === 0) console.error(`${servers} server(s): ${i + 20} rooms seated in ${((performance.now() - seating) / 1000).toFixed(0)} s`);
    }
    const seated = await Promise.all(cluster.servers.map(statsOf));
    const load0 = loadavg()[0];
    const c0 = await commands(redis);
    const r0 = await redisCpu(redis);
    const p0 = cpuOf((await statsOf(cluster.proxy)).cpu);
    const me0 = cpuOf(process.cpuUsage());
    measuring = true;
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    measuring = false;
    const seconds = (performance.now() - t0) / 1000;
    const after = await Promise.all(cluster.servers.map(statsOf));
    const c1 = await commands(redis);
    const r1 = await redisCpu(redis);
    const p1 = cpuOf((await statsOf(cluster.proxy)).cpu);
    const me1 = cpuOf(process.cpuUsage());
    const load1 = loadavg()[0];
    const moves = sum(after.map((s, i) => s.accepted + s.refused - seated[i].accepted - seated[i].refused));
    const cpuUs = sum(after.map((s, i) => s.cpu.user + s.cpu.system - seated[i].cpu.user - seated[i].cpu.system));
    latencies.sort((x, y) => x - y);
    console.log(JSON.stringify({
      servers,
      rooms: ROOMS,
      clients: bots.length,
      seconds: +seconds.toFixed(1),
      movesValidated: moves,
      movesPerSecond: Math.round(moves / seconds),
      latencyMs: { p50: +quantile(latencies, 0.5).toFixed(1), p99: +quantile(latencies, 0.99).toFixed(1) },
      serverCpuPerMoveUs: Math.round(cpuUs / moves),
      serverCpuCores: +(cpuUs / 1e6 / seconds).toFixed(2),
      // Where the rest of the CPU went, per move: the bots (this process), the proxy, Redis.
      clientsCpuPerMoveUs: Math.round((me1 - me0) / moves),
      proxyCpuPerMoveUs: Math.round((p1 - p0) / moves),
      redisCpuPerMoveUs: Math.round((r1 - r0) / moves),
      heapPerRoomKB: Math.round(sum(seated.map((s, i) => s.memory.heapUsed - before[i].memory.heapUsed)) / ROOMS / 1024),
      rssPerRoomKB: Math.round(sum(seated.map((s, i) => s.memory.rss - before[i].memory.rss)) / ROOMS / 1024),
      roomsPerServer: seated.map((s) => s.rooms),
      redisCommandsPerMove: +((c1 - c0) / moves).toFixed(2),
      problems: problems.length,
      cores: cpus().length,
      loadAverage: [+load0.toFixed(1), +load1.toFixed(1)],
    }));
    if (problems.length) {
      console.error(problems.slice(0, 5));
      process.exitCode = 1; // a move lost or refused: the figures are not of a working cluster
    }
    await Promise.all(bots.map((b) => b.leave()));
    redis.disconnect();
  } finally {
    await cluster.stop();
  }
}
process.exit(process.exitCode ?? 0);
