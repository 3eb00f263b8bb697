/**
 * The README's tour must run as written: its code block is extracted and run
 * by run-example.ts (imports pointed at the sources; every `console.log(...)`
 * whose line ends in a literal comment must print that value).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { runExample } from './run-example.js';

const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');

function tourBlock(): string {
  const section = readme.split('## A short tour')[1] ?? '';
  const match = /```ts\n([\s\S]*?)```/.exec(section);
  if (!match?.[1]) throw new Error('README has no ```ts block under "A short tour"');
  return match[1];
}

describe('README', () => {
  it('the short tour runs as written and prints what its comments say', async () => {
    await runExample(tourBlock(), 'readme-tour');
  });

  it('the install section works before the first release: npm pack and the tarball it writes (name and version from package.json), or a file: path', () => {
    const install = readme.split('## Install')[1]?.split('\n## ')[0] ?? '';
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { name: string; version: string };
    expect(install).toContain('npm pack');
    expect(install).toContain(`npm install ../boardwright/${pkg.name}-${pkg.version}.tgz`);
    expect(install).toContain('npm install ../boardwright`');
    expect(install).toMatch(/404/);
  });

  it('names the two fresh-clone commands, and package.json has the scripts they use', () => {
    expect(readme).toContain('npm ci && npm run demo');
    expect(readme).toContain('npm test');
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.demo).toBeDefined();
    expect(pkg.scripts.test).toBeDefined();
  });
});
