/** The package version, read from boardwright's own package.json at run time. */
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Looks for boardwright's package.json in the folders above `file` (the
 * running script: `dist/cli.js` in the package, `src/cli/main.ts` in the repo).
 * Returns `unknown` when none is found.
 */
export function readVersion(file: string | undefined): string {
  if (!file) return 'unknown';
  let dir: string;
  try {
    dir = dirname(realpathSync(file));
  } catch {
    return 'unknown';
  }
  for (let i = 0; i < 4; i++) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: unknown; version?: unknown };
      if (pkg.name === 'boardwright' && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // No (readable) package.json here: look one folder up.
    }
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return 'unknown';
}
