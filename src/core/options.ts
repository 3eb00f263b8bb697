/**
 * One rule for the options of every game's `setup` and `parse`: `undefined` means the defaults,
 * anything else must be a plain object whose every own key is an option the game knows. The game
 * then checks each value's type and range itself (all failures are `INVALID_OPTION`).
 */
import { describe, excerpt, fail } from './errors.js';

/**
 * Throws `INVALID_OPTION` unless `options` is `undefined` or an object naming only `known` options.
 * The message names the unknown option and lists the known ones, so a typo is easy to see.
 * @example
 * ```ts
 * requireOptionNames({ captur: 'mandatory' }, ['capture'], 'Diamond Kings')
 * // BoardwrightError INVALID_OPTION: unknown option "captur" for Diamond Kings; it takes: capture
 * ```
 */
export function requireOptionNames(options: unknown, known: readonly string[], game: string): void {
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) fail('INVALID_OPTION', `${game} options must be an object, got ${describe(options)}`);
  for (const key of Object.keys(options)) {
    if (known.includes(key)) {
      // `undefined` means "the default"; null is a wrong type, not a way to ask for it.
      if ((options as Record<string, unknown>)[key] === null) fail('INVALID_OPTION', `option ${key} of ${game} is null; leave it out (or undefined) for the default`, { option: key });
      continue;
    }
    const takes = known.length === 0 ? 'it takes no options' : `it takes: ${known.join(', ')}`;
    fail('INVALID_OPTION', `unknown option ${excerpt(key)} for ${game}; ${takes}`, { option: key.slice(0, 100), known: [...known] });
  }
}
