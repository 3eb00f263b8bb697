// One perft per argument, for an instruction count (bench/cachegrind.sh runs it under valgrind):
//   node bench/perft-once.mjs <dist> <game:depth> [game:depth…]
// <dist> is a built dist/ folder (`npx tsup`); each game is an export of its fairy.js.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [dist, ...tasks] = process.argv.slice(2);
if (dist === undefined || tasks.length === 0) {
  console.error('usage: node bench/perft-once.mjs <dist> <game:depth> [game:depth…]');
  process.exit(2);
}
const fairy = await import(pathToFileURL(resolve(dist, 'fairy.js')).href);
for (const task of tasks) {
  const [id, depth] = task.split(':');
  const variant = fairy[id];
  if (variant === undefined) throw new Error(`no fairy game ${id}`);
  console.log(task, variant.perft(variant.setup(), Number(depth)));
}
