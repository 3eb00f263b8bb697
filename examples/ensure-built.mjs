#!/usr/bin/env node
/**
 * Each example depends on the library as `"boardwright": "file:../.."`, which npm links to the
 * repository root: the example imports the root's build (dist/). This script builds it when it is
 * missing or older than a source file (`npm ci` at the root first when the root has no
 * node_modules), so an example's one command works on a fresh clone.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'dist', 'index.js');

/** The newest modification time of the files under `dir` (iterative: no recursion on depth). */
function newest(dir) {
  let latest = 0;
  const stack = [dir];
  while (stack.length > 0) {
    const here = stack.pop();
    for (const entry of readdirSync(here, { withFileTypes: true })) {
      const path = join(here, entry.name);
      if (entry.isDirectory()) stack.push(path);
      else latest = Math.max(latest, statSync(path).mtimeMs);
    }
  }
  return latest;
}

function run(args) {
  console.log(`[ensure-built] npm ${args.join(' ')} (in ${root})`);
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// BOARDWRIGHT_SKIP_BUILD=1 trusts the build there is (for a shared working tree where sources change often).
const skip = process.env.BOARDWRIGHT_SKIP_BUILD === '1' && existsSync(built);
const stale = !skip && (!existsSync(built) || statSync(built).mtimeMs < Math.max(newest(join(root, 'src')), statSync(join(root, 'package.json')).mtimeMs));
if (stale) {
  if (!existsSync(join(root, 'node_modules', '.bin', 'tsup'))) run(['ci']);
  run(['run', 'build']);
} else {
  console.log('[ensure-built] the library build (dist/) is up to date');
}
