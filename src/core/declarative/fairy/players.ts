/**
 * The seats of a game defined as data: the two ids its players go by (`turn`, `winner`, a move's
 * `player`, every message), first the side that moves first in the start position (upper case in
 * the FEN). Chess-like games say `white`/`black`; shogi `sente`/`gote`, xiangqi `red`/`black`,
 * janggi `cho`/`han`, as their players do.
 */
import { requireDefinitionNames } from '../../definition-names.js';
import { badDefinition } from '../invalid-definition.js';

/** The seats of a definition that names none: chess's. */
export const DEFAULT_PLAYERS: readonly [string, string] = ['white', 'black'];

/** A seat id: lower case, as every player id of the package is written (`white`, `sente`, `cho`). */
const SEAT = /^[a-z][a-z0-9-]{0,31}$/;

/**
 * The `players` field of a definition: two distinct lower-case ids (default white, black); anything
 * else is `INVALID_DEFINITION` naming the field.
 * @example
 * ```ts
 * readPlayers(['sente', 'gote']) // ['sente', 'gote']
 * readPlayers(['Red', 'black'])  // throws INVALID_DEFINITION (players[0] is not lower case)
 * ```
 */
export function readPlayers(value: unknown): readonly [string, string] {
  if (value === undefined) return DEFAULT_PLAYERS;
  const names = requireDefinitionNames(value, 'players', 'game definition', 2, 2);
  names.forEach((name, i) => {
    if (!SEAT.test(name)) badDefinition(`players[${i}] must be a lower-case id (a letter, then letters, digits or -, at most 32), got ${JSON.stringify(name.slice(0, 40))}`);
  });
  return [names[0] as string, names[1] as string];
}
