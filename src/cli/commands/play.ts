/**
 * `boardwright play <game> [position]`: a person plays at the terminal.
 * Reads lines from any async line source (readline on stdin, or an array in
 * tests), so piped input works the same as typing.
 */
import { GameRecord, attempt, type AnyVariant, type Move, type Position, type Status } from '../../core/index.js';
import { chooseMove } from '../../bot/index.js';
import { allowFlags, intFlag, type Args } from '../args.js';
import { eliminationText, newEliminations, statusText } from '../describe.js';
import { findGame, startPosition } from '../games.js';
import { besideEachOther, squareKey } from '../square-key.js';
import { EXIT_OK, UsageError, println, wrap, type Cli } from '../io.js';
import { seatNamed } from '../seat-name.js';

/** Options of {@link play}. */
export interface PlayOptions {
  /** Repeat each input line after the prompt (for piped input, which a terminal does not echo). */
  readonly echo?: boolean;
  /** Shows the prompt; default: write it to stdout. (A terminal line editor wants to draw the prompt itself.) */
  readonly prompt?: (text: string) => void;
}

const HELP = [
  'Type a move in the game\'s notation (or its number from "moves"). Commands:',
  '  moves   list the legal moves, numbered',
  '  board   show the board again',
  '  undo    take back the last move',
  '  text    print the position text (to paste into "boardwright play" or "perft")',
  '  help    this help',
  '  quit    leave (also end of input)',
].join('\n');

/** The reference bot's settings for `--vs computer`: the human plays `human`, the bot everyone else. */
interface Opponent {
  readonly human: string;
  readonly seed: number;
  readonly nodes: number;
}

/** Reads `--vs computer [--as <player>] [--seed N] [--nodes N]`; undefined without `--vs`. */
function opponentOf(variant: AnyVariant, args: Args): Opponent | undefined {
  const vs = args.flags.get('vs');
  if (vs === undefined) {
    for (const flag of ['as', 'seed', 'nodes']) if (args.flags.has(flag)) throw new UsageError(`--${flag} needs --vs computer`);
    return undefined;
  }
  if (vs !== 'computer') throw new UsageError(`--vs takes "computer", got ${vs === true ? 'nothing' : `"${vs.slice(0, 40)}"`}`);
  const as = args.flags.get('as');
  const human = as === undefined ? (variant.players[0] as string) : seatNamed(variant.players, String(as));
  if (!variant.players.includes(human)) throw new UsageError(`--as must name a player of ${variant.name}: ${variant.players.join(', ')}`);
  return { human, seed: intFlag(args, 'seed', 1, 0, 0xffffffff), nodes: intFlag(args, 'nodes', 20_000, 1, 10_000_000) };
}

/** Runs `play <game> [position] [--options JSON] [--vs computer …]` reading lines from `input`. */
export async function play(cli: Cli, args: Args, input: AsyncIterable<string>, options: PlayOptions = {}): Promise<number> {
  allowFlags(args, 'play', ['options', 'vs', 'as', 'seed', 'nodes']);
  const variant = findGame(cli, args.positionals[1], 'play');
  const opponent = opponentOf(variant, args);
  const game = new Session(cli, variant, startPosition(variant, args.positionals.slice(2), args), options.prompt, opponent);
  println(cli.stdout, `${variant.name}: players ${variant.players.join(', ')}. Type a move, "moves", "undo", "help" or "quit".`);
  if (opponent) println(cli.stdout, `You play ${opponent.human}; the computer plays ${variant.players.filter((p) => p !== opponent.human).join(', ')}.`);
  game.computerMoves();
  game.show();
  game.prompt();
  for await (const raw of input) {
    const line = raw.trim();
    if (options.echo) println(cli.stdout, line);
    if (game.handle(line) === 'quit') return EXIT_OK;
    game.prompt();
  }
  println(cli.stdout);
  return EXIT_OK;
}

/** One game at the terminal: a {@link GameRecord} and the commands on it. */
class Session {
  private readonly game: GameRecord<Position, Move>;
  private status: Status;

  constructor(
    private readonly cli: Cli,
    private readonly variant: AnyVariant,
    start: Position,
    private readonly showPrompt: (text: string) => void = (text) => cli.stdout.write(text),
    private readonly opponent?: Opponent,
  ) {
    this.game = new GameRecord(variant, start);
    this.status = variant.status(start);
  }

