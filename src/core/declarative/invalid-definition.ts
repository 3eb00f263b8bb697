/** The one error a bad game definition raises, so every check words it the same way. */
import { fail } from '../errors.js';

/** Throws `INVALID_DEFINITION` prefixed `game definition:` (the definition is an argument of `defineGame`). */
export function badDefinition(message: string): never {
  return fail('INVALID_DEFINITION', `game definition: ${message}`);
}
