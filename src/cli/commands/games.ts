/** `boardwright games`: the installed games, id and name, each game once. */
import { allowFlags, type Args } from '../args.js';
import { EXIT_OK, println, type Cli } from '../io.js';
import { fairyTwins } from '../twins.js';

/**
 * Runs `games`: one line per game, `id  name (players)`. A fairy-engine twin of a game of
 * `boardwright/chess` (`racingkings` for `racing-kings`) is named on that game's line instead of a
 * line of its own; both stay playable by id.
 */
export function games(cli: Cli, args: Args): number {
  allowFlags(args, 'games', []);
  const twins = fairyTwins(cli.variants);
  const hidden = new Set(twins.values());
  const listed = cli.variants.filter((v) => !hidden.has(v));
  const width = Math.max(0, ...listed.map((v) => v.id.length));
  for (const v of listed) {
    const twin = twins.get(v);
    println(cli.stdout, `${v.id.padEnd(width)}  ${v.name} (${v.players.join(', ')})${twin ? `; also "${twin.id}", Fairy-Stockfish's name, on the fairy engine` : ''}`);
  }
  if (cli.variants.length === 0) println(cli.stderr, 'No games are installed.');
  return EXIT_OK;
}