  private say(text = ''): void {
    println(this.cli.stdout, text);
  }

  /** Board, whose turn (or the result) and the legal moves. */
  show(): void {
    this.say();
    // Games that name squares by number show the numbers beside the board: what the board shows is what to type.
    const key = squareKey(this.variant);
    const board = this.variant.render(this.game.position);
    this.say(key === undefined ? board : besideEachOther(board, key));
    if (this.status.over) {
      this.say(`Game over: ${statusText(this.status, this.game.position)}. Type "undo" or "quit".`);
      return;
    }
    this.say(statusText(this.status));
    const legal: readonly Move[] = this.variant.legalMoves(this.game.position);
    this.say(`Legal moves (${legal.length}):`);
    for (const line of wrap(legal.map((m) => m.notation), 78, '  ')) this.say(line);
  }

  prompt(): void {
    this.showPrompt(this.status.over ? 'game over> ' : `${this.status.turn}> `);
  }

  /** Handles one input line; returns 'quit' to leave. */
  handle(line: string): 'quit' | undefined {
    switch (line.toLowerCase()) {
      case '':
        return undefined;
      case 'quit':
      case 'exit':
      case 'q':
        this.say('Bye.');
        return 'quit';
      case 'help':
      case '?':
        this.say(HELP);
        return undefined;
      case 'board':
        this.show();
        return undefined;
      case 'text':
      case 'fen':
        this.say(this.variant.format(this.game.position));
        return undefined;
      case 'moves':
        this.listMoves();
        return undefined;
      case 'undo':
        this.undo();
        return undefined;
      default:
        this.move(line);
        return undefined;
    }
  }

  private listMoves(): void {
    const legal: readonly Move[] = this.variant.legalMoves(this.game.position);
    if (legal.length === 0) this.say('No legal moves.');
    legal.forEach((m, i) => this.say(`${String(i + 1).padStart(4)}. ${m.notation}`));
  }

  /** Lets the computer move while it is not the human's turn (no-op without `--vs computer`). */
  computerMoves(): void {
    const opponent = this.opponent;
    if (!opponent) return;
    while (!this.status.over && this.game.position.turn !== opponent.human) {
      const mover = this.game.position.turn;
      const before = this.status;
      const move = chooseMove(this.variant, this.game.position, { seed: opponent.seed + this.game.history.length, maxNodes: opponent.nodes });
      this.game.play(move);
      this.status = this.variant.status(this.game.position);
      this.say(`${mover} (computer) played ${move.notation}`);
      for (const e of newEliminations(before, this.status)) this.say(eliminationText(e));
    }
  }

  private undo(): void {
    if (this.game.history.length === 0) {
      this.say('Nothing to undo: this is the start position.');
      return;
    }
    // Against the computer, take back its replies too, back to the human's own last move.
    const taken: string[] = [this.game.undo().notation];
    while (this.opponent && this.game.history.length > 0 && this.game.position.turn !== this.opponent.human) taken.unshift(this.game.undo().notation);
    this.status = this.variant.status(this.game.position);
    this.say(`Took back ${taken.join(' ')}.`);
    this.show();
  }

  private move(text: string): void {
    if (this.status.over) {
      this.say(`The game is over: ${statusText(this.status, this.game.position)}. No more moves; type "undo" or "quit".`);
      return;
    }
    const mover = this.game.position.turn;
    const legal: readonly Move[] = this.variant.legalMoves(this.game.position);
    let result = attempt(() => this.game.play(text));
    if (!result.ok && /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= legal.length) {
      // Not a move text, but a number from the "moves" list.
      result = attempt(() => this.game.play(legal[Number(text) - 1] as Move));
    }
    if (!result.ok) {
      this.say(`Not played: ${result.error.message}`);
      return;
    }
    const before = this.status;
    this.status = this.variant.status(result.value);
    // The record keeps the listed move, so the transcript shows standard notation (e.g. SAN for a UCI input).
    this.say(`${mover} played ${this.game.moves[this.game.moves.length - 1]?.notation ?? text}`);
    for (const e of newEliminations(before, this.status)) this.say(eliminationText(e));
    this.computerMoves();
    this.show();
  }
}
