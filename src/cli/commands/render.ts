/** `boardwright render <game> [position] [--svg]`: the board as text, or as an SVG picture. */
import { allowFlags, intFlag, type Args } from '../args.js';
import { findGame, startPosition } from '../games.js';
import { EXIT_OK, UsageError, println, type Cli } from '../io.js';
import { seatNamed } from '../seat-name.js';
import { renderSvg } from '../../svg/index.js';

/**
 * Runs `render <game> [position] [--svg] [--orientation PLAYER] [--size N] [--no-labels] [--options JSON]`.
 * Without `--svg` it prints the text diagram (`render(position)`); with it, `renderSvg(variant, position)` of `boardwright/svg`.
 */
export function render(cli: Cli, args: Args): number {
  allowFlags(args, 'render', ['svg', 'orientation', 'size', 'no-labels', 'options']);
  const variant = findGame(cli, args.positionals[1], 'render');
  const position = startPosition(variant, args.positionals.slice(2), args);
  const svg = args.flags.has('svg');
  if (!svg) {
    for (const flag of ['orientation', 'size', 'no-labels']) if (args.flags.has(flag)) throw new UsageError(`--${flag} needs --svg`);
    println(cli.stdout, variant.render(position));
    return EXIT_OK;
  }
  const orientation = args.flags.get('orientation');
  if (orientation === true) throw new UsageError(`--orientation needs a player (one of: ${variant.players.join(', ')})`);
  const size = intFlag(args, 'size', 400, 16, 10_000);
  println(cli.stdout, renderSvg(variant, position, {
    size,
    labels: !args.flags.has('no-labels'),
    ...(orientation === undefined ? {} : { orientation: seatNamed(variant.players, orientation) }),
  }));
  return EXIT_OK;
}
