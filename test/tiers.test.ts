/**
 * The two test tiers stay honest (vitest.config.ts): every test file is run by exactly one of them —
 * `*.heavy.test.ts` by the heavy tier (`npm run test:heavy`), every other `*.test.ts` by `npm test` —
 * so moving a walk to the heavy tier never drops it from CI. Vitest itself says which files each
 * tier picks (`vitest list --filesOnly`, the config's include and exclude read as vitest reads them).
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));

/** The test files vitest picks with BOARDWRIGHT_TIER=`tier`, relative to the root. */
async function picked(tier: 'quick' | 'heavy'): Promise<string[]> {
  const { stdout } = await promisify(execFile)(process.execPath, [vitest, 'list', '--filesOnly', '--json'], {
    cwd: root,
    // Not this run's worker variables (VITEST_POOL_ID …): a fresh vitest as `npm test` starts it.
    env: { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST'))), BOARDWRIGHT_TIER: tier === 'heavy' ? 'heavy' : '' },
    maxBuffer: 1 << 24,
  });
  return (JSON.parse(stdout) as { file: string }[]).map((t) => t.file.slice(root.length).replaceAll('\\', '/')).sort();
}

it('every *.test.ts under test/ is picked by exactly one tier: the heavy ones by the heavy tier, the others by npm test', async () => {
  const files = (readdirSync(new URL('.', import.meta.url), { recursive: true }) as string[])
    .map((f) => `test/${f.replaceAll('\\', '/')}`)
    .filter((f) => f.endsWith('.test.ts'))
    .sort();
  const [quick, heavy] = await Promise.all([picked('quick'), picked('heavy')]);
  expect(quick.filter((f) => heavy.includes(f))).toEqual([]);
  expect(files.filter((f) => !quick.includes(f) && !heavy.includes(f))).toEqual([]);
  expect(heavy).toEqual(files.filter((f) => f.endsWith('.heavy.test.ts')));
  expect(quick).toEqual(files.filter((f) => !f.endsWith('.heavy.test.ts')));
});
