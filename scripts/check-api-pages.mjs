#!/usr/bin/env node
/**
 * Run after `typedoc` (npm run docs): fails when two exported names differ only in letter case.
 * TypeDoc then writes the second page as `name-1.html` (e.g. `CHESS4-1.html` next to `chess4.html`),
 * a stray page that overwrites its twin on case-insensitive file systems.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../docs/api/', import.meta.url).pathname;
const stray = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (/-\d+\.html$/.test(entry.name)) stray.push(path.slice(root.length));
  }
};
walk(root);
if (stray.length > 0) {
  console.error(`API docs: ${stray.length} page(s) renamed by TypeDoc because two exports differ only in case: ${stray.join(', ')}`);
  process.exit(1);
}
console.log('API docs: no case-colliding page names');
