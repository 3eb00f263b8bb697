// Quick bench of the fairy engine (uses dist/: run `npx tsup` first): perft from the start of
// capablanca, xiangqi, makruk, shatranj, courier, losalamos, and chess defined as data against the
// dedicated chess engine, in nodes per second (median of alternating runs); when the devDependency
// ffish (Fairy-Stockfish as WebAssembly) is installed, the same perft one ply shallower through its
// JavaScript API (legalMoves / push / pop, the way a JavaScript program drives it); and native
// Fairy-Stockfish (Debian's `fairy-stockfish`, C++) at the same depth, same node count, through UCI
// (`setoption name UCI_Variant value X`, `go perft N`; its process start, timed with `go perft 1`,
// taken off). The Debian package is installed when missing and the bench runs as root
// (`apt-get update && apt-get install -y fairy-stockfish`); `--no-native` skips it.
//   node bench/fairy.mjs [--runs=5] [--no-native]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { median, race } from './measure.mjs';
import { ffishPerft, loadFfish } from './ffish.mjs';

/** The native fairy-stockfish binary (Debian installs it in /usr/games), installed when missing if we may; or null. */
function nativeBinary() {
  const find = () => ['/usr/games/fairy-stockfish', '/usr/bin/fairy-stockfish'].find((p) => existsSync(p)) ?? null;
  if (find() || process.argv.includes('--no-native')) return find();
  if (process.getuid?.() === 0) {
    console.log('installing Debian fairy-stockfish (apt-get update && apt-get install -y fairy-stockfish) ...');
    const r = spawnSync('sh', ['-c', 'apt-get update >/dev/null && apt-get install -y fairy-stockfish >/dev/null'], { stdio: 'inherit' });
    if (r.status !== 0) console.log('could not install fairy-stockfish: native column left out');
  }
  return find();
}

/** Runs native perft once: { nodes, cpuMs } with cpuMs the child's user + system CPU time (bash's `times`), start-up included. */
function nativeRun(bin, variant, depth) {
  const input = `uci\nsetoption name UCI_Variant value ${variant}\nposition startpos\ngo perft ${depth}\nquit\n`;
  const r = spawnSync('bash', ['-c', `"${bin}"; times >&2`], { input, encoding: 'utf8', maxBuffer: 1 << 24 });
  const m = /Nodes searched: (\d+)/.exec(r.stdout ?? '');
  // `times` prints the shell's then its children's user and system time: "0m0.001s 0m0.002s\n0m3.249s 0m0.220s".
  const lines = (r.stderr ?? '').trim().split('\n');
  const secs = (lines.at(-1) ?? '').split(' ').map((t) => { const x = /(\d+)m([\d.]+)s/.exec(t); return x ? Number(x[1]) * 60 + Number(x[2]) : NaN; });
  return { nodes: m ? Number(m[1]) : NaN, cpuMs: ((secs[0] ?? NaN) + (secs[1] ?? NaN)) * 1000 };
}

/**
 * Native perft's nodes per CPU second (median of `runs`), its start-up (a `go perft 1` process)
 * taken off. CPU time, not wall time: on a loaded machine the wall clock measures the queue.
 */
function nativePerft(bin, variant, depth, runs) {
  const starts = [], times = [];
  let nodes = NaN;
  for (let r = 0; r < runs; r++) {
    starts.push(nativeRun(bin, variant, 1).cpuMs);
    const run = nativeRun(bin, variant, depth);
    times.push(run.cpuMs);
    nodes = run.nodes;
  }
  const ms = Math.max(1, median(times) - median(starts));
  return { nodes, ms, perSecond: nodes / (ms / 1000) };
}

/** Our perft's nodes per CPU second (median of `runs`), to set against native's CPU time. */
function oursCpu(v, p, depth, runs) {
  const rates = [];
  let nodes = 0;
  for (let r = 0; r < runs; r++) {
    const t0 = process.cpuUsage();
    nodes = v.perft(p, depth);
    const t = process.cpuUsage(t0);
    rates.push(nodes / ((t.user + t.system) / 1e6));
  }
  return { nodes, perSecond: median(rates) };
}

const fairy = await import('../dist/fairy.js');
const { chess } = await import('../dist/chess.js');
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);

// The built-in definitions when the package has them, else the engine's own test definitions.
const byId = new Map((fairy.fairyDefinitions ?? []).map((d) => [d.id, d]));
const variantOf = (id) => fairy.defineFairy(byId.get(id) ?? (() => { throw new Error(`no built-in definition ${id}`); })());

const tasks = [
  ['capablanca', 4], ['xiangqi', 4], ['makruk', 5], ['shatranj', 5], ['courier', 4], ['losalamos', 5],
];
const ff = await loadFfish();
const native = nativeBinary();
console.log(`fairy engine perft from the start, median of ${runs} runs (nodes/s)${ff ? '; ffish one ply shallower' : ' (ffish not installed)'}${native ? `; native ${native} same depth` : ' (native fairy-stockfish not installed)'}`);
for (const [id, depth] of tasks) {
  const v = variantOf(id);
  const p = v.setup();
  // Ours and ffish alternate run by run, so the machine's load hits both alike.
  const [r, f] = race([
    { name: id, run: () => v.perft(p, depth) },
    ...(ff ? [{ name: 'ffish', run: () => ffishPerft(ff, id, depth - 1) }] : []),
  ], runs);
  let line = `${id.padEnd(12)} d${depth} ${String(r.work).padStart(10)} nodes ${(r.perSecond / 1e6).toFixed(2).padStart(6)} M/s`;
  if (f) line += `   ffish d${depth - 1} ${(f.perSecond / 1e6).toFixed(3)} M/s   ratio ${(r.perSecond / f.perSecond).toFixed(0)}x`;
  if (native) {
    const n = nativePerft(native, id, depth, runs), o = oursCpu(v, p, depth, runs);
    const same = n.nodes === o.nodes ? '' : ` (native counts ${n.nodes})`;
    line += `   CPU time: ours ${(o.perSecond / 1e6).toFixed(2)} M/s, native d${depth} ${(n.perSecond / 1e6).toFixed(2)} M/s, ours/native ${(o.perSecond / n.perSecond).toFixed(2)}x${same}`;
  }
  console.log(line);
}
const asData = variantOf('chess');
const results = race([
  { name: 'chess as data (fairy engine)', run: () => asData.perft(asData.setup(), 5) },
  { name: 'dedicated chess engine', run: () => chess.perft(chess.setup(), 5) },
], runs);
for (const r of results) console.log(`${r.name.padEnd(30)} d5 ${r.work} nodes ${(r.perSecond / 1e6).toFixed(2)} M/s`);
console.log(`chess as data / dedicated: ${(results[0].perSecond / results[1].perSecond).toFixed(2)}x`);
