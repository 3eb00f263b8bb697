/** Bundles the page with esbuild into dist/ (opens from disk: dist/index.html). */
import { build } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';

mkdirSync('dist', { recursive: true });
await build({ entryPoints: ['src/page.ts'], bundle: true, format: 'iife', target: 'es2022', outfile: 'dist/page.js', logLevel: 'warning',
  // The library's build imports its shared chunks for their order only; "sideEffects": false makes esbuild say so.
  logOverride: { 'ignored-bare-import': 'silent' } });
copyFileSync('src/index.html', 'dist/index.html');
for (const css of ['chessground.base.css', 'chessground.brown.css', 'chessground.cburnett.css']) {
  copyFileSync(`node_modules/chessground/assets/${css}`, `dist/${css}`);
}
console.log('built dist/index.html');
