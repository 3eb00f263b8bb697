/**
 * docs/writing-a-variant.md runs as written (see run-example.ts): its imports of `boardwright`,
 * `boardwright/kit` and `boardwright/testing` point at the sources and `./tri-hex.js` at the
 * Tri-Hex fixture. The examples are loaded while this file is collected, so the one that calls
 * `runConformance` registers its tests here, as in a user's test file.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { prepareExample, tsBlocks } from './run-example.js';

const PAGE = 'writing-a-variant.md';
const page = readFileSync(new URL(`../../docs/${PAGE}`, import.meta.url), 'utf8');
const fixture = fileURLToPath(new URL('../fixtures/tri-hex.js', import.meta.url));
const blocks = tsBlocks(page);
const examples: { check: (logged: unknown[]) => void; logged: unknown[] }[] = [];
for (const [i, code] of blocks.entries()) {
  const { file, check } = prepareExample(code.replace(/from '\.\/tri-hex\.js'/g, `from '${fixture}'`), `writing-a-variant-${i + 1}`);
  examples.push({ check, logged: (await import(/* @vite-ignore */ file)).default as unknown[] });
}

describe(`docs/${PAGE}`, () => {
  it('has examples, and imports from the three entries a variant author uses', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    for (const path of ["'boardwright'", "'boardwright/kit'", "'boardwright/testing'"]) expect(page).toContain(`from ${path}`);
  });

  examples.forEach(({ check, logged }, i) => {
    it(`example ${i + 1} runs and prints what its comments say`, () => check(logged));
  });
});
