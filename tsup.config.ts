import { defineConfig } from 'tsup';

/**
 * One entry per public subpath: `index` is `boardwright`, `chess` is `boardwright/chess`, …
 *
 * Adding a subpath (say `boardwright/bot` from `src/bot/index.ts`) is one entry in each of:
 * 1. here: `bot: 'src/bot/index.ts',`
 * 2. package.json `exports`: `"./bot": { "import": { "types": "./dist/bot.d.ts", "default": "./dist/bot.js" },
 *    "require": { "types": "./dist/bot.d.cts", "default": "./dist/bot.cjs" } }`
 * 3. package.json `typesVersions["*"]`: `"bot": ["./dist/bot.d.ts"]` (TypeScript's `moduleResolution: "node"`)
 * 4. typedoc.json `entryPoints`: `"src/bot/index.ts"`, and `@module boardwright/bot` in that file's first comment
 * 5. `test/package/check-package.mjs` `SUBPATHS`: `'boardwright/bot': 'library'`
 * `test/package/entries.test.ts` fails until the five agree.
 */
export const subpaths = {
  index: 'src/index.ts',
  kit: 'src/kit.ts',
  testing: 'src/testing/index.ts',
  chess: 'src/variants/chess/index.ts',
  draughts: 'src/variants/draughts/index.ts',
  diamond: 'src/variants/diamond/index.ts',
  dilkel: 'src/variants/dilkel/index.ts',
  chess4: 'src/variants/chess4/index.ts',
  bot: 'src/bot/index.ts',
  fairy: 'src/variants/fairy/index.ts',
  'boardgame.io': 'src/integrations/boardgame-io/index.ts',
  engine: 'src/engine/index.ts',
  svg: 'src/svg/index.ts',
};

export default defineConfig({
  // The command is shipped as dist/cli.js only (ESM, no declarations); package.json `files` leaves out dist/cli.cjs.
  entry: { ...subpaths, cli: 'src/cli/main.ts' },
  format: ['esm', 'cjs'],
  dts: { entry: subpaths },
  splitting: true, // shared code lands in chunks
  treeshake: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  sourcemap: false,
});
