/**
 * The repository stands alone: a user's clone has no `../shared` beside it, so no file of the project
 * (sources, tests, scripts, benchmarks, examples, CI) may reach outside the repository for data. The
 * reference data the tests read lives in test/reference/data (a copy, with its README).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
// Every tracked file plus the untracked ones not ignored: a new file is checked before it is committed.
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f !== '' && !f.startsWith('docs/') && !f.startsWith('.changeset/') && f !== 'CHANGELOG.md' && !/\.(svg|png|jpg|jsonl|json|lock)$/.test(f));

// A path that leaves the repository towards the sibling `shared` folder, in any spelling a reader uses.
const OUTSIDE = [/\.\.\/shared\b/, /['"]\.\.['"]\s*,\s*['"]shared['"]/, /\.\.\\shared\b/];

describe('the repository is self-contained', () => {
  it('no file reads ../shared (reference data lives in test/reference/data)', () => {
    const offenders: string[] = [];
    for (const file of files) {
      if (file === 'test/package/self-contained.test.ts' || !existsSync(root + file)) continue;
      const text = readFileSync(root + file, 'utf8');
      for (const pattern of OUTSIDE) if (pattern.test(text)) offenders.push(`${file} (${pattern})`);
    }
    expect(offenders).toEqual([]);
  });

  it('the reference data the tests read is in the repository', () => {
    for (const name of ['chess-perft', 'chess-rules', 'chess-san', 'chess-fen-validation', 'chess-variants-perft', 'draughts-perft', 'fairy-perft']) {
      expect(existsSync(new URL(`../reference/data/${name}.jsonl`, import.meta.url)), name).toBe(true);
    }
  });
});
