// The reference bot's search speed in every game, next to the game's own perft speed on the same
// position (perft counts the last ply in bulk, without making those moves, so it is the ceiling of
// the search layer, not a like-for-like node). `node bench/bot.mjs [--quick]` prints the table;
// `npm run bench` runs it as its `bot` section. BOARDWRIGHT_DIST points at another build (default ../dist).
//
// Flags: --quick (100,000 nodes a search, 3 runs), --runs=N, --only=chess,english (rows whose game
// name contains one of the words), --against=<dist folder> (a second build's bot, run in turn with
// the first and with perft: its nodes/s and the ratio new / old are added — the before/after of a
// change; give the same build twice, copied to another folder, for the A/A control).
// Times are the process's CPU time (process.cpuUsage), not the wall clock: on a loaded machine the
// wall clock counts the time other processes ran.
import { pathToFileURL, fileURLToPath } from 'node:url';
import { fmtRate, fmtRatio, median } from './measure.mjs';

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
    const competitors = [
      { run: () => { const r = now.analyse(v, p, { seed: 1, maxNodes: NODES }); depth = r.depth; return r.nodes; } },
      { run: () => v.perft(p, d) },
    ];
    const before = old?.jobs.find((j) => j[0] === name);
    if (old !== undefined && before !== undefined) {
      const [, ov, op] = before;
      competitors.push({ run: () => old.analyse(ov, op, { seed: 1, maxNodes: NODES }).nodes });
    }
    const [bot, perft, was] = cpuRace(competitors, runs);
    const row = [name, fmtRate(bot), String(depth), fmtRate(perft), fmtRatio(bot / perft)];
    if (old !== undefined) row.push(was === undefined ? '—' : fmtRate(was), was === undefined ? '—' : fmtRatio(bot / was));
    rows.push(row);
  }
  const header = ['game', 'bot nodes/s', 'depth reached', 'perft nodes/s, same position', 'bot / perft (target ≥ 0.10x; chess ≥ 1 M/s)'];
  if (old !== undefined) header.push('bot nodes/s, --against build', 'this / against');
  table(header, rows);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const log = (line = '') => console.log(line);
  const table = (header, rows) => {
    log(`| ${header.join(' | ')} |`);
    log(`|${header.map(() => '---').join('|')}|`);
    for (const r of rows) log(`| ${r.join(' | ')} |`);
    log();
  };
  const flag = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const quick = process.argv.includes('--quick');
  const only = flag('only')?.toLowerCase().split(',');
  const runs = flag('runs') === undefined ? (quick ? 3 : 5) : Number(flag('runs'));
  const against = flag('against');
  await botSection({ log, table, runs, quick, only, against: against === undefined ? undefined : fileURLToPath(new URL(against, pathToFileURL(`${process.cwd()}/`))) });
}
