/** The options of a declared game's `setup` and `parse`, checked and filled with defaults. */
import { describe, fail } from '../errors.js';
import type { Compiled } from './compile.js';
import type { DeclarativeOptions } from './types.js';

/** The draw options in force: given, else the definition's default, else 100 plies and threefold on. */
export function readOptions(g: Compiled, options: DeclarativeOptions | undefined): { drawAfterPlies: number; threefold: boolean } {
  if (options !== undefined && (typeof options !== 'object' || options === null)) fail('INVALID_OPTION', `options must be an object, got ${describe(options)}`);
  const drawAfterPlies = options?.drawAfterPlies ?? g.def.drawAfterPlies ?? 100;
  if (!Number.isInteger(drawAfterPlies) || drawAfterPlies < 0) fail('INVALID_OPTION', `drawAfterPlies must be a non-negative integer (0 turns it off), got ${describe(drawAfterPlies)}`);
  const threefold = options?.threefold ?? true;
  if (typeof threefold !== 'boolean') fail('INVALID_OPTION', `threefold must be true or false, got ${describe(threefold)}`);
  return { drawAfterPlies, threefold };
}
