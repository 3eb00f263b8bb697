/**
 * Runs a documentation code block as written: `from 'boardwright…'` imports are pointed at the
 * sources, and every `console.log(...)` whose line ends in a literal comment (`// 20`,
 * `// 'ILLEGAL_MOVE'`, `// true`) must print that value.
 */
import { expect } from 'vitest';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
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

/**
 * A `require('boardwright/…')` in an example runs the package's CommonJS build, as a user's would
 * (imports are pointed at the sources, a require is not): say so when that build is missing, as in a
 * fresh worktree where `npm test` (which builds first) has not run.
 */
function requireBuilt(code: string, name: string): void {
  for (const [, sub] of code.matchAll(/require\('boardwright(?:\/([\w.]+))?'\)/g)) {
    const built = new URL(`dist/${sub ?? 'index'}.cjs`, root);
    if (!existsSync(built)) throw new Error(`${name} requires 'boardwright${sub === undefined ? '' : `/${sub}`}', which runs the CommonJS build: ${fileURLToPath(built)} is missing (run \`npm run build\` first; \`npm test\` does)`);
  }
}

/** A comment that is only a value: a number, true/false, a quoted string, an object or an array. */
const SHOWN_VALUE = /\/\/\s*(-?\d+(\.\d+)?|true|false|'[^']*'|\{.*\}|\[.*\])\s*$/;

/**
 * The value a console.log line's comment shows: a number, true/false, a quoted string, or an object
 * or array literal (compared field by field; with `…`, only the fields shown); undefined when the
 * comment is words, or there is none.
 */
function shownValue(line: string, where: string): { value: unknown; deep: boolean | 'partial' } | undefined {
  const literal = SHOWN_VALUE.exec(line)?.[1];
  if (literal === undefined) return undefined;
  if (/^-?\d/.test(literal)) return { value: Number(literal), deep: false };
  if (literal === 'true' || literal === 'false') return { value: literal === 'true', deep: false };
  if (literal.startsWith("'")) return { value: literal.slice(1, -1), deep: false };
  // `{ over: false, … }`: the fields shown, the rest left out.
  const partial = literal.includes('…');
  try {
    // The docs' own text, read as a JavaScript literal (an object or array the page shows).
    return { value: new Function(`return (${literal.replace(/,?\s*…/g, '')});`)() as unknown, deep: partial ? 'partial' : true };
  } catch {
    throw new Error(`${where}: the comment shows ${literal}, which is not a whole value (write it in full, or in words)`);
  }
}

/** Runs `code` (a docs example) and checks what its commented `console.log` lines print. */
export async function runExample(code: string, name: string, folder?: string): Promise<void> {
  const { file, check } = prepareExample(code, name, folder);
  check((await import(/* @vite-ignore */ file)).default as unknown[]);
}

/**
 * Writes `code` (a docs example) to a module pointed at the sources; returns the module's path and
 * the check of what it logged. For examples that register tests (`runConformance`): import the module
 * while the test file is collected, then check in a test.
 */
export function prepareExample(code: string, name: string, folder?: string): { file: string; check: (logged: unknown[]) => void } {
  requireBuilt(code, name);
  const pointed = pointImports(code);
  // A comment that shows a value (`// 20`, `// 'e4'`, `// { over: true, … }`) promises output: it
  // must sit on a console.log line, where the value is checked, not beside code that prints nothing.
  pointed.split('\n').forEach((line, i) => {
    if (!line.includes('console.log(') && SHOWN_VALUE.test(line)) throw new Error(`${name}: line ${i + 1} shows a value it does not print (put it on a console.log line): ${line.trim()}`);
  });
  const expectations: ({ readonly value: unknown; readonly deep: boolean | 'partial' } | undefined)[] = [];
  const instrumented = pointed
    .split('\n')
    .map((line, i) => {
      if (!line.includes('console.log(')) return line;
      expectations.push(shownValue(line, `${name}: line ${i + 1}`));
      return line.replace('console.log(', '__log(');
    })
    .join('\n');
  // A page's blocks share a folder when one imports another (`./tri-hex.js`, a block named `// tri-hex.ts`).
  const dir = new URL(`.generated/${folder === undefined ? '' : `${folder}/`}`, import.meta.url);
  mkdirSync(dir, { recursive: true });
  const file = new URL(`${name}.ts`, dir);
  writeFileSync(file, `const __logged: unknown[] = [];\nconst __log = (v: unknown, ..._rest: unknown[]) => { __logged.push(v); };\n${instrumented}\nexport default __logged;\n`);
  return {
    file: fileURLToPath(file),
    check: (logged) => {
      expect(logged, `${name}: number of console.log calls`).toHaveLength(expectations.length);
      expectations.forEach((expected, i) => {
        if (expected === undefined) return;
        if (expected.deep === 'partial') expect(logged[i], `${name}: console.log number ${i + 1}`).toMatchObject(expected.value as object);
        else if (expected.deep) expect(logged[i], `${name}: console.log number ${i + 1}`).toEqual(expected.value);
        else expect(logged[i], `${name}: console.log number ${i + 1}`).toBe(expected.value);
      });
    },
  };
}
