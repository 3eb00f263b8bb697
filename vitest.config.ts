import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two tiers. `npm test` (the README's command, 5-minute budget on the 2-core CI machine) runs every
// `*.test.ts` except the heavy ones; `npm run test:heavy` (run by `.ci/run` after `npm test`) runs
// the `*.heavy.test.ts` files: long property runs, whole-family conformance walks and large
// reference sweeps. Nothing is skipped in CI — the heavy tier is only kept out of the quick loop.
const heavy = process.env.BOARDWRIGHT_TIER === 'heavy';

/** The lines boardgame.io's logger writes when its master refuses an action. */
const BOARDGAME_IO_REFUSALS = /^ERROR: (invalid move|disallowed move|player not active|cannot make move after game end|Undo is not enabled|Redo is not enabled|playerID)/;

export default defineConfig({
  test: {
    include: heavy ? ['test/**/*.heavy.test.ts'] : ['test/**/*.test.ts'],
    exclude: heavy ? ['**/node_modules/**'] : ['**/node_modules/**', 'test/**/*.heavy.test.ts'],
    // A test's time-out must hold on the 2-core CI machine under load, where a test takes about ten
    // times its quiet time at load 30 (moves-from-squares' amazons walk: 9.0 s in a quiet CI, 81.7 s;
    // xiangqi-text's WXF walk 6.1 s, 68.9 s). The heavy tier's walks get 10 minutes; a test that hangs
    // still fails, only later. npm test's longest took 46 s at load 30.
    testTimeout: heavy ? 600_000 : 120_000,
    hookTimeout: heavy ? 600_000 : 120_000,
    // Vitest's default is one worker fewer than the cores: on the 2-core CI machine that is a single
    // worker while the main process idles. Every core runs test files instead.
    maxWorkers: Math.max(2, availableParallelism()),
    // In `npm test`, a worker runs its test files one after another in one module registry instead of a fresh one per
    // file: the engine's modules, the compiled fairy definitions and ffish's WebAssembly load once per
    // worker, not once per file (vitest's import time fell from 204 s to 80 s summed, the run from 366 s to
    // 222 s). So a test file must leave nothing behind: spies restored (afterEach(vi.restoreAllMocks)),
    // globals put back (ffish-oracle.ts restores fetch), and a file that mocks a module imports what it
    // tests after vi.resetModules() (test/fairy/built-in-definitions.test.ts). The heavy tier keeps a
    // registry per file (its long walks gain little from shared imports).
    isolate: heavy,
    // boardgame.io logs every move its master refuses as `ERROR: …` on stderr; the adapter's tests
    // send such moves on purpose (and assert the refusal), so those lines are expected, not failures.
    onConsoleLog(log, type) {
      if (type === 'stderr' && BOARDGAME_IO_REFUSALS.test(log)) return false;
      return undefined;
    },
  },
});
