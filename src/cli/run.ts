/**
 * The command dispatcher: argv in, exit code out. Everything but the wiring
 * to `process` lives here so it can be tested in-process.
 */
import { parseArgs } from './args.js';
import { demo } from './commands/demo.js';
import { engine } from './commands/engine.js';
import { games } from './commands/games.js';
import { help } from './commands/help.js';
import { moves } from './commands/moves.js';
import { perft } from './commands/perft.js';
import { play, type PlayOptions } from './commands/play.js';
import { render } from './commands/render.js';
import { EXIT_OK, UsageError, guard, println, type Cli } from './io.js';

/** Where `play` reads its lines from. */
export interface RunInput {
  readonly lines: () => AsyncIterable<string>;
  readonly play?: PlayOptions;
}

const NO_INPUT: RunInput = {
  lines: async function* () {
    // No line source: play ends at once, as with an empty stdin.
  },
};

/**
 * Runs one command line (argv without node and script paths) and returns the exit code.
 * @example
 * ```ts
 * await run(['perft', 'chess', '3'], cli) // 0, after printing the count
 * ```
 */
export function run(argv: readonly string[], cli: Cli, input: RunInput = NO_INPUT): Promise<number> {
  return guard(cli, () => {
    const args = parseArgs(argv);
    if (args.flags.has('version')) {
      println(cli.stdout, cli.version);
      return EXIT_OK;
    }
    const command = args.positionals[0] ?? 'demo';
    if (args.flags.has('help')) return help(cli);
    switch (command) {
      case 'demo':
        return demo(cli, args);
      case 'games':
        return games(cli, args);
      case 'moves':
        return moves(cli, args);
      case 'perft':
        return perft(cli, args);
      case 'play':
        return play(cli, args, input.lines(), input.play);
      case 'render':
        return render(cli, args);
      case 'uci':
      case 'usi':
        return engine(cli, args, input.lines(), command);
      case 'help':
        return help(cli);
      default:
        throw new UsageError(`unknown command "${command.slice(0, 40)}"`);
    }
  });
}
