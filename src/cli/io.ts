/**
 * Where the command-line tool writes. Commands never touch `process`
 * directly: they get a {@link Cli} context and return an exit code, so tests
 * can run them in-process with string sinks.
 */
import { isBoardwrightError, type AnyVariant } from '../core/index.js';

/** A text sink (stdout, stderr or a test buffer). */
export interface Sink {
  write(text: string): void;
  /** True when the sink is an interactive terminal (progress lines may then overwrite themselves). */
  readonly isTTY?: boolean;
}

/** Everything a command may use from the outside world. */
export interface Cli {
  /** The games to offer, chosen by id. */
  readonly variants: readonly AnyVariant[];
  readonly stdout: Sink;
  readonly stderr: Sink;
  /** The package version, for `--version`. */
  readonly version: string;
  /** Milliseconds from a monotonic clock (for perft timing). */
  readonly now: () => number;
}

/** Exit codes: success, a bad value (unknown game, bad position, bad depth), a usage error (bad command line). */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** Writes `text` and a newline. */
export function println(sink: Sink, text = ''): void {
  sink.write(`${text}\n`);
}

/**
 * A problem in the command line itself (unknown command or flag, missing
 * argument): reported with a pointer to `--help`, exit code 2.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * A problem with a value the user gave (unknown game, bad depth): reported
 * as is, exit code 1.
 */
export class InputError extends Error {
  override readonly name = 'InputError';
}

/**
 * Runs a command and turns expected errors into a message on stderr and an
 * exit code; never prints a stack trace (set `BOARDWRIGHT_DEBUG=1` for one).
 */
export async function guard(cli: Cli, command: () => number | Promise<number>): Promise<number> {
  try {
    return await command();
  } catch (error) {
    if (error instanceof UsageError) {
      println(cli.stderr, `boardwright: ${error.message}`);
      println(cli.stderr, 'Run "boardwright --help" for usage.');
      return EXIT_USAGE;
    }
    if (error instanceof InputError || isBoardwrightError(error)) {
      println(cli.stderr, `boardwright: ${error.message}`);
      return EXIT_FAILURE;
    }
    const message = error instanceof Error ? error.message : String(error);
    println(cli.stderr, `boardwright: internal error: ${message}`);
    if (typeof process !== 'undefined' && process.env['BOARDWRIGHT_DEBUG'] && error instanceof Error) println(cli.stderr, error.stack ?? '');
    return EXIT_FAILURE;
  }
}

/** Groups `items` into lines no wider than `width` (items separated by one space). */
export function wrap(items: readonly string[], width = 78, indent = ''): string[] {
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    if (line && line.length + 1 + item.length > width) {
      lines.push(line);
      line = indent + item;
    } else {
      line = line ? `${line} ${item}` : indent + item;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Indents every line of a block of text. */
export function indent(text: string, by = '  '): string {
  return text
    .split('\n')
    .map((l) => (l ? by + l : l))
    .join('\n');
}
