/**
 * Who is who: boardgame.io names its players `'0'`, `'1'`, … and a boardwright game names them by
 * colour (`white`, `red`, `light`…). The seats list ties them: playerID `String(i)` plays `seats[i]`.
 */
import { describe, fail } from '../../core/errors.js';

/** The seats of one boardgame.io game, both ways round. */
export interface Seating<Player extends string> {
  /** The game's player for each playerID. */
  readonly seats: readonly Player[];
  /** The playerID of a game player (`undefined` for a name that is no player). */
  playerID(player: string): string | undefined;
  /** The game player of a playerID (`undefined` for an id with no seat). */
  player(playerID: string): Player | undefined;
}

/**
 * The seating for a game with `players` (in playing order): `seats` when given — each player once —
 * else the players as the game lists them. A wrong `seats` is `INVALID_OPTION`.
 * @example
 * ```ts
 * seating(['white', 'black'], ['black', 'white'], 'FIDE chess').playerID('white') // '1'
 * ```
 */
export function seating<Player extends string>(players: readonly Player[], seats: unknown, game: string): Seating<Player> {
  const order = seats === undefined ? [...players] : checkSeats(players, seats, game);
  const ids = new Map<string, string>(order.map((player, i) => [player, String(i)]));
  return {
    seats: Object.freeze(order),
    playerID: (player) => ids.get(player),
    // Only canonical ids ('0', '1', …): '01' or ' 1' name no seat.
    player: (playerID) => (String(Number(playerID)) === playerID ? order[Number(playerID)] : undefined),
  };
}

function checkSeats<Player extends string>(players: readonly Player[], seats: unknown, game: string): Player[] {
  const wanted = `each of ${players.join(', ')} once`;
  if (!Array.isArray(seats)) fail('INVALID_OPTION', `option seats of the boardgame.io game must be an array naming ${wanted}, got ${describe(seats)}`, { option: 'seats' });
  const list: unknown[] = seats;
  const known = new Set<string>(players);
  const seen = new Set<string>();
  for (const seat of list) {
    if (typeof seat !== 'string' || !known.has(seat) || seen.has(seat)) {
      fail('INVALID_OPTION', `option seats must name ${wanted} (${game}); ${describe(seat)} is ${typeof seat === 'string' && seen.has(seat) ? 'named twice' : 'not a player'}`, { option: 'seats' });
    }
    seen.add(seat);
  }
  if (seen.size !== players.length) fail('INVALID_OPTION', `option seats must name ${wanted} (${game}); it names ${seen.size}`, { option: 'seats' });
  return list as Player[];
}
