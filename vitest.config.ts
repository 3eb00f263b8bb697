import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Vitest's default is one worker fewer than the cores: on the 2-core CI machine that is a single
    // worker while the main process idles. Every core runs test files instead (npm test 5 min budget).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
