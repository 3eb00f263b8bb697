/** `boardwright moves <game> [position]`: the legal moves, one per line, in the game's notation. */
import { allowFlags, type Args } from '../args.js';
import { statusText } from '../describe.js';
import { findGame, startPosition } from '../games.js';
import { EXIT_OK, println, type Cli } from '../io.js';

/** Runs `moves <game> [position] [--options JSON]`. */
export function moves(cli: Cli, args: Args): number {
  allowFlags(args, 'moves', ['options']);
  const variant = findGame(cli, args.positionals[1], 'moves');
  const position = startPosition(variant, args.positionals.slice(2), args);
  const legal = variant.legalMoves(position);
  for (const move of legal) println(cli.stdout, move.notation);
  // The count and any game end go to stderr so stdout stays one move per line for scripts.
  const status = variant.status(position);
  println(cli.stderr, `${legal.length} legal move${legal.length === 1 ? '' : 's'}${status.over ? `; game over: ${statusText(status)}` : ''}`);
  return EXIT_OK;
}
