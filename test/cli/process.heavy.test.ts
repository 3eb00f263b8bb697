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

  it('play with piped stdin: a move, a bad move, undo and quit, for every installed game (the fairy games: one per board family)', () => {
    const all = boardwright(['games']).stdout.trim().split('\n').map((l) => l.split(/\s+/)[0] as string);
    // The fairy games share one engine and one command path (test/cli/fairy.test.ts plays them in
    // process); a process per game for all of them would take a minute of the test run.
    const fairySample = new Set(['capablanca', 'xiangqi', 'janggi', 'makruk', 'grand', 'losalamos']);
    const ids = all.filter((id) => variants.some((v) => v.id === id) || fairySample.has(id));
    expect(ids.length).toBe(variants.length + fairySample.size);
    for (const id of ids) {
      const first = boardwright(['moves', id]).stdout.split('\n')[0] as string;
      expect(first, `${id} has a first move`).not.toBe('');
      const r = boardwright(['play', id], `help\nthis-is-no-move\n${first}\nundo\nquit\n`);
      expect(r.code, id).toBe(0);
      expect(r.stdout).toContain('> this-is-no-move\nNot played: ');
      expect(r.stdout).toContain(` played ${first}\n`);
      expect(r.stdout).toContain(`Took back ${first}.`);
      expect(r.stdout).toContain('Bye.');
    }
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
