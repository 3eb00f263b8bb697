/**
 * No engine outlives the program that opened it: the caller's process ends (by running out of work
 * without `quit()`, by `process.exit` in the middle of a search, by SIGTERM) and the engine — the
 * fake engine's `immortal` fault, which ignores `quit`, the end of its input and SIGTERM — is gone.
 */
import { build } from 'esbuild';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alive, gone } from './processes.js';

const FAKE = fileURLToPath(new URL('./fake-engine.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'boardwright-engine-exit-'));

beforeAll(async () => {
  // boardwright/engine and the chess game as one file a plain node process can import.
  await build({
    stdin: { contents: "export { openEngine } from './src/engine/index.ts'; export { chess } from './src/variants/chess/index.ts';", resolveDir: fileURLToPath(new URL('../../', import.meta.url)), loader: 'ts' },
    bundle: true, format: 'esm', platform: 'node', outfile: join(dir, 'engine.mjs'), logLevel: 'silent',
  });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a caller script that opens the immortal engine, prints its pid, then does `then`; resolves with the engine's pid once the caller has ended. */
function caller(then: string, signal?: NodeJS.Signals): Promise<{ pid: number; code: number | null; signal: NodeJS.Signals | null }> {
  const script = join(dir, `caller-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(script, `import { openEngine, chess } from './engine.mjs';
const engine = await openEngine(${JSON.stringify(process.execPath)}, { args: [${JSON.stringify(FAKE)}, 'immortal'] });
console.log(/pid=(\\d+)/.exec(engine.name)[1]);
${then}
`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (signal && out.includes('\n')) child.kill(signal);
    });
    child.on('error', reject);
    child.on('exit', (code, sig) => resolve({ pid: Number(out.trim().split('\n')[0]), code, signal: sig }));
  });
}

describe.concurrent('no engine is left behind when the caller ends', () => {
  it('the caller runs out of work without quit(): it ends (an idle engine does not keep it alive) and the engine is killed', async () => {
    const { pid, code } = await caller('');
    expect(pid).toBeGreaterThan(0);
    expect(code).toBe(0);
    expect(await gone(pid)).toBe(true);
  });

  it('the caller calls process.exit while it holds the engine: the engine is killed', async () => {
    const { pid, code } = await caller("setTimeout(() => process.exit(7), 50); await engine.play(chess, chess.setup(), { depth: 1 }); setInterval(() => {}, 1000);");
    expect(code).toBe(7);
    expect(await gone(pid)).toBe(true);
  });

  it('the caller is ended by SIGTERM: the engine is killed and the caller still ends by the signal', async () => {
    const { pid, signal } = await caller('setInterval(() => {}, 1000);', 'SIGTERM');
    expect(signal).toBe('SIGTERM');
    expect(await gone(pid)).toBe(true);
  });

  it('(control) the immortal engine does outlive a caller that kills nothing: a SIGKILLed caller leaves it running', async () => {
    const { pid, signal } = await caller('setInterval(() => {}, 1000);', 'SIGKILL');
    expect(signal).toBe('SIGKILL');
    expect(alive(pid)).toBe(true);
    process.kill(pid, 'SIGKILL');
    expect(await gone(pid)).toBe(true);
  });
});
