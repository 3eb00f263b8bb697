/** `boardwright --help`: usage text. */
import { EXIT_OK, println, type Cli } from '../io.js';

/** The usage text. */
export const USAGE = `Usage: boardwright <command> [arguments] [flags]

Commands:
  demo [game…]                      play a seeded random game of every game (or those named)
                                    --seed N (default 11)  --plies N (cap, default 5000)
                                    --every N (also show the board every N plies)
  games                             list the installed games (id and name)
  moves <game> [position]           list the legal moves of the start or the given position
  perft <game> <depth> [position]   count the leaves of the move tree, with time and nodes/s
                                    --divide  show the count below each first move
  play <game> [position]            play at the terminal: type moves; undo, moves, help, quit
                                    --vs computer  the reference bot plays the other side(s)
                                    --as PLAYER (default: the first player)  --seed N (default 1)
                                    --nodes N (bot's budget per move, default 20000)
  render <game> [position]          draw the board: as text, or with --svg as an SVG picture
                                    --orientation PLAYER  --size N (px)  --no-labels
  uci                               the reference bot as a UCI engine (chess, Chess960, the lichess
                                    and fairy games by UCI_Variant) for GUIs and tournament runners
  usi                               the reference bot as a USI engine (the shogi family)
  help                              this text

Flags:
  --options JSON   game options for moves/perft/play/render/demo, e.g.
                   boardwright moves draughts --options '{"capture":"huffing"}'
  -h, --help       this text
  -v, --version    the version

A position is the game's position text (FEN for chess, PDN FEN for draughts, …); quote it.
With no command, boardwright runs demo.
Exit codes: 0 success, 1 bad value (unknown game, bad position or depth), 2 bad command line.`;

/** Prints {@link USAGE}. */
export function help(cli: Cli): number {
  println(cli.stdout, USAGE);
  return EXIT_OK;
}
