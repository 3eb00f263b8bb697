/**
 * The names a game definition gives (its id, its name, its player ids, its
 * option names): every `define*` checks them the same way, so a name is
 * short, printable text wherever it later appears (messages, pictures,
 * records).
 */
import { describe, excerpt, fail } from './errors.js';

/** Longest id, name, player id or option name a definition may give. */
export const MAX_DEFINITION_NAME = 64;

/**
 * A definition's name field: a non-empty string of at most
 * {@link MAX_DEFINITION_NAME} characters with no control character (and no
 * lone surrogate half); else `INVALID_DEFINITION` naming `field`.
 * @example
 * ```ts
 * requireDefinitionName('Tri-Hex', 'name', 'defineVariant') // 'Tri-Hex'
 * requireDefinitionName('a\u0007', 'name', 'defineVariant') // throws INVALID_DEFINITION
 * ```
 */
export function requireDefinitionName(value: unknown, field: string, who: string): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_DEFINITION_NAME) {
    fail('INVALID_DEFINITION', `${who}: ${field} must be a string of 1 to ${MAX_DEFINITION_NAME} characters, got ${typeof value === 'string' ? excerpt(value) : describe(value)}`, { field });
  }
  // \p{Cc}: C0 and C1 controls; \p{Cs}: a surrogate half not paired (the u flag pairs the others).
  if (/[\p{Cc}\p{Cs}]/u.test(value)) fail('INVALID_DEFINITION', `${who}: ${field} holds a control character: ${excerpt(value)}`, { field });
  return value;
}

/** `requireDefinitionName` for each entry of a list of distinct names (player ids, option names). */
export function requireDefinitionNames(value: unknown, field: string, who: string, min: number, max: number): readonly string[] {
  if (!Array.isArray(value) || value.length < min || value.length > max) fail('INVALID_DEFINITION', `${who}: ${field} must be an array of ${min} to ${max} names, got ${Array.isArray(value) ? `${value.length} entries` : describe(value)}`, { field });
  const seen = new Set<string>();
  value.forEach((name: unknown, i) => {
    // A for-each skips holes; a hole is undefined and refused by the length check below.
    if (seen.has(requireDefinitionName(name, `${field}[${i}]`, who))) fail('INVALID_DEFINITION', `${who}: ${field} names ${excerpt(name as string)} twice`, { field });
    seen.add(name as string);
  });
  if (seen.size !== value.length) fail('INVALID_DEFINITION', `${who}: ${field} has holes (a sparse array)`, { field });
  return value as readonly string[];
}

/** Most players a game may seat. */
const MAX_PLAYERS = 16;

/** A game's id, name and player ids, as every `define*` checks them (`who` names the caller in the message). */
export function requireGameNames(game: { readonly id?: unknown; readonly name?: unknown; readonly players?: unknown }, who: string): void {
  requireDefinitionName(game.id, 'id', who);
  requireDefinitionName(game.name, 'name', who);
  requireDefinitionNames(game.players, 'players', who, 1, MAX_PLAYERS);
}
