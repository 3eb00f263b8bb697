/** An in-process CLI with string sinks, for the command tests. */
import type { AnyVariant } from '../../src/core/index.js';
import type { Cli } from '../../src/cli/io.js';
import { run } from '../../src/cli/run.js';
import { hexapawn } from './hexapawn.js';

export interface Ran {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a command line against `variants` (default: Hexapawn only), feeding `lines` to `play`. */
export async function cli(argv: readonly string[], options: { variants?: readonly AnyVariant[]; lines?: readonly string[]; tty?: boolean } = {}): Promise<Ran> {
  let stdout = '';
  let stderr = '';
  let clock = 0;
  const context: Cli = {
    variants: options.variants ?? [hexapawn],
    stdout: { write: (t) => void (stdout += t), isTTY: options.tty ?? false },
    stderr: { write: (t) => void (stderr += t), isTTY: options.tty ?? false },
    version: '9.8.7',
    // A fake clock that advances 1 ms per reading: timing output is present but deterministic.
    now: () => clock++,
  };
  const lines = options.lines ?? [];
  const code = await run(argv, context, {
    lines: async function* () {
      yield* lines;
    },
    play: { echo: true },
  });
  return { code, stdout, stderr };
}
