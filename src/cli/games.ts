/** Finding a game by id, and reading the position a command starts from. */
import type { AnyVariant, Position } from '../core/index.js';
import type { Args } from './args.js';
import { optionsFlag } from './args.js';
import { InputError, UsageError, type Cli } from './io.js';

/** The installed game with this id; an {@link InputError} listing the ids otherwise. */
export function findGame(cli: Cli, id: string | undefined, command: string): AnyVariant {
  if (id === undefined) throw new UsageError(`${command} needs a game id (one of: ${ids(cli)})`);
  const found = cli.variants.find((v) => v.id === id);
  if (!found) throw new InputError(`unknown game "${id.slice(0, 40)}"; installed games: ${ids(cli)}`);
  return found;
}

function ids(cli: Cli): string {
  return cli.variants.length ? cli.variants.map((v) => v.id).join(', ') : '(none)';
}

/**
 * The start position, or the position text the user gave (the remaining
 * positionals joined by spaces, so an unquoted FEN works too).
 */
export function startPosition(variant: AnyVariant, words: readonly string[], args: Args): Position {
  const options = optionsFlag(args);
  const text = words.join(' ').trim();
  if (!text) return options === undefined ? variant.setup() : variant.setup(options);
  return options === undefined ? variant.parse(text) : variant.parse(text, options);
}
