// The reference bot's search speed in every game, next to the game's own perft speed on the same
// position (perft counts the last ply in bulk, without making those moves, so it is the ceiling of
// the search layer, not a like-for-like node). `node bench/bot.mjs [--quick]` prints the table;
// `npm run bench` runs it as its `bot` section. BOARDWRIGHT_DIST points at another build (default ../dist).
import { pathToFileURL, fileURLToPath } from 'node:url';
import { race, fmtRate, fmtRatio } from './measure.mjs';

const dist = process.env.BOARDWRIGHT_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const load = (name) => import(pathToFileURL(`${dist}/${name}.js`).href);

/** The first perft depth at `p` with at least 250,000 leaves (a fixed amount of work, whatever the machine's load). */
function perftDepth(v, p) {
  for (let d = 1; d < 12; d++) if (v.perft(p, d) >= 250_000) return d;
  return 12;
}

/**
 * Writes the section through `log` and `table` (bench/run.mjs's helpers, or plain console ones).
 * The start position of every game (no game is decided there, so the search runs to its budget),
 * and for chess also a middlegame.
 */
export async function botSection({ log, table, runs = 3, quick = false, only }) {
  const { analyse } = await load('bot');
  const { variants } = await load('index');
  const { chess } = await load('chess');
  const NODES = quick ? 100_000 : 300_000;
  log(`## Reference bot (boardwright/bot): search speed per game (nodes/s, median of ${runs}; ${NODES} nodes a search)\n`);
  const jobs = variants.map((v) => [v.name, v, v.setup()]);
  jobs.splice(1, 0, ['Chess, middlegame', chess, chess.parse('r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8')]);
  const rows = [];
  for (const [name, v, p] of jobs) {
    if (only !== undefined && !only.some((o) => name.toLowerCase().includes(o))) continue;
    let depth = 0;
    const d = perftDepth(v, p);
    // Bot and perft alternate run by run, so that the machine's load weighs on both alike.
    const [bot, perft] = race([
      { name: 'bot', run: () => { const r = analyse(v, p, { seed: 1, maxNodes: NODES }); depth = r.depth; return r.nodes; } },
      { name: 'perft', run: () => v.perft(p, d) },
    ], runs);
    rows.push([name, fmtRate(bot.perSecond), String(depth), fmtRate(perft.perSecond), fmtRatio(bot.perSecond / perft.perSecond)]);
  }
  table(['game', 'bot nodes/s', 'depth reached', 'perft nodes/s, same position', 'bot / perft (target ≥ 0.10x; chess ≥ 1 M/s)'], rows);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const log = (line = '') => console.log(line);
  const table = (header, rows) => {
    log(`| ${header.join(' | ')} |`);
    log(`|${header.map(() => '---').join('|')}|`);
    for (const r of rows) log(`| ${r.join(' | ')} |`);
    log();
  };
  const quick = process.argv.includes('--quick');
  // --only=chess,english: the rows whose game name contains one of these words.
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).toLowerCase().split(',');
  await botSection({ log, table, runs: quick ? 3 : 5, quick, only });
}
