/** The one error a bad game definition raises, so every check words it the same way. */
import { fail } from '../errors.js';

/** Throws `INVALID_ARGUMENT` prefixed `game definition:` (the definition is an argument of `defineGame`). */
export function badDefinition(message: string): never {
  return fail('INVALID_ARGUMENT', `game definition: ${message}`);
}
