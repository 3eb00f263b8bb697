/** The type-check tests of the documentation's blocks, under one module resolution (typecheck.ts). */
import { describe, expect, it } from 'vitest';
import { docBlocks, docPages, type DocBlock } from './blocks.js';
import { blockKey, typeErrors, type Resolution } from './typecheck.js';

export function typecheckSuite(resolution: Resolution): void {
  const blocks: DocBlock[] = docPages().flatMap(docBlocks);
  describe(`docs examples typecheck under strict, moduleResolution ${resolution}`, () => {
    const errors = typeErrors(blocks, resolution);
    it('finds the blocks of every page, the browser and framework ones included', () => {
      expect(blocks.length).toBeGreaterThan(80);
      expect(blocks.filter((b) => b.lang === 'tsx').length).toBeGreaterThan(0);
      expect(blocks.filter((b) => b.lang === 'js').length).toBeGreaterThan(0);
    });
    for (const block of blocks) {
      it(`${block.page}: ${block.lang} block ${block.index} compiles under strict`, () => expect(errors.get(blockKey(block))).toEqual([]));
    }
  });
}
