// Perft of two builds of boardwright, alternating in one time window:
//   node bench/before-after.mjs <distA> <distB> [runs] [--game=chess|draughts]
//   node bench/before-after.mjs --interleaved <distA> <distB> [runs] [--game=…]: both builds in one
//     process, each perft of one next to the same perft of the other (CPU time, order alternating)
// Times are CPU time (process.cpuUsage), best of three per run. Each run is a fresh Node process per build (no shared JIT state), the builds taking turns to go
// first; prints the median nodes/s of each build per position, the change of B against A, and the
// median of the per-run ratios (each pair measured back to back, so load that shifts between runs
// cancels out).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// Per game: the module, the variant export, and [name, position text, options, depth, published count].
const GAMES = {
  chess: ['chess.js', 'chess', [
    ['start d5', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', undefined, 5, 4865609],
    ['Kiwipete d4', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', undefined, 4, 4085603],
  ]],
  draughts: ['draughts.js', 'draughts', [
    // English draughts from the start (OEIS A133046).
    ['start d9', 'B:W21-32:B1-12', undefined, 9, 3963680],
    // The huffing house rule has no published count: the two builds must agree (checked below).
    ['huffing start d6', 'B:W21-32:B1-12', { capture: 'huffing' }, 6, undefined],
  ]],
};
const game = process.argv.find((a) => a.startsWith('--game='))?.slice('--game='.length) ?? 'chess';
if (!GAMES[game]) throw new Error(`unknown game ${game}: ${Object.keys(GAMES).join(', ')}`);
const [file, exported, POSITIONS] = GAMES[game];

if (process.argv[2] === '--interleaved') {
  // Both builds in one process, each perft of A right next to the same perft of B (order
  // alternating): load that comes and goes on a shared machine hits both sides of a pair alike.
  const [a, b] = [process.argv[3], process.argv[4]];
  const runs = Number(process.argv[5] ?? 25);
  const builds = [
    (await import(pathToFileURL(resolve(a, file)).href))[exported],
    (await import(pathToFileURL(resolve(b, file)).href))[exported],
  ];
  const cpu = (v, p, depth) => {
    const t0 = process.cpuUsage();
    v.perft(p, depth);
    const t = process.cpuUsage(t0);
    return (t.user + t.system) / 1000;
  };
  const median = (xs) => { const s = [...xs].sort((x, y) => x - y); return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
  const m = (n) => `${(n / 1e6).toFixed(2)} M/s`;
  console.log(`| position | A ${a} | B ${b} | B vs A (medians) | B vs A (median of pairs) | best A | best B |`);
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, text, options, depth, known] of POSITIONS) {
    const ps = builds.map((v) => v.parse(text, options));
    const published = known ?? builds[0].perft(ps[0], depth);
    for (let w = 0; w < 3; w++) builds.forEach((v, i) => { if (v.perft(ps[i], depth) !== published) throw new Error(`wrong count for ${name}`); });
    const ra = [], rb = [];
    for (let r = 0; r < runs; r++) {
      if (r % 2 === 0) { ra.push(published / (cpu(builds[0], ps[0], depth) / 1000)); rb.push(published / (cpu(builds[1], ps[1], depth) / 1000)); }
      else { rb.push(published / (cpu(builds[1], ps[1], depth) / 1000)); ra.push(published / (cpu(builds[0], ps[0], depth) / 1000)); }
    }
    const pairs = median(ra.map((x, i) => rb[i] / x));
    console.log(`| ${name} | ${m(median(ra))} | ${m(median(rb))} | ${((median(rb) / median(ra) - 1) * 100).toFixed(1)}% | ${((pairs - 1) * 100).toFixed(1)}% | ${m(Math.max(...ra))} | ${m(Math.max(...rb))} |`);
  }
  console.log(`\nruns per build and position: ${runs}`);
} else if (process.argv[2] === '--one') {
  // Child: one build, each position once to warm up, then the best of three timed runs.
  const variant = (await import(pathToFileURL(resolve(process.argv[3], file)).href))[exported];
  const out = [];
  const counts = [];
  for (const [, fen, options, depth, published] of POSITIONS) {
    const p = variant.parse(fen, options);
    const count = variant.perft(p, depth);
    if (published !== undefined && count !== published) throw new Error(`wrong count for ${fen}`);
    // CPU time of this process, not wall time: on a shared machine the wall clock also counts
    // the time other processes held the CPU.
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const t0 = process.cpuUsage();
      variant.perft(p, depth);
      const t = process.cpuUsage(t0);
      best = Math.min(best, (t.user + t.system) / 1000);
    }
    out.push(count / (best / 1000));
    counts.push(count);
  }
  console.log(JSON.stringify({ rates: out, counts }));
} else {
  const [a, b] = [process.argv[2], process.argv[3]];
  const runs = Number(process.argv[4]?.startsWith('--') ? 7 : process.argv[4] ?? 7);
  const rates = { a: [], b: [] };
  let agreed;
  const one = (dist) => {
    const { rates, counts } = JSON.parse(execFileSync(process.execPath, [process.argv[1], '--one', dist, `--game=${game}`], { encoding: 'utf8' }));
    // Positions without a published count: the two builds must at least count the same.
    if (agreed !== undefined && JSON.stringify(counts) !== agreed) throw new Error(`the builds count differently: ${agreed} vs ${JSON.stringify(counts)}`);
    agreed = JSON.stringify(counts);
    return rates;
  };
  for (let r = 0; r < runs; r++) {
    // Alternate which build goes first, so neither always runs on a warmer (or busier) machine.
    if (r % 2 === 0) { rates.a.push(one(a)); rates.b.push(one(b)); } else { rates.b.push(one(b)); rates.a.push(one(a)); }
  }
  const median = (xs) => { const s = [...xs].sort((x, y) => x - y); return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
  const m = (n) => `${(n / 1e6).toFixed(2)} M/s`;
  console.log(`| position | A ${a} | B ${b} | B vs A (medians) | B vs A (median of paired runs) |`);
  console.log('|---|---|---|---|---|');
  POSITIONS.forEach(([name], i) => {
    const ra = median(rates.a.map((x) => x[i])), rb = median(rates.b.map((x) => x[i]));
    const paired = median(rates.a.map((x, r) => rates.b[r][i] / x[i]));
    console.log(`| ${name} | ${m(ra)} | ${m(rb)} | ${((rb / ra - 1) * 100).toFixed(1)}% | ${((paired - 1) * 100).toFixed(1)}% |`);
  });
  console.log(`\nruns per build: ${runs}; raw A: ${JSON.stringify(rates.a.map((x) => x.map((v) => Math.round(v / 1e4) / 100)))}`);
  console.log(`raw B: ${JSON.stringify(rates.b.map((x) => x.map((v) => Math.round(v / 1e4) / 100)))}`);
}
