#!/usr/bin/env node
/**
 * The `boardwright` command. Only wires the process (argv, stdout, stderr,
 * stdin, exit code) to {@link run}; every command lives in its own module.
 */
import { stderr, stdin, stdout, argv } from 'node:process';
import process from 'node:process';
import { createInterface, type Interface } from 'node:readline';
import { installedGames } from './installed.js';
import { run } from './run.js';
import { readVersion } from './version.js';

// `boardwright demo | head` closes stdout early: stop quietly instead of crashing on EPIPE.
stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

// On a terminal readline edits the line and draws the prompt; piped input is read line by line.
const interactive = stdin.isTTY === true && stdout.isTTY === true;
let reader: Interface | undefined;
const lines = (): Interface => {
  if (!reader) {
    const created = createInterface({ input: stdin, output: interactive ? stdout : undefined, terminal: interactive });
    // Ctrl-C leaves the game like end of input does.
    created.on('SIGINT', () => created.close());
    reader = created;
  }
  return reader;
};

// A promise chain, not top-level await: the CommonJS build (dist/cli.cjs) cannot await at top level.
void run(
  argv.slice(2),
  {
    variants: installedGames,
    stdout: { write: (text) => void stdout.write(text), isTTY: stdout.isTTY === true },
    stderr: { write: (text) => void stderr.write(text), isTTY: stderr.isTTY === true },
    version: readVersion(argv[1]),
    now: () => performance.now(),
  },
  {
    lines,
    play: interactive
      ? {
          prompt: (text) => {
            lines().setPrompt(text);
            lines().prompt();
          },
        }
      : // Piped input is not echoed by a terminal: repeat it so transcripts read as a dialogue.
        { echo: true },
  },
).then((code) => {
  process.exitCode = code;
});
