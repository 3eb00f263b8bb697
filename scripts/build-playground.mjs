#!/usr/bin/env node
/**
 * Builds the playground into playground/dist/: index.html, style.css and one
 * classic script (app.js, no modules, so the page opens from disk too). The
 * page imports `boardwright` and its subpaths, resolved through this
 * package's own `exports` map to the built dist/ files — the package as a
 * user gets it. Run after `npm run build` (the `playground` script does both).
 */
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const out = join(root, 'playground', 'dist');

/** `boardwright` and `boardwright/<sub>` → the ESM file its exports map names. */
const packageEntries = {
  name: 'boardwright-entries',
  setup(b) {
    b.onResolve({ filter: /^boardwright(\/[\w-]+)?$/ }, (args) => {
      const sub = args.path === pkg.name ? '.' : `.${args.path.slice(pkg.name.length)}`;
      const target = pkg.exports[sub]?.import?.default;
      if (!target) return { errors: [{ text: `package.json exports no "${sub}"` }] };
      const file = join(root, target);
      if (!existsSync(file)) return { errors: [{ text: `${target} is missing: run npm run build first` }] };
      return { path: file };
    });
  },
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
await build({
  entryPoints: [join(root, 'playground', 'src', 'main.ts')],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  outfile: join(out, 'app.js'),
  plugins: [packageEntries],
  logLevel: 'warning',
  // tsup's chunk files import each other for side effects the package declares it has none of.
  logOverride: { 'ignored-bare-import': 'silent' },
});
for (const file of ['index.html', 'style.css']) copyFileSync(join(root, 'playground', file), join(out, file));
const js = readFileSync(join(out, 'app.js'));
console.log(`playground built in ${out}: app.js ${(statSync(join(out, 'app.js')).size / 1024).toFixed(1)} KiB (${(gzipSync(js).length / 1024).toFixed(1)} KiB gzipped)`);
