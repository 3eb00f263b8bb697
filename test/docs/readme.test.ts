/**
 * The README's tour must run as written: its code block is extracted, pointed
 * at the sources, run, and every `console.log(...)` whose line ends in a
 * literal comment (`// 20`, `// 'ILLEGAL_MOVE'`) must print that value.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
    const source = tourBlock()
      .replace(/from 'boardwright\/(\w+)'/g, (_, sub: string) => `from '${fileURLToPath(new URL(`src/variants/${sub}/index.js`, root))}'`)
      .replace(/from 'boardwright'/g, `from '${fileURLToPath(new URL('src/index.js', root))}'`);
    const expectations: (string | number | undefined)[] = [];
    const instrumented = source
      .split('\n')
      .map((line) => {
        if (!line.includes('console.log(')) return line;
        const literal = /\/\/\s*(\d+|'[^']*')\s*$/.exec(line)?.[1];
        expectations.push(literal === undefined ? undefined : /^\d+$/.test(literal) ? Number(literal) : literal.slice(1, -1));
        return line.replace('console.log(', '__log(');
      })
      .join('\n');
    const dir = new URL('.generated/', import.meta.url);
    mkdirSync(dir, { recursive: true });
    const file = new URL('readme-tour.ts', dir);
    writeFileSync(file, `const __logged: unknown[] = [];\nconst __log = (v: unknown, ..._rest: unknown[]) => { __logged.push(v); };\n${instrumented}\nexport default __logged;\n`);
    const logged = (await import(/* @vite-ignore */ fileURLToPath(file))).default as unknown[];
    expect(logged).toHaveLength(expectations.length);
    expectations.forEach((expected, i) => {
      if (expected !== undefined) expect(logged[i]).toBe(expected);
    });
  });

  it('names the two fresh-clone commands, and package.json has the scripts they use', () => {
    expect(readme).toContain('npm ci && npm run demo');
    expect(readme).toContain('npm test');
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.demo).toBeDefined();
    expect(pkg.scripts.test).toBeDefined();
  });
});
