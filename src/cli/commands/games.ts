/** `boardwright games`: the installed games, id and name. */
import { allowFlags, type Args } from '../args.js';
import { EXIT_OK, println, type Cli } from '../io.js';

/** Runs `games`: one line per game, `id  name (players)`. */
export function games(cli: Cli, args: Args): number {
  allowFlags(args, 'games', []);
  const width = Math.max(0, ...cli.variants.map((v) => v.id.length));
  for (const v of cli.variants) println(cli.stdout, `${v.id.padEnd(width)}  ${v.name} (${v.players.join(', ')})`);
  if (cli.variants.length === 0) println(cli.stderr, 'No games are installed.');
  return EXIT_OK;
}
