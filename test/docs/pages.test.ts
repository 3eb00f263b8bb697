/**
 * The guides' examples run as written: every ```ts block of these pages is run and its commented
 * `console.log` lines must print what the comments say (see run-example.ts).
 */
import { describe, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { runExample, tsBlocks } from './run-example.js';

const PAGES = ['validating-on-a-server.md', 'draughts-variants.md', 'building-a-ui.md', 'writing-a-bot.md', 'pgn.md', 'errors.md', 'rendering.md', 'integrations.md'];

describe('docs pages', () => {
  for (const page of PAGES) {
    const blocks = tsBlocks(readFileSync(new URL(`../../docs/${page}`, import.meta.url), 'utf8'));
    it(`${page}: has examples`, () => {
      if (blocks.length === 0) throw new Error(`${page} has no \`\`\`ts block`);
    });
    blocks.forEach((code, i) => {
      it(`${page}: example ${i + 1} runs and prints what its comments say`, async () => {
        await runExample(code, `${page.replace(/\W/g, '-')}-${i + 1}`);
      });
    });
  }
});
