/**
 * Starts a whole cluster on 127.0.0.1 for a test or the load run: Debian's redis-server on a free
 * port (no persistence to disk: the example's store is Redis's memory), N server processes
 * (server.mjs) and the front address (proxy.mjs). Everything is stopped by `stop()`, and also when
 * this process exits or is interrupted: the servers and the proxy exit when their IPC channel
 * closes, and redis-server runs under a shell that kills it when its stdin (a pipe from this
 * process) closes — so nothing outlives the run, even a failed one.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Redis from 'ioredis';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

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

const live = new Set();
const killAll = () => { for (const child of live) child.kill('SIGKILL'); };
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { killAll(); process.exit(130); });

function track(child) {
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts redis-server on `port`; resolves once it answers PING. */
async function startRedis(port, dir) {
  // With `dir`, every write is on disk before Redis answers (AOF, fsync always), so a restart keeps the data.
  const persistence = dir ? `--appendonly yes --appendfsync always --dir ${dir}` : '--appendonly no';
  // The shell kills redis-server when this process closes its stdin (on stop, or when it dies).
  const child = track(spawn('sh', ['-c', `redis-server --port "$1" --bind 127.0.0.1 --save "" ${persistence} --loglevel warning & r=$!; read _; kill -9 $r; wait $r 2>/dev/null`, 'sh', String(port)], { stdio: ['pipe', 'ignore', 'inherit'] }));
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
  probe.on('error', () => {});
  for (let i = 0; i < 100; i++) {
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return child;
    } catch {
      probe.disconnect();
      await sleep(50);
    }
  }
  throw new Error(`redis-server did not start on ${port}`);
}

function stopRedis(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.stdin.end();
  });
}

function startNode(file, env, extraArgs = []) {
  const child = track(spawn(process.execPath, [...extraArgs, here(file)], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${file} exited (${code}) before it was ready`)));
    const ready = (m) => {
      if (!m?.ready) return;
      child.off('message', ready);
      resolve({ child, ...m, pid: child.pid });
    };
    child.on('message', ready);
  });
}

/** Asks a server process for its counters, CPU time and memory. */
export function statsOf(server) {
  return new Promise((resolve) => {
    const reply = (m) => {
      if (!m?.stats) return;
      server.child.off('message', reply);
      resolve(m.stats);
    };
    server.child.on('message', reply);
    server.child.send('stats');
  });
}

/** Starts redis-server, `servers` Colyseus processes and the front proxy; resolves to the cluster. */
export async function startCluster({ servers = 2, nodeArgs = [], durable = false } = {}) {
  const redisPort = await freePort();
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const dir = durable ? mkdtempSync(join(tmpdir(), 'colyseus-cluster-redis-')) : undefined;
  let redis = await startRedis(redisPort, dir);
  const proxyPort = await freePort();
  const names = Array.from({ length: servers }, (_, i) => `s${i}`);
  const ports = await Promise.all(names.map(() => freePort()));
  const procs = [];
  for (let i = 0; i < servers; i++) {
    // One at a time: each registers itself in Redis before the next looks for the others.
    procs.push({ name: names[i], port: ports[i], ...(await startNode('../server.mjs', { PORT: String(ports[i]), REDIS_URL: redisUrl, PUBLIC_ADDRESS: `127.0.0.1:${proxyPort}/${names[i]}` }, nodeArgs)) });
  }
  const proxy = await startNode('../proxy.mjs', { PORT: String(proxyPort), BACKENDS: names.map((n, i) => `${n}=${ports[i]}`).join(',') });
  return {
    endpoint: `ws://127.0.0.1:${proxyPort}`,
    redisUrl,
    redisPort,
    servers: procs,
    proxy,
    /** kill -9 one server process. */
    crash(server) {
      return new Promise((resolve) => { server.child.once('exit', resolve); process.kill(server.pid, 'SIGKILL'); });
    },
    /** Stops Redis (kill -9), calls `stopped` once it is gone, waits `downMs`, starts it again on the same port (with its data when `durable`). */
    async restartRedis(downMs, stopped = () => {}) {
      await stopRedis(redis);
      stopped();
      await sleep(downMs);
      redis = await startRedis(redisPort, dir);
    },
    async stop() {
      for (const child of [proxy.child, ...procs.map((p) => p.child)]) if (child.exitCode === null) child.kill('SIGKILL');
      await stopRedis(redis);
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
