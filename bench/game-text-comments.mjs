// Writing game text with many comments on one ply, n against 8n (8n = 10,000, the most a record
// holds): the CPU-time ratio is about 8 for a linear writer and about 64 for a quadratic one (the
// writer once copied the ply's comment list per comment; ~30x measured then, fixed costs included).
//   node bench/game-text-comments.mjs [dist]   (default: dist/, after npm run build)
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = resolve(process.argv[2] ?? 'dist');
const { GameRecord, writeGameText } = await import(pathToFileURL(resolve(dist, 'index.js')).href);
const { diamondCheckers } = await import(pathToFileURL(resolve(dist, 'diamond.js')).href);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

function recordWith(comments) {
  const record = new GameRecord(diamondCheckers);
  record.play('13A-21');
  for (let i = 0; i < comments; i++) record.comment(`c${i}`);
  return record;
}

/** Best CPU ms of `runs` writes. */
function best(record, runs) {
  let min = Infinity;
  for (let r = 0; r < runs; r++) {
    const t = cpu();
    writeGameText(record);
    min = Math.min(min, cpu() - t);
  }
  return min;
}

const n = 1250, small = recordWith(n), large = recordWith(8 * n);
let a = Infinity, b = Infinity;
// Interleaved rounds, so both sizes see the same machine.
for (let round = 0; round < 5; round++) {
  a = Math.min(a, best(small, 10));
  b = Math.min(b, best(large, 10));
}
console.log(`writeGameText: ${n} comments ${a.toFixed(3)} ms, ${8 * n} comments ${b.toFixed(3)} ms CPU, ratio ${(b / a).toFixed(1)} (linear ~8, quadratic ~64)`);
