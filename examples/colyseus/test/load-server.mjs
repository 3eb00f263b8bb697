/**
 * The load run's server process (spawned by load.mjs, so the server's CPU time and memory are its
 * own): starts the Colyseus server on the port it is given and answers the lines 'stats' and
 * 'stop' on its standard input with one JSON line on its standard output. (Not Node's IPC
 * channel: with \`process.send\` present, Colyseus's bundled pm2 agent thinks it runs under pm2
 * and starts sending its own monitoring messages.)
 */
import { createInterface } from 'node:readline';
import { startServer } from '../server.mjs';
import { counters } from '../room.mjs';

const server = await startServer(Number(process.env.PORT));
const cpu0 = process.cpuUsage();
process.stdout.write(`${JSON.stringify('ready')}\n`);

function stats() {
  const cpu = process.cpuUsage(cpu0);
  const mem = process.memoryUsage();
  return {
    accepted: counters.accepted,
    refused: counters.refused,
    games: counters.games,
    validateMs: counters.validateCpuUs / 1000,
    cpuMs: (cpu.user + cpu.system) / 1000,
    rss: mem.rss,
    heapUsed: mem.heapUsed,
  };
}

const reply = (o) => process.stdout.write(`${JSON.stringify(o)}\n`);
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'stats') {
    // A collected heap shows what the rooms hold, not garbage waiting for the collector.
    globalThis.gc?.();
    reply({ stats: stats() });
  } else if (line === 'stop') {
    await server.gracefullyShutdown(false);
    reply({ stopped: true });
    process.exit(0);
  }
}
