// Quick bench of the fairy engine (uses dist/: run `npx tsup` first): perft from the start of
// capablanca, xiangqi, makruk, shatranj, courier, losalamos, and chess defined as data against the
// dedicated chess engine, in nodes per second (median of alternating runs); when the devDependency
// ffish (Fairy-Stockfish as WebAssembly) is installed, the same perft one ply shallower through its
// JavaScript API (legalMoves / push / pop, the way a JavaScript program drives it); and native
// Fairy-Stockfish (Debian's `fairy-stockfish`, C++) at the same depth, same node count, through UCI
// (`setoption name UCI_Variant value X`, `go perft N`; its process start taken off by timing a
// process that runs the perft once against one that runs it five times). The Debian package is installed when missing and the bench runs as root
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

/** Runs native perft `reps` times in one process: { nodes, cpuMs } with cpuMs the child's user + system CPU time (bash's `times`), start-up included. */
function nativeRun(bin, variant, depth, reps = 1) {
  const input = `uci\nsetoption name UCI_Variant value ${variant}\nposition startpos\n${`go perft ${depth}\n`.repeat(reps)}quit\n`;
  const r = spawnSync('bash', ['-c', `"${bin}"; times >&2`], { input, encoding: 'utf8', maxBuffer: 1 << 24 });
  const m = /Nodes searched: (\d+)/.exec(r.stdout ?? '');
  // `times` prints the shell's then its children's user and system time: "0m0.001s 0m0.002s\n0m3.249s 0m0.220s".
  const lines = (r.stderr ?? '').trim().split('\n');
  const secs = (lines.at(-1) ?? '').split(' ').map((t) => { const x = /(\d+)m([\d.]+)s/.exec(t); return x ? Number(x[1]) * 60 + Number(x[2]) : NaN; });
  return { nodes: m ? Number(m[1]) : NaN, cpuMs: ((secs[0] ?? NaN) + (secs[1] ?? NaN)) * 1000 };
}

/** Perfts per native process in the longer run: the difference from a one-perft process is the time of REPS - 1 perfts. */
const REPS = 5;

/**
 * Native perft's nodes per CPU second (median of `runs`): a process running the perft REPS times
 * less one running it once, over REPS - 1 (the start-up, ~0.4 s of CPU and noisy under load, would
 * swamp a perft of a few milliseconds such as losalamos d5's). CPU time, not wall time: on a
 * loaded machine the wall clock measures the queue.
 */
function nativePerft(bin, variant, depth, runs) {
  const per = [];
  let nodes = NaN;
  for (let r = 0; r < runs; r++) {
    const once = nativeRun(bin, variant, depth, 1);
    const many = nativeRun(bin, variant, depth, REPS);
    per.push((many.cpuMs - once.cpuMs) / (REPS - 1));
    nodes = once.nodes;
  }
  const ms = Math.max(0.1, median(per));
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
