/**
 * Every ```ts block of the README and of docs/*.md compiles under the repository's strict compiler
 * options, as it would in a user's strict project (the other docs tests run the blocks; this one
 * types them). One TypeScript program checks all blocks (typecheck.ts).
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tsBlocks } from './run-example.js';
import { typeErrors, type Example } from './typecheck.js';

const root = new URL('../../', import.meta.url);
const fixture = fileURLToPath(new URL('../fixtures/tri-hex.js', import.meta.url));
const pages = ['README.md', ...readdirSync(new URL('docs/', root)).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];

const examples: (Example & { page: string; index: number })[] = [];
for (const page of pages) {
  tsBlocks(readFileSync(new URL(page, root), 'utf8')).forEach((block, i) => {
    // writing-a-variant.md imports its game from './tri-hex.js': the Tri-Hex fixture, as the run test does.
    const code = block.replace(/from '\.\/tri-hex\.js'/g, `from '${fixture}'`);
    examples.push({ page, index: i + 1, name: `${page.replace(/\W/g, '-')}-${i + 1}`, code });
  });
}

describe('docs examples typecheck under strict', () => {
  const errors = typeErrors(examples);
  it('finds the examples of every page', () => expect(examples.length).toBeGreaterThan(40));
  for (const { page, index, name } of examples) {
    it(`${page}: example ${index} compiles under strict`, () => expect(errors.get(name)).toEqual([]));
  }
});
