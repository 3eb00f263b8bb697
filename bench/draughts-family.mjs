// Perft of the draughts family, from the start and from one middlegame position per variant,
// English draughts alongside as the yardstick:
//   node bench/draughts-family.mjs <dist> [runs] [--only=frisian,canadian]
//   node bench/draughts-family.mjs <distA> <distB> [runs] [--only=…]: both builds in one process,
//     each perft of A right next to the same perft of B (order alternating), CPU time
//     (process.cpuUsage), so load that comes and goes on a shared machine hits both sides of a pair alike.
// Every sample is warm and repeats its perft until 150 ms of CPU time have passed (the method of the
// every-game table in bench/run.mjs, so that the two tables agree; `npm run bench`'s family section
// measures with {@link cpuRace} below).
// Prints nodes/s (median of the runs), time per node against English draughts in the same build,
// and with two builds B against A (ratio of medians and median of the paired ratios). Positions
// without a published count: both builds must count the same.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The middlegame positions: 14 plies from the start, move (7i + 3) mod the number of legal moves at ply i. */
export const MIDDLEGAMES = {
  draughts: 'B:W11,20,21,26,28,29,30,31,32:B1,2,3,4,5,8,10,12',
  international: 'W:W26,27,32,33,35,37,39,40,41,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,10,11,12,13,14,15,16,18,23,25',
  brazilian: 'W:W17,20,22,24,25,26,28,29,30,31,32:B1,2,3,5,6,8,9,11,12,15',
  canadian: 'W:W34,39,43,45,48,49,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,19,22,23,24,26,27,28,29,30,31,36',
  russian: 'W:Wb4,h4,c3,g3,b2,d2,h2,a1,c1,e1,g1:Bb8,d8,f8,a7,c7,g7,b6,f6,h6,e5',
  pool: 'B:W22,23,25,28,29,30,31,32:B1,2,3,4,5,6,9,12,19,21',
  czech: 'W:Wa3,c3,g3,b2,d2,f2,h2,e1,g1:Bb8,f8,h8,a7,c7,e7,g7,b6,h6,h4',
  spanish: 'W:W21,24,25,26,27,28,29,31,32:B1,2,5,6,7,8,12,14,15',
  italian: 'W:W21,24,25,26,27,28,29,31,32:B1,2,5,6,7,8,12,14,15',
  thai: 'W:W13,21,24,26,27,28,29,31:B3,4,5,6,8,10,11,19',
  killer: 'W:W26,27,32,33,35,37,39,40,41,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,10,11,12,13,14,15,16,18,23,25',
  frisian: 'W:W26,35,36,37,39,40,41,42,44,45,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,12,14,15,16,19,25,29',
};

/**
 * [export, start depth, middlegame depth]: about a million nodes or more each; the start depths are
 * those the every-game table of bench/run.mjs reaches on a quiet machine (the mix of quiet and
 * capturing leaves, and so the speed, changes with the depth).
 */
export const FAMILY_JOBS = [
  ['draughts', 9, 9],
  ['brazilian', 9, 8],
  ['russian', 9, 8],
  ['pool', 9, 9],
  ['czech', 9, 8],
  ['spanish', 9, 8],
  ['italian', 9, 8],
  ['thai', 8, 10],
  ['international', 8, 6],
  ['killer', 8, 6],
  ['frisian', 8, 7],
  ['canadian', 7, 6],
];

const median = (xs) => { const s = [...xs].sort((x, y) => x - y); return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
/** CPU milliseconds (user + system) of this process so far. */
const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

/**
 * One sample: `run()` (returning a node count) repeated until `minMs` of CPU time have passed;
 * nodes per CPU second.
 */
export function cpuRate(run, minMs = 150) {
  let nodes = 0;
  const t0 = cpuMs();
  let ms;
  do { nodes += run(); ms = cpuMs() - t0; } while (ms < minMs);
  return nodes / (ms / 1000);
}

/**
 * Measures competitors ({ name, run }, run() returning a node count) warm and by CPU time: two
 * warm-up calls each (the first compiles the code), then `runs` rounds, the order reversed every
 * other round, each sample {@link cpuRate}. Returns per competitor the node count of one call and
 * the median nodes per CPU second.
 */
export function cpuRace(competitors, runs) {
  const work = competitors.map((c) => { c.run(); return c.run(); });
  const rates = competitors.map(() => []);
  for (let r = 0; r < runs; r++) {
    const order = competitors.map((_, i) => i);
    if (r % 2 === 1) order.reverse();
    for (const i of order) rates[i].push(cpuRate(competitors[i].run));
  }
  return competitors.map((c, i) => ({ name: c.name, work: work[i], perSecond: median(rates[i]) }));
}

const m = (n) => `${(n / 1e6).toFixed(2)} M/s`;

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
  const dists = args.filter((a) => existsSync(resolve(a, 'draughts.js')));
  const runs = Number(args.find((a) => !dists.includes(a)) ?? 7);
  const builds = [];
  for (const d of dists) builds.push(await import(pathToFileURL(resolve(d, 'draughts.js')).href));
  const jobs = [];
  for (const [name, ds, dm] of FAMILY_JOBS) {
    if (only && name !== 'draughts' && !only.includes(name)) continue;
    jobs.push([name, 'start', undefined, ds], [name, 'middlegame', MIDDLEGAMES[name], dm]);
  }
  const rows = [];
  for (const [name, where, fen, depth] of jobs) {
    const vs = builds.map((b) => b[name]);
    const ps = vs.map((v) => (fen === undefined ? v.setup() : v.parse(fen)));
    const counts = vs.map((v, i) => (v.perft(ps[i], depth), v.perft(ps[i], depth)));
    if (new Set(counts).size !== 1) throw new Error(`${name} ${where}: the builds count differently: ${counts}`);
    const rates = vs.map(() => []);
    for (let r = 0; r < runs; r++) {
      const order = r % 2 === 0 ? vs.map((_, i) => i) : vs.map((_, i) => vs.length - 1 - i);
      for (const i of order) rates[i].push(cpuRate(() => vs[i].perft(ps[i], depth)));
    }
    rows.push({ name, where, depth, nodes: counts[0], rates });
  }
  const english = (i, where) => median(rows.find((r) => r.name === 'draughts' && r.where === where).rates[i]);
  const head = ['variant', 'position', 'depth', 'nodes', ...dists.map((d, i) => `${'AB'[i] ?? i} nodes/s`), ...dists.map((d, i) => `${'AB'[i] ?? i} time/node vs English`)];
  if (builds.length === 2) head.push('B vs A (medians)', 'B vs A (median of pairs)');
  console.log(`| ${head.join(' | ')} |`);
  console.log(`|${head.map(() => '---').join('|')}|`);
  for (const r of rows) {
    const meds = r.rates.map((x) => median(x));
    const cells = [r.name, r.where, String(r.depth), String(r.nodes), ...meds.map(m), ...meds.map((x, i) => `${(english(i, r.where) / x).toFixed(2)}x`)];
    if (builds.length === 2) cells.push(`${(meds[1] / meds[0]).toFixed(3)}x`, `${median(r.rates[0].map((a, k) => r.rates[1][k] / a)).toFixed(3)}x`);
    console.log(`| ${cells.join(' | ')} |`);
  }
  console.log(`\n${dists.map((d, i) => `${'AB'[i]}: ${d}`).join('; ')}; runs: ${runs}; CPU time; load average at the end: ${(await import('node:os')).loadavg().map((x) => x.toFixed(2)).join(' ')}`);
}
