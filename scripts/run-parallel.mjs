#!/usr/bin/env node
/**
 * Runs npm scripts at the same time and fails if any fails: `node scripts/run-parallel.mjs typecheck
 * "build -- --silent"`. `npm test` uses it for the type check and the build, which share no output
 * and are each mostly one core's work (tsc, then tsup's declaration pass), so on two cores they
 * take about the longer of the two instead of their sum.
 *
 * Each script's output is held and printed whole when it ends, so the two logs do not interleave.
 * npm is run through the Node that runs this script and the npm that started it (npm_execpath), so
 * it works wherever `npm test` does, Windows included.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script> ["<npm script> -- <args>"] …');
  process.exit(2);
}

/** `npm run <script> <args…>` as a child, its stdout and stderr kept in order; resolves to its exit code. */
function run(script) {
  const args = ['run', ...script.split(' ').filter(Boolean)];
  const npm = process.env.npm_execpath;
  const child = npm
    ? spawn(process.execPath, [npm, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
  const chunks = [];
  child.stdout.on('data', (c) => chunks.push([process.stdout, c]));
  child.stderr.on('data', (c) => chunks.push([process.stderr, c]));
  return new Promise((resolve) => {
    child.on('error', (error) => {
      chunks.push([process.stderr, Buffer.from(`${error.message}\n`)]);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      for (const [stream, chunk] of chunks) stream.write(chunk);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const codes = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, i) => codes[i] !== 0);
if (failed.length > 0) {
  console.error(`run-parallel: failed: ${failed.join(', ')}`);
  process.exit(1);
}
