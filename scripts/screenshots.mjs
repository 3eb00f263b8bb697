#!/usr/bin/env node
/**
 * `node scripts/screenshots.mjs` (after `npm run build`): screenshots of xiangqi, janggi and shogi
 * drawn with their traditional pieces, taken in headless Chromium (Debian's /usr/bin/chromium, or
 * CHROMIUM_PATH) through test/browser/faces.mjs, written to docs/pictures/<game>-traditional.png for
 * docs/rendering.md. Refuses to write a board on which a piece shows no character. Says how many
 * CJK fonts the machine has: the pictures prove most when it has none.
 */
import { chromium } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBoards, cjkFonts } from '../test/browser/faces.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'docs', 'pictures');
mkdirSync(out, { recursive: true });
console.log(`CJK fonts on this machine (fc-list :lang=zh): ${cjkFonts() ?? 'unknown (no fontconfig)'}`);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const tab = await browser.newPage({ viewport: { width: 800, height: 800 } });
  for (const board of await checkBoards(tab)) {
    if (board.missing.length > 0) throw new Error(`${board.id}: pieces without a character: ${board.missing.join(' ')}`);
    writeFileSync(join(out, `${board.id}-traditional.png`), board.png);
    console.log(`docs/pictures/${board.id}-traditional.png (${board.pieces} pieces, ink ${(board.ink * 100).toFixed(0)}% of the general's face)`);
  }
} finally {
  await browser.close();
}
