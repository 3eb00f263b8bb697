/**
 * docs/writing-a-variant.md must run as written: each ```ts block is pointed at the sources
 * (`boardwright` → src/index.ts, `boardwright/kit` → src/kit.ts, `boardwright/testing` →
 * src/testing/index.ts, `./tri-hex.js` → the Tri-Hex fixture), run, and every `console.log(...)`
 * whose line ends in a literal comment (`// 2`, `// 'c4'`) must print that value. Blocks are
 * loaded while this file is collected, so a block that calls `runConformance` registers its tests
 * here like a user's test file would.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('../../', import.meta.url);
const PAGE = 'docs/writing-a-variant.md';
const page = readFileSync(new URL(PAGE, root), 'utf8');
const source = (path: string): string => `from '${fileURLToPath(new URL(path, root))}'`;

/** The import paths of the published package, and the example's own file, mapped to the sources. */
function pointAtSources(code: string): string {
  return code
    .replace(/from 'boardwright'/g, source('src/index.js'))
    .replace(/from 'boardwright\/kit'/g, source('src/kit.js'))
    .replace(/from 'boardwright\/testing'/g, source('src/testing/index.js'))
    .replace(/from 'boardwright\/(\w+)'/g, (_, sub: string) => source(`src/variants/${sub}/index.js`))
    .replace(/from '\.\/tri-hex\.js'/g, source('test/fixtures/tri-hex.js'));
}

/** Reads `// 2`, `// 'c4'`, `// true` at the end of a line. */
function literalAtEnd(line: string): unknown {
  const literal = /\/\/\s*(\d+|'[^']*'|true|false)\s*$/.exec(line)?.[1];
  if (literal === undefined) return undefined;
  if (literal === 'true' || literal === 'false') return literal === 'true';
  return /^\d+$/.test(literal) ? Number(literal) : literal.slice(1, -1);
}

const blocks = [...page.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] as string);
const dir = new URL('.generated/', import.meta.url);
mkdirSync(dir, { recursive: true });
const runs: { expectations: unknown[]; logged: unknown[] }[] = [];
for (const [i, block] of blocks.entries()) {
  const expectations: unknown[] = [];
  const code = pointAtSources(block)
    .split('\n')
    .map((line) => {
      if (!line.includes('console.log(')) return line;
      expectations.push(literalAtEnd(line));
      return line.replace('console.log(', '__log(');
    })
    .join('\n');
  const file = new URL(`writing-a-variant-${i + 1}.ts`, dir);
  writeFileSync(file, `const __logged: unknown[] = [];\nconst __log = (v: unknown, ..._rest: unknown[]) => { __logged.push(v); };\n${code}\nexport default __logged;\n`);
  const logged = (await import(/* @vite-ignore */ fileURLToPath(file))).default as unknown[];
  runs.push({ expectations, logged });
}

describe(PAGE, () => {
  it('has examples, and names the three import paths of the published package', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    for (const path of ["'boardwright'", "'boardwright/kit'", "'boardwright/testing'"]) expect(page).toContain(`from ${path}`);
  });

  runs.forEach(({ expectations, logged }, i) => {
    it(`example ${i + 1} runs and prints what its comments say`, () => {
      expect(logged).toHaveLength(expectations.length);
      expectations.forEach((expected, j) => {
        if (expected !== undefined) expect(logged[j]).toBe(expected);
      });
    });
  });
});
