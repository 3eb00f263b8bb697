/** Bundles the React page with esbuild into dist/ (opens from disk: dist/index.html). */
import { build } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';

mkdirSync('dist', { recursive: true });
await build({
  entryPoints: ['src/main.tsx'],
  bundle: true,
  format: 'iife',
  target: 'es2022',
  jsx: 'automatic',
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  outfile: 'dist/page.js',
  logLevel: 'warning',
  // The library's build imports its shared chunks for their order only; "sideEffects": false makes esbuild say so.
  logOverride: { 'ignored-bare-import': 'silent' },
});
copyFileSync('src/index.html', 'dist/index.html');
console.log('built dist/index.html');
