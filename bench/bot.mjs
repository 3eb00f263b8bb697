// The reference bot's search speed in every game, next to the game's own perft speed on the same
// position (perft counts the last ply in bulk, without making those moves, so it is the ceiling of
// the search layer, not a like-for-like node). `node bench/bot.mjs [--quick]` prints the table;
// `npm run bench` runs it as its `bot` section. BOARDWRIGHT_DIST points at another build (default ../dist).
//
// Two comparisons beside it: a perft of the same position that makes and takes back every move,
// leaves included (the bot's node is a made move: the like-for-like ceiling), and a peer row: Debian
// Stockfish's own search nodes/s against its own perft on this machine, in this run (1 thread,
// CPU time of its process; skipped when `stockfish` is not installed).
//
// Flags: --quick (100,000 nodes a search, 3 runs), --runs=N, --only=chess,english (rows whose game
// name contains one of the words), --against=<dist folder> (a second build's bot, run in turn with
// the first and with perft: its nodes/s and the ratio new / old are added — the before/after of a
// change; give the same build twice, copied to another folder, for the A/A control).
// Times are the process's CPU time (process.cpuUsage), not the wall clock: on a loaded machine the
// wall clock counts the time other processes ran.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { consoleReport, fmtRate, fmtRatio as fmtRatio2, median } from './measure.mjs';

/** A ratio with two significant digits below 0.1 (the peer's search is well under 1% of its perft). */
const fmtRatio = (r) => (r < 0.1 ? `${r.toPrecision(2)}x` : fmtRatio2(r));

const dist = process.env.BOARDWRIGHT_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const loadFrom = (folder, name) => import(pathToFileURL(`${folder}/${name}.js`).href);

/** The first perft depth at `p` with at least 250,000 leaves (a fixed amount of work, whatever the machine's load). */
function perftDepth(v, p) {
  for (let d = 1; d < 12; d++) if (v.perft(p, d) >= 250_000) return d;
  return 12;
}

/** CPU milliseconds (user + system) of this process so far. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Warm-up runs of each competitor before timing: a game measured after one on another search-state
 * class (Chess960 after chess) runs its first searches on code V8 is re-optimizing for both classes
 * (Chess960 read 0.45 M/s after chess with one warm-up run, 1.5 M/s alone or with three).
 */
const WARM_UPS = 3;

/**
 * Runs the competitors in turn, `runs` times (the order reversed every other run, so that a change
 * in the machine's load weighs on all alike), after {@link WARM_UPS} warm-up runs each; each `run()`
 * returns a node count. Returns the median nodes per CPU second of each.
 */
function cpuRace(competitors, runs) {
  const rates = competitors.map(() => []);
  for (let w = 0; w < WARM_UPS; w++) for (const c of competitors) c.run();
  for (let r = 0; r < runs; r++) {
    const order = competitors.map((_, i) => i);
    if (r % 2 === 1) order.reverse();
    for (const i of order) {
      const t0 = cpuMs();
      const work = competitors[i].run();
      const ms = Math.max(cpuMs() - t0, 0.001);
      rates[i].push(work / (ms / 1000));
    }
  }
  return rates.map((r) => median(r));
}

/**
 * Moves made (every ply, leaves included) by a walk to `depth` that makes and takes back each move,
 * on the search layer the bot uses: chess-engine states with their move check off, as the bot sets
 * it; other games through the checked state `search` hands out (each make scans the listed moves).
 */
function madePerft(state, depth, buffers) {
  const buf = (buffers[depth] ??= new Int32Array(state.maxMoves));
  const n = state.generate(buf);
  let made = n;
  if (depth > 1) {
    for (let i = 0; i < n; i++) {
      state.make(buf[i]);
      made += madePerft(state, depth - 1, buffers);
      state.unmake();
    }
  } else {
    for (let i = 0; i < n; i++) { state.make(buf[i]); state.unmake(); }
  }
  return made;
}

/** The first depth at which {@link madePerft} makes at least 250,000 moves. */
function madeDepth(state) {
  for (let d = 1; d < 12; d++) if (madePerft(state, d, []) >= 250_000) return d;
  return 12;
}

/** The search state `madePerft` walks, and whether it is the unchecked one. */
function madeState(v, p) {
  const state = v.search(p);
  if (typeof state.checkMoves === 'boolean') { state.checkMoves = false; return { state, fast: true }; }
  return { state, fast: false };
}

/** CPU milliseconds (user + system) of process `pid` so far, from /proc (Linux). */
function processCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name; in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The peer row: Stockfish's search nodes/s from the start position (`go movetime`, 1 thread,
 * 16 MB hash) and its `go perft` nodes/s (bulk-counted leaves, as ours), both per CPU second of its
 * process. Undefined when no Stockfish binary is installed.
 */
