/**
 * The built command as a user runs it: `node dist/cli.js …` with piped stdin.
 * Skipped when the package has not been built (`npm run build`). Game-agnostic:
 * it asks the binary which games exist and which moves are legal.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { variants } from '../../src/variants/index.js';

// BOARDWRIGHT_CLI may point at another build of the command (e.g. one made before every game builds).
const bin = process.env['BOARDWRIGHT_CLI'] ?? fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const built = existsSync(bin);

function boardwright(args: readonly string[], input = ''): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe.skipIf(!built)('the built boardwright command (dist/cli.js)', () => {
  it('starts with a shebang so npm can link it as a bin', () => {
    expect(readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('--version prints the version from package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(boardwright(['--version'])).toMatchObject({ code: 0, stdout: `${pkg.version}\n` });
  });

  it('games lists at least one game', () => {
    const r = boardwright(['games']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).not.toBe('');
  });

  // The fairy games share one engine and one command path (test/cli/fairy.test.ts plays them in
  // process); a process per game for all of them would take a minute of the test run.
  const fairySample = ['capablanca', 'xiangqi', 'janggi', 'makruk', 'grand', 'losalamos'];
  const ids = [...variants.map((v) => v.id), ...fairySample];

  it('games lists every game of the package and the fairy games played below', () => {
    const all = new Set(boardwright(['games']).stdout.trim().split('\n').map((l) => l.split(/\s+/)[0] as string));
    expect(ids.filter((id) => !all.has(id))).toEqual([]);
  });

  // One test per game (two processes each), not one for all of them: on a loaded 2-core machine the
  // 70-odd processes together took 380 s (load 28) against the 120 s a test may take, and spawnSync
  // holds the worker, so vitest could not even stop the test at its time-out.
  it.each(ids)('play with piped stdin: a move, a bad move, undo and quit (%s)', (id) => {
    const first = boardwright(['moves', id]).stdout.split('\n')[0] as string;
    expect(first, `${id} has a first move`).not.toBe('');
    const r = boardwright(['play', id], `help\nthis-is-no-move\n${first}\nundo\nquit\n`);
    expect(r.code, id).toBe(0);
    expect(r.stdout).toContain('> this-is-no-move\nNot played: ');
    expect(r.stdout).toContain(` played ${first}\n`);
    expect(r.stdout).toContain(`Took back ${first}.`);
    expect(r.stdout).toContain('Bye.');
  });

  it('an unknown game exits 1 with a message and no stack trace', () => {
    const r = boardwright(['perft', 'no-such-game', '1']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^boardwright: unknown game "no-such-game"/);
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });

  it('a usage error exits 2', () => {
    expect(boardwright(['perft']).code).toBe(2);
  });
});
