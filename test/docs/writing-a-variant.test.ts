/**
 * docs/writing-a-variant.md runs as written (see run-example.ts): its imports of `boardwright`,
 * `boardwright/kit` and `boardwright/testing` point at the sources, and `./tri-hex.js` is the page's
 * own `// tri-hex.ts` block (the whole game), written beside the other blocks. The examples are
 * loaded while this file is collected, so the one that calls `runConformance` registers its tests
 * here, as in a user's test file.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { prepareExample } from './run-example.js';
import { docBlocks } from './blocks.js';

const PAGE = 'docs/writing-a-variant.md';
const page = readFileSync(new URL(`../../${PAGE}`, import.meta.url), 'utf8');
const blocks = docBlocks(PAGE);
const examples: { check: (logged: unknown[]) => void; logged: unknown[] }[] = [];
// The named modules first (a block imports them), then every block in page order.
const ordered = [...blocks.filter((b) => b.file !== undefined), ...blocks.filter((b) => b.file === undefined)];
for (const block of ordered) {
  const name = block.file?.replace(/\.ts$/, '') ?? `example-${block.index}`;
  const { file, check } = prepareExample(block.code, name, 'writing-a-variant');
  examples.push({ check, logged: (await import(/* @vite-ignore */ file)).default as unknown[] });
}

describe(`${PAGE}`, () => {
  it('has examples, and imports from the three entries a variant author uses', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    for (const path of ["'boardwright'", "'boardwright/kit'", "'boardwright/testing'"]) expect(page).toContain(`from ${path}`);
  });

  it("the page's tri-hex.ts is the repository's Tri-Hex fixture, imports aside", () => {
    const shown = blocks.find((b) => b.file === 'tri-hex.ts');
    const fixture = readFileSync(new URL('../fixtures/tri-hex.ts', import.meta.url), 'utf8');
    expect(shown?.code.replace('// tri-hex.ts\n', '')).toBe(fixture.replace("'../../src/index.js'", "'boardwright'").replace("'../../src/kit.js'", "'boardwright/kit'"));
  });

  examples.forEach(({ check, logged }, i) => {
    it(`block ${i + 1} (named modules first) runs and prints what its comments say`, () => check(logged));
  });
});
