/**
 * `npm ci` must install without an `EBADENGINE` warning on the Node versions we develop and test on
 * (Node 20, the oldest CI runs, and the Node running this test): every package in the lockfile must
 * accept them. A bench-only peer once pulled in a dependency that wants Node 22.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// semver is what npm itself uses to compare engines (here through the dev tools' dependencies).
const semver = createRequire(import.meta.url)('semver') as { satisfies(version: string, range: string): boolean };
const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, { version?: string; optional?: boolean; engines?: { node?: string } | string[] }>;
};

/** Packages whose `engines.node` refuses `node`, as `name@version wants range` (npm skips optional ones that do, silently). */
function refusing(packages: typeof lock.packages, node: string): string[] {
  return Object.entries(packages)
    .filter(([path, info]) => path !== '' && info.optional !== true && !Array.isArray(info.engines) && typeof info.engines?.node === 'string' && !semver.satisfies(node, info.engines.node))
    .map(([path, info]) => `${path.replace(/^.*node_modules\//, '')}@${info.version} wants node ${(info.engines as { node: string }).node}`);
}

describe('npm ci installs without EBADENGINE', () => {
  for (const node of ['20.19.0', process.versions.node]) {
    it(`every locked package accepts Node ${node}`, () => {
      expect(refusing(lock.packages, node)).toEqual([]);
    });
  }
});
