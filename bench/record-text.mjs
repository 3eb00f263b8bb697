// GameRecord.play by every text form a game takes, and play along a game, for two builds.
//   node bench/record-text.mjs <distA> <distB> [--rounds=2] [--only=shogi]
//     per build and text form: CPU ms of record.play for eight 300-ply games and one 2,400-ply game
//     of a piece shuffle (the same number of plies; warmed up first), and the per-ply cost ratio
//     (the long game / the eight short ones): 1 when the cost of a ply does not depend on the
//     game's length, about 8 when it grows with it.
//   node bench/record-text.mjs --ab <distA> <distB> [--pairs=11]
//     interleaved A/B and an A/A control (A loaded twice), CPU time of a 600-ply game played as a
//     UI plays it (legalMoves, then play the listed move) and as a record by notation, in shogi and
//     chess; the median of the per-pair ratios B/A (and A'/A).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const flag = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const positional = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const median = (xs) => { const s = [...xs].sort((x, y) => x - y); return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };

/** One build's modules; `tag` loads a second, separate copy of the same files (the A/A control). */
async function build(dist, tag = '') {
  const load = (file) => import(`${pathToFileURL(resolve(dist, file)).href}${tag}`);
  const [I, F, C, D] = await Promise.all([load('index.js'), load('fairy.js'), load('chess.js'), load('draughts.js')]);
  return { GameRecord: I.GameRecord, F, C, D };
}

const squares = (m) => ({ from: m.from, to: m.to });
const field = (name) => (m) => m[name];
/** Per game: the variant, the shuffle (UCI), and the text forms it reads. */
const cases = (b) => [
  ['shogi', b.F.shogi, ['h2g2', 'b8c8', 'g2h2', 'c8b8'], { western: field('notation'), usi: field('usi'), uci: field('uci') }],
  ['xiangqi', b.F.xiangqi, ['b1c3', 'b10c8', 'c3b1', 'c8b10'], { wxf: field('notation'), iccs: (m) => `${m.iccs.slice(0, 2)}-${m.iccs.slice(2)}`, uci: field('uci') }],
  ['fairy chess', b.F.chess, ['g1f3', 'g8f6', 'f3g1', 'f6g8'], { san: field('notation'), uci: field('uci') }],
  ['fairy crazyhouse', b.F.crazyhouse, ['g1f3', 'g8f6', 'f3g1', 'f6g8'], { san: field('notation'), uci: field('uci') }],
  ['chess', b.C.chess, ['g1f3', 'g8f6', 'f3g1', 'f6g8'], { san: field('notation'), uci: field('uci'), squares }],
  ['crazyhouse', b.C.crazyhouse, ['g1f3', 'g8f6', 'f3g1', 'f6g8'], { san: field('notation'), uci: field('uci'), squares }],
];

function shuffle(v, cycle) {
  let p = v.setup();
  return cycle.map((uci) => {
    const m = v.legalMoves(p).find((x) => x.uci === uci);
    p = v.play(p, m);
    return m;
  });
}

function recordGame(b, v, inputs, plies) {
  const record = new b.GameRecord(v);
  const t0 = cpu();
  for (let i = 0; i < plies; i++) record.play(inputs[i % inputs.length]);
  return cpu() - t0;
}

if (process.argv[2] === '--ab') {
  const [a, bDist] = positional;
  const pairs = Number(flag('pairs', 11));
  const builds = { A: await build(a), "A'": await build(a, '?copy'), B: await build(bDist) };
  // A game a UI plays (list, then play the listed move) and a record by notation; 600 plies each.
  const uiGame = (v, cycle) => {
    let p = v.setup();
    const t0 = cpu();
    for (let i = 0; i < 600; i++) p = v.play(p, v.legalMoves(p).find((m) => m.uci === cycle[i % 4]));
    return cpu() - t0;
  };
  const tasks = [
    ['shogi play (UI)', (x) => uiGame(x.F.shogi, ['h2g2', 'b8c8', 'g2h2', 'c8b8'])],
    ['shogi record by notation', (x) => recordGame(x, x.F.shogi, shuffle(x.F.shogi, ['h2g2', 'b8c8', 'g2h2', 'c8b8']).map((m) => m.notation), 600)],
    ['chess play (UI)', (x) => uiGame(x.C.chess, ['g1f3', 'g8f6', 'f3g1', 'f6g8'])],
    ['chess record by SAN', (x) => recordGame(x, x.C.chess, ['Nf3', 'Nf6', 'Ng1', 'Ng8'], 600)],
  ];
  console.log(`| task | A ms | B ms | B/A (median of pairs) | A'/A control |`);
  console.log('|---|---|---|---|---|');
  for (const [name, task] of tasks) {
    for (const x of Object.values(builds)) for (let w = 0; w < 3; w++) task(x);
    const t = { A: [], "A'": [], B: [] };
    for (let r = 0; r < pairs; r++) {
      const order = r % 2 ? ['B', "A'", 'A'] : ['A', 'B', "A'"];
      for (const k of order) t[k].push(task(builds[k]));
    }
    const ratio = (k) => median(t[k].map((x, i) => x / t.A[i]));
    console.log(`| ${name} | ${median(t.A).toFixed(1)} | ${median(t.B).toFixed(1)} | ${ratio('B').toFixed(3)} | ${ratio("A'").toFixed(3)} |`);
  }
  console.log(`\n${pairs} pairs, CPU time (process.cpuUsage); load average at the end: ${(await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(' ')}`);
} else {
  const dists = positional;
  const rounds = Number(flag('rounds', 2));
  const only = flag('only', '');
  const builds = await Promise.all(dists.map((d) => build(d)));
  const results = new Map();
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 ? [...builds.keys()].reverse() : [...builds.keys()];
    for (const i of order) {
      const b = builds[i];
      for (const [game, v, cycle, forms] of cases(b)) {
        if (only && !game.includes(only)) continue;
        for (const [form, text] of Object.entries(forms)) {
          const inputs = shuffle(v, cycle).map(text);
          recordGame(b, v, inputs, 100); // warm up
          let short = 0;
          for (let k = 0; k < 8; k++) short += recordGame(b, v, inputs, 300);
          const long = recordGame(b, v, inputs, 2400);
          const key = `${game} ${form}`;
          if (!results.has(key)) results.set(key, dists.map(() => []));
          results.get(key)[i].push({ short, long });
        }
      }
    }
  }
  console.log(`| game, text | ${dists.map((d) => `${d}: 8 × 300 plies ms / 2,400 plies ms / per-ply ratio`).join(' | ')} |`);
  console.log(`|---|${dists.map(() => '---').join('|')}|`);
  for (const [key, per] of results) {
    const cells = per.map((runs) => {
      const s = median(runs.map((x) => x.short)), l = median(runs.map((x) => x.long));
      return `${s.toFixed(0)} / ${l.toFixed(0)} / ${(l / s).toFixed(2)}`;
    });
    console.log(`| ${key} | ${cells.join(' | ')} |`);
  }
  console.log(`\nmedians of ${rounds} rounds, CPU time; load average at the end: ${(await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(' ')}`);
}
