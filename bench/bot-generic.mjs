// The reference bot's search speed in the games without a dedicated adapter (the draughts family,
// Diamond, Dilkel, Chess4 and a few fairy games), next to each game's perft on the same position,
// and optionally next to a second build's bot (the before/after of a change).
//
//   node bench/bot-generic.mjs [--nodes=100000] [--runs=5] [--only=makruk,english] [--against=<dist>[,<dist>...]]
//
// BOARDWRIGHT_DIST points at the build measured (default ../dist). Times are this process's CPU time
// (process.cpuUsage): on a loaded machine the wall clock counts other processes' time. Competitors
// run in turn, the order reversed every other run, after one warm-up each; medians are reported.
// For an A/A control give --against, besides the old build, a copy of the new one: its ratio shows the noise.
import { pathToFileURL, fileURLToPath } from 'node:url';
import { fmtRate, fmtRatio, median } from './measure.mjs';

const flag = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const dist = process.env.BOARDWRIGHT_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const NODES = Number(flag('nodes') ?? 100_000);
const RUNS = Number(flag('runs') ?? 5);
const only = flag('only')?.toLowerCase().split(',');
const againstFlag = flag('against');
const against = (againstFlag?.split(',') ?? []).map((f) => fileURLToPath(new URL(f, pathToFileURL(`${process.cwd()}/`))));
/** Fairy games measured besides every non-chess game of `variants`. */
const FAIRY = ['makruk', 'xiangqi', 'capablanca', 'shatranj', 'janggi', 'grand', 'minixiangqi', 'shogi'];

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function gamesOf(folder) {
  const load = (name) => import(pathToFileURL(`${folder}/${name}.js`).href);
  const { analyse } = await load('bot');
  const { variants } = await load('index');
  const fairy = await load('fairy');
  // Chess and its variants have their own adapter (bench/bot.mjs measures them).
  const games = variants.filter((v) => !/^(chess|chess960|three-check|king of the hill|racing kings|antichess|atomic|horde|crazyhouse)$/i.test(v.name));
  for (const id of FAIRY) if (fairy[id] !== undefined) games.push(fairy[id]);
  return { analyse, games };
}

/** The first perft depth with at least 250,000 leaves. */
function perftDepth(v, p) {
  for (let d = 1; d < 12; d++) if (v.perft(p, d) >= 250_000) return d;
  return 12;
}

const now = await gamesOf(dist);
const olds = await Promise.all(against.map((f) => gamesOf(f)));
console.log(`bot nodes per CPU second, median of ${RUNS}; ${NODES} nodes a search${against.length > 0 ? `; against ${against.join(', ')}` : ''}\n`);
const header = ['game', 'bot', 'perft', 'bot / perft'];
for (let i = 0; i < olds.length; i++) header.push(`against ${i + 1}`, `this / against ${i + 1}`);
console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
for (const v of now.games) {
  if (only !== undefined && !only.some((o) => v.name.toLowerCase().includes(o))) continue;
  const p = v.setup();
  const d = perftDepth(v, p);
  const competitors = [() => now.analyse(v, p, { seed: 1, maxNodes: NODES }).nodes, () => v.perft(p, d)];
  for (const old of olds) {
    const ov = old.games.find((g) => g.name === v.name);
    const op = ov?.setup();
    competitors.push(ov === undefined ? () => NaN : () => old.analyse(ov, op, { seed: 1, maxNodes: NODES }).nodes);
  }
  const rates = competitors.map(() => []);
  for (const run of competitors) run();
  for (let r = 0; r < RUNS; r++) {
    const order = competitors.map((_, i) => i);
    if (r % 2 === 1) order.reverse();
    for (const i of order) {
      const t0 = cpuMs();
      const work = competitors[i]();
      rates[i].push(work / (Math.max(cpuMs() - t0, 0.001) / 1000));
    }
  }
  const [bot, perft, ...was] = rates.map((r) => median(r));
  const row = [v.name, fmtRate(bot), fmtRate(perft), fmtRatio(bot / perft)];
  for (const w of was) row.push(Number.isNaN(w) ? '—' : fmtRate(w), Number.isNaN(w) ? '—' : fmtRatio(bot / w));
  console.log(`| ${row.join(' | ')} |`);
}