async function stockfishPeer({ movetime = 2000, perftDepth = 6 } = {}) {
  const binary = ['/usr/games/stockfish', '/usr/bin/stockfish'].find((p) => existsSync(p));
  if (binary === undefined || !existsSync('/proc/self/stat')) return undefined;
  const sf = spawn(binary, [], { stdio: ['pipe', 'pipe', 'ignore'] });
  const lines = createInterface({ input: sf.stdout });
  let waiting;
  const seen = [];
  lines.on('line', (line) => { seen.push(line); if (waiting?.pattern.test(line)) { const w = waiting; waiting = undefined; w.resolve(line); } });
  const send = (text) => sf.stdin.write(`${text}\n`);
  const until = (pattern) => new Promise((resolve) => { waiting = { pattern, resolve }; });
  try {
    send('uci'); await until(/^uciok/);
    const version = seen.find((l) => l.startsWith('id name '))?.slice(8) ?? 'Stockfish';
    send('setoption name Threads value 1'); send('setoption name Hash value 16');
    send('isready'); await until(/^readyok/);
    send('position startpos');
    let t0 = processCpuMs(sf.pid);
    send(`go perft ${perftDepth}`);
    const perftLine = await until(/^Nodes searched/);
    const perftMs = processCpuMs(sf.pid) - t0;
    const perftNodes = Number(perftLine.split(':')[1]);
    send('ucinewgame'); send('isready'); await until(/^readyok/);
    seen.length = 0;
    t0 = processCpuMs(sf.pid);
    send(`go movetime ${movetime}`);
    await until(/^bestmove/);
    const searchMs = processCpuMs(sf.pid) - t0;
    const info = seen.filter((l) => l.startsWith('info') && / nodes \d+/.test(l)).pop() ?? '';
    const searchNodes = Number(/ nodes (\d+)/.exec(info)?.[1] ?? 0);
    const depth = /depth (\d+)/.exec(info)?.[1] ?? '?';
    return { version, search: searchNodes / (searchMs / 1000), perft: perftNodes / (perftMs / 1000), depth, perftDepth };
  } finally {
    send('quit');
    sf.kill();
  }
}

/** The games, each by name with its variant and position, from one build. */
async function jobsOf(folder) {
  const { analyse } = await loadFrom(folder, 'bot');
  const { variants } = await loadFrom(folder, 'index');
  const { chess } = await loadFrom(folder, 'chess');
  const jobs = variants.map((v) => [v.name, v, v.setup()]);
  jobs.splice(1, 0, ['Chess, middlegame', chess, chess.parse('r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8')]);
  return { analyse, jobs };
}

/**
 * Writes the section through `log` and `table` (bench/run.mjs's helpers, or plain console ones).
 * The start position of every game (no game is decided there, so the search runs to its budget),
 * and for chess also a middlegame. `against`: a second build's folder, measured in turn with this one.
 */
export async function botSection({ log, table, runs = 3, quick = false, only, against }) {
  const NODES = quick ? 100_000 : 300_000;
  const now = await jobsOf(dist);
  const old = against === undefined ? undefined : await jobsOf(against);
  log(`## Reference bot (boardwright/bot): search speed per game (nodes per CPU second, median of ${runs}; ${NODES} nodes a search)\n`);
  const rows = [];
  for (const [name, v, p] of now.jobs) {
    if (only !== undefined && !only.some((o) => name.toLowerCase().includes(o))) continue;
    let depth = 0;
    const d = perftDepth(v, p);
    const made = madeState(v, p), md = madeDepth(made.state), buffers = [];
    const competitors = [
      { run: () => { const r = now.analyse(v, p, { seed: 1, maxNodes: NODES }); depth = r.depth; return r.nodes; } },
      { run: () => v.perft(p, d) },
      { run: () => madePerft(made.state, md, buffers) },
    ];
    const before = old?.jobs.find((j) => j[0] === name);
    if (old !== undefined && before !== undefined) {
      const [, ov, op] = before;
      competitors.push({ run: () => old.analyse(ov, op, { seed: 1, maxNodes: NODES }).nodes });
    }
    const [bot, perft, madeRate, was] = cpuRace(competitors, runs);
    const mark = made.fast ? '' : ' †';
    const row = [name, fmtRate(bot), String(depth), fmtRate(perft), fmtRatio(bot / perft), `${fmtRate(madeRate)}${mark}`, `${fmtRatio(bot / madeRate)}${mark}`];
    if (old !== undefined) row.push(was === undefined ? '—' : fmtRate(was), was === undefined ? '—' : fmtRatio(bot / was));
    rows.push(row);
  }
  const peer = only === undefined || only.some((o) => 'stockfish'.includes(o) || o === 'chess') ? await stockfishPeer() : undefined;
  if (peer !== undefined) {
    const row = [`Chess, start: ${peer.version}, 1 thread (peer: its search against its own perft ${peer.perftDepth})`, fmtRate(peer.search), String(peer.depth), fmtRate(peer.perft), fmtRatio(peer.search / peer.perft), '—', '—'];
    if (old !== undefined) row.push('—', '—');
    rows.push(row);
  }
  const header = ['game', 'bot nodes/s', 'depth reached', 'perft nodes/s, same position', 'bot / perft (target ≥ 0.10x; chess ≥ 1 M/s)', 'perft making every move, nodes/s', 'bot / that perft'];
  if (old !== undefined) header.push('bot nodes/s, --against build', 'this / against');
  table(header, rows);
  log('Perft counts the last ply in bulk (no move made); "perft making every move" makes and takes back every move, leaves included, and counts each made move, as the bot counts its nodes (the like-for-like ceiling). † through the checked search state `search` hands out (each make looks the move up in the listed moves; the bot uses the unchecked one, which the package does not export). The peer row is Debian\'s Stockfish on this machine in the same run: its search nodes/s (`go movetime 2000` from the start) against its own `go perft 6`, both per CPU second of its process.\n');
  if (peer === undefined && only === undefined) log('(Peer row skipped: no stockfish binary.)\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { log, table } = consoleReport();
  const flag = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const quick = process.argv.includes('--quick');
  const only = flag('only')?.toLowerCase().split(',');
  const runs = flag('runs') === undefined ? (quick ? 3 : 5) : Number(flag('runs'));
  const against = flag('against');
  await botSection({ log, table, runs, quick, only, against: against === undefined ? undefined : fileURLToPath(new URL(against, pathToFileURL(`${process.cwd()}/`))) });
}
