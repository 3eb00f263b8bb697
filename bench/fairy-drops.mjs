// Bench of the fairy engine on games with pieces in hand (issue 19): perft from the start of shogi,
// minishogi and S-chess (seirawan) against native Fairy-Stockfish (the `fairy-stockfish` binary, e.g.
// Debian's package, when installed: `go perft` timed from the command to its node count, in one
// process kept alive) and ffish (Fairy-Stockfish as WebAssembly, the devDependency, driven from
// JavaScript one ply shallower). Our runs alternate with the peers' so that machine load hits all.
// Uses dist/ (`npx tsup` first), or --module=<path to a build of src/variants/fairy/index.ts>.
//   node bench/fairy-drops.mjs [--runs=5] [--module=../dist/fairy.js]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { median, race, time } from './measure.mjs';
import { ffishPerft, loadFfish } from './ffish.mjs';

const arg = (name, dflt) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? dflt;
const runs = Number(arg('runs', '5'));
const modulePath = arg('module', undefined);
const fairy = await import(modulePath ? pathToFileURL(resolve(modulePath)).href : '../dist/fairy.js');

/** The native engine's path, or null. */
function findNative() {
  const candidates = [process.env.FAIRY_STOCKFISH, '/usr/games/fairy-stockfish', '/usr/bin/fairy-stockfish'].filter(Boolean);
  for (const c of candidates) if (existsSync(c)) return c;
  const which = spawnSync('sh', ['-c', 'command -v fairy-stockfish'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() !== '' ? which.stdout.trim() : null;
}

/** A native Fairy-Stockfish process answering `go perft` requests: resolves { nodes, ms } per request. */
function nativeEngine(path) {
  const proc = spawn(path, [], { stdio: ['pipe', 'pipe', 'ignore'] });
  let buffer = '';
  let waiting = null;
  proc.stdout.setEncoding('utf8');
  proc.stdout.on('data', (chunk) => {
    buffer += chunk;
    const m = /Nodes searched: (\d+)/.exec(buffer);
    if (m && waiting) { const w = waiting; waiting = null; buffer = ''; w(Number(m[1])); }
  });
  const send = (line) => proc.stdin.write(`${line}\n`);
  send('uci');
  return {
    perft(variant, depth) {
      send(`setoption name UCI_Variant value ${variant}`);
      send('position startpos');
      send('isready');
      return new Promise((done) => {
        // Wait for readyok so that the variant switch is not timed.
        const ready = (chunk) => {
          if (!String(chunk).includes('readyok')) return;
          proc.stdout.off('data', ready);
          buffer = '';
          const t0 = performance.now();
          waiting = (nodes) => done({ nodes, ms: performance.now() - t0 });
          send(`go perft ${depth}`);
        };
        proc.stdout.on('data', ready);
      });
    },
    close() { send('quit'); proc.stdin.end(); },
  };
}

const tasks = [['shogi', 4], ['minishogi', 5], ['seirawan', 4]];
const ff = await loadFfish();
const nativePath = findNative();
const native = nativePath ? nativeEngine(nativePath) : null;
console.log(`fairy engine perft from the start (drop and gating games), median of ${runs} runs, nodes/s;`
  + ` native Fairy-Stockfish ${native ? `(${nativePath})` : 'not installed'}; ffish ${ff ? 'one ply shallower' : 'not installed'}`);
for (const [id, depth] of tasks) {
  const v = fairy[id];
  const p = v.setup();
  const ours = [], nat = [];
  let nodes = 0, nativeNodes = 0;
  v.perft(p, depth); // warm-up
  for (let r = 0; r < runs; r++) {
    const a = time(() => v.perft(p, depth));
    nodes = a.result;
    ours.push(a.result / (a.ms / 1000));
    if (native) {
      const b = await native.perft(id, depth);
      nativeNodes = b.nodes;
      nat.push(b.nodes / (b.ms / 1000));
    }
  }
  const mine = median(ours);
  let line = `${id.padEnd(10)} d${depth} ${String(nodes).padStart(8)} nodes  ours ${(mine / 1e6).toFixed(2)} M/s`;
  if (native) line += `  native ${(median(nat) / 1e6).toFixed(2)} M/s (${nativeNodes === nodes ? 'same count' : `count ${nativeNodes}`}) ratio ${(mine / median(nat)).toFixed(2)}x`;
  if (ff) {
    const [, f] = race([{ name: id, run: () => v.perft(p, depth - 1) }, { name: 'ffish', run: () => ffishPerft(ff, id, depth - 1) }], Math.max(1, runs - 2));
    line += `  ffish d${depth - 1} ${(f.perSecond / 1e6).toFixed(3)} M/s ratio ${(mine / f.perSecond).toFixed(0)}x`;
  }
  console.log(line);
}
native?.close();
