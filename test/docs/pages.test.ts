/**
 * The guides' examples run as written: every ```ts block of every docs/*.md page (a page with a
 * test file of its own aside) is run, and its commented `console.log` lines must print what the
 * comments say (see run-example.ts). A block that cannot run here (a browser page, a framework's
 * server) says why in an HTML comment before it (`<!-- not run: … -->`) and is type-checked only
 * (typecheck.test.ts); ```tsx and ```js blocks are framework code, type-checked only.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { runExample } from './run-example.js';
import { docBlocks, pageSlug } from './blocks.js';

// Pages run by a test of their own (writing-a-variant registers conformance tests; engines needs Debian's engines).
const OWN_TEST = new Set(['chess-variants.md', 'engines.md', 'fairy.md', 'shogi.md', 'writing-a-variant.md', 'xiangqi.md']);
const pages = readdirSync(new URL('../../docs/', import.meta.url)).filter((f) => f.endsWith('.md') && !OWN_TEST.has(f)).sort();

describe('docs pages', () => {
  it('runs the blocks of every page without a test of its own', () => {
    expect(pages).toContain('getting-started.md');
    expect(pages.length).toBeGreaterThan(10);
  });
  for (const page of pages) {
    const blocks = docBlocks(`docs/${page}`).filter((b) => b.lang === 'ts');
    for (const block of blocks) {
      if (block.notRun !== undefined) {
        it.skip(`${page}: example ${block.index} is not run (${block.notRun.slice(0, 60)}); it is type-checked`, () => {});
        continue;
      }
      it(`${page}: example ${block.index} runs and prints what its comments say`, async () => {
        await runExample(block.code, `${pageSlug(page)}-${block.index}`);
      });
    }
  }
});
