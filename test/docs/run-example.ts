/**
 * Runs a documentation code block as written: `from 'boardwright…'` imports are pointed at the
 * sources, and every `console.log(...)` whose line ends in a literal comment (`// 20`,
 * `// 'ILLEGAL_MOVE'`, `// true`) must print that value.
 */
import { expect } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('../../', import.meta.url);

/** Where a `boardwright/<sub>` import lives in the sources (a game, or a non-game entry such as the bot). */
const SUBPATH_SOURCES: Readonly<Record<string, string>> = { bot: 'src/bot/index.js', kit: 'src/kit.js', testing: 'src/testing/index.js', 'boardgame.io': 'src/integrations/boardgame-io/index.js', engine: 'src/engine/index.js', svg: 'src/svg/index.js' };

function source(sub: string): string {
  return fileURLToPath(new URL(SUBPATH_SOURCES[sub] ?? `src/variants/${sub}/index.js`, root));
}

/** Every ```ts block of a markdown text, in order. */
export function tsBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
}

/** `code` with its `from 'boardwright…'` imports pointed at the sources (absolute `.js` paths, which TypeScript resolves to the `.ts` files). */
export function pointImports(code: string): string {
  return code
    .replace(/from 'boardwright\/([\w.]+)'/g, (_, sub: string) => `from '${source(sub)}'`)
    .replace(/from 'boardwright'/g, `from '${fileURLToPath(new URL('src/index.js', root))}'`);
}

/** Runs `code` (a docs example) and checks what its commented `console.log` lines print. */
export async function runExample(code: string, name: string): Promise<void> {
  const { file, check } = prepareExample(code, name);
  check((await import(/* @vite-ignore */ file)).default as unknown[]);
}

/**
 * Writes `code` (a docs example) to a module pointed at the sources; returns the module's path and
 * the check of what it logged. For examples that register tests (`runConformance`): import the module
 * while the test file is collected, then check in a test.
 */
export function prepareExample(code: string, name: string): { file: string; check: (logged: unknown[]) => void } {
  const pointed = pointImports(code);
  const expectations: (string | number | boolean | undefined)[] = [];
  const instrumented = pointed
    .split('\n')
    .map((line) => {
      if (!line.includes('console.log(')) return line;
      const literal = /\/\/\s*(\d+|true|false|'[^']*')\s*$/.exec(line)?.[1];
      expectations.push(literal === undefined ? undefined : /^\d+$/.test(literal) ? Number(literal) : literal === 'true' ? true : literal === 'false' ? false : literal.slice(1, -1));
      return line.replace('console.log(', '__log(');
    })
    .join('\n');
  const dir = new URL('.generated/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  const file = new URL(`${name}.ts`, dir);
  writeFileSync(file, `const __logged: unknown[] = [];\nconst __log = (v: unknown, ..._rest: unknown[]) => { __logged.push(v); };\n${instrumented}\nexport default __logged;\n`);
  return {
    file: fileURLToPath(file),
    check: (logged) => {
      expect(logged, `${name}: number of console.log calls`).toHaveLength(expectations.length);
      expectations.forEach((expected, i) => {
        if (expected !== undefined) expect(logged[i], `${name}: console.log number ${i + 1}`).toBe(expected);
      });
    },
  };
}
