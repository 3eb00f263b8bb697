import { defineConfig } from 'tsup';

// One entry per public subpath, plus the CLI. Shared code lands in chunks.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    chess: 'src/variants/chess/index.ts',
    draughts: 'src/variants/draughts/index.ts',
    diamond: 'src/variants/diamond/index.ts',
    dilkel: 'src/variants/dilkel/index.ts',
    chess4: 'src/variants/chess4/index.ts',
    cli: 'src/cli/main.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  splitting: true,
  treeshake: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  sourcemap: false,
});
