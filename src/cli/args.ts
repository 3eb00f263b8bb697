/**
 * Command-line parsing: positionals and `--flags`, nothing more. Each command
 * says which flags it accepts; anything else is a usage error.
 */
import { InputError, UsageError } from './io.js';

/** Flags that take a value (`--seed 7` or `--seed=7`); every other flag is a switch. */
const VALUE_FLAGS = new Set(['seed', 'plies', 'every', 'options', 'orientation', 'size', 'vs', 'as', 'nodes']);

/** Short spellings. */
const ALIASES: Readonly<Record<string, string>> = { h: 'help', v: 'version', d: 'divide' };

/** A parsed command line. */
export interface Args {
  /** The words that are not flags, in order (`--` ends flag parsing). */
  readonly positionals: readonly string[];
  /** Flags by name without dashes; switches map to `true`. */
  readonly flags: ReadonlyMap<string, string | true>;
}

/**
 * Splits argv (without the node and script paths) into positionals and flags.
 * @example
 * ```ts
 * parseArgs(['perft', 'chess', '4', '--divide']) // positionals: perft chess 4; flags: divide
 * ```
 */
export function parseArgs(argv: readonly string[]): Args {
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    const long = /^--([a-z][a-z-]*)(?:=(.*))?$/s.exec(arg);
    const short = /^-([a-z])$/.exec(arg);
    if (!long && !short) {
      positionals.push(arg);
      continue;
    }
    const raw = long ? (long[1] as string) : (short?.[1] as string);
    const name = ALIASES[raw] ?? raw;
    if (flags.has(name)) throw new UsageError(`--${name} given twice`);
    if (VALUE_FLAGS.has(name)) {
      const inline = long?.[2];
      const value = inline ?? argv[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      flags.set(name, value);
    } else {
      if (long?.[2] !== undefined) throw new UsageError(`--${name} takes no value`);
      flags.set(name, true);
    }
  }
  return { positionals, flags };
}

/** Refuses flags a command does not know. */
export function allowFlags(args: Args, command: string, allowed: readonly string[]): void {
  for (const name of args.flags.keys()) {
    if (name !== 'help' && !allowed.includes(name)) throw new UsageError(`${command} does not take --${name}`);
  }
}

/** A flag's value as an integer in [min, max], or `fallback` when absent. */
export function intFlag(args: Args, name: string, fallback: number, min: number, max: number): number {
  const value = args.flags.get(name);
  if (value === undefined) return fallback;
  if (value === true) throw new UsageError(`--${name} needs a value`);
  return parseIntArg(value, `--${name}`, min, max);
}

/** Parses a whole number in [min, max]; anything else is an {@link InputError} naming the argument. */
export function parseIntArg(text: string, what: string, min: number, max: number): number {
  if (!/^[+-]?\d{1,16}$/.test(text.trim())) throw new InputError(`${what} must be a whole number from ${min} to ${max}, got "${text.slice(0, 40)}"`);
  const n = Number(text.trim());
  if (n < min || n > max) throw new InputError(`${what} must be a whole number from ${min} to ${max}, got ${n}`);
  return n;
}

/** The `--options` flag: a JSON object passed to the game's `setup` / `parse`. */
export function optionsFlag(args: Args): Record<string, unknown> | undefined {
  const value = args.flags.get('options');
  if (value === undefined) return undefined;
  if (value === true) throw new UsageError('--options needs a JSON object, e.g. --options \'{"capture":"huffing"}\' for draughts');
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    throw new UsageError(`--options is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new UsageError('--options must be a JSON object, e.g. {"capture":"huffing"} for draughts');
  return parsed as Record<string, unknown>;
}
