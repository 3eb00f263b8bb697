/**
 * `boardwright uci` and `boardwright usi`: the reference bot as an engine that GUIs, tournament
 * runners and bot bridges load. It reads the protocol's commands from stdin and answers on stdout:
 * the handshake with the games it plays as `UCI_Variant` (`USI_Variant`), positions with moves,
 * `go` with depth, node and time limits, `info` lines per finished depth, `bestmove`.
 */
import type { AnyVariant, Move, Position } from '../../core/index.js';
import { analyse, createBotMemory, type BotAnalysis, type BotMemory } from '../../bot/index.js';
import { WIN, WON } from '../../bot/adapter.js';
import { engineGame, UCI, USI, type Protocol } from '../../engine/engine-games.js';
import { antichess, atomic, chess, chess960, crazyhouse, horde, kingOfTheHill, racingKings, threeCheck } from '../../variants/chess/index.js';
import { fairyVariants } from '../../variants/fairy/index.js';
import { allowFlags, type Args } from '../args.js';
import { EXIT_OK, InputError, println, type Cli } from '../io.js';
import { MAX_NODES, MAX_TIME_MS, readGo, thinkingTime, type GoWords } from './go-budget.js';

/** The games whose moves carry UCI text: the chess family and the fairy games. */
const UCI_FAMILY: ReadonlySet<unknown> = new Set<unknown>([chess, chess960, threeCheck, kingOfTheHill, racingKings, antichess, atomic, horde, crazyhouse, ...fairyVariants]);

/** What differs between the two commands besides the protocol's words. */
interface Dialect {
  readonly protocol: Protocol;
  /** The option that names the game, and the game played until it is set. */
  readonly variantOption: string;
  readonly defaultGame: string;
  /** The `position` keyword for position text (`fen`, `sfen`). */
  readonly positionWord: string;
  /** The answer when there is no move: UCI `(none)`, USI `resign`. */
  readonly noMove: string;
  /** Mate distance in plies (USI) or moves (UCI). */
  readonly mateInPlies: boolean;
  readonly plays: (variant: AnyVariant) => boolean;
}

const DIALECTS: Readonly<Record<'uci' | 'usi', Dialect>> = {
  uci: { protocol: UCI, variantOption: 'UCI_Variant', defaultGame: 'chess', positionWord: 'fen', noMove: '(none)', mateInPlies: false, plays: (v) => UCI_FAMILY.has(v) },
  usi: {
    protocol: USI, variantOption: 'USI_Variant', defaultGame: 'shogi', positionWord: 'sfen', noMove: 'resign', mateInPlies: true,
    plays: (v) => typeof (v as { toSfen?: unknown }).toSfen === 'function',
  },
};

/** Runs the engine loop on `input` until `quit` or the end of input. */
export async function engine(cli: Cli, args: Args, input: AsyncIterable<string>, protocol: 'uci' | 'usi'): Promise<number> {
  allowFlags(args, protocol, []);
  const session = new Session(cli, DIALECTS[protocol]);
  for await (const line of input) if (!session.command(line)) break;
  await session.end();
  return EXIT_OK;
}

type Game = AnyVariant & { readonly id: string };

class Session {
  private readonly games: readonly Game[];
  private variantName: string;
  private chess960 = false;
  private seed = 1;
  private game: Game;
  private position: Position;
  /** The running search, and whether it has been asked to stop. */
  private running: Promise<void> | undefined;
  private stopping = false;
  /** The bot's transposition table, kept from move to move (and from depth to depth) until a new game, as engines keep theirs. */
  private memory: BotMemory = createBotMemory();

  constructor(
    private readonly cli: Cli,
    private readonly dialect: Dialect,
  ) {
    this.games = cli.variants.filter(dialect.plays) as Game[];
    this.variantName = dialect.defaultGame;
    const first = this.pick() ?? this.games[0];
    if (!first) throw new InputError(`no installed game speaks ${dialect.protocol.name.toUpperCase()}`);
    this.game = first;
    this.position = this.game.setup();
  }

  private say(text: string): void {
    println(this.cli.stdout, text);
  }

  /** Handles one line; false once the engine should leave. */
  command(line: string): boolean {
    const words = line.trim().split(/\s+/);
    const p = this.dialect.protocol;
    switch (words[0]) {
      case p.hello:
        this.hello();
        break;
      case 'isready':
        this.say('readyok');
        break;
      case p.newGame:
        this.position = this.game.setup();
        this.memory.clear();
        break;
      case 'setoption':
        this.setOption(words);
        break;
      case 'position':
        this.setPosition(words);
        break;
      case 'go':
        this.go(readGo(words.slice(1), p.clock));
        break;
      case 'stop':
        this.stopping = true;
        break;
      case 'quit':
        return false;
      default:
        // Unknown commands (`debug`, `ponderhit`, `gameover`, blank lines) are passed over, as the protocols ask.
        break;
    }
    return true;
  }

  /** Stops a search still running and waits for its answer. */
  async end(): Promise<void> {
    this.stopping = true;
    await this.running;
  }

  private hello(): void {
    this.say(`id name boardwright ${this.cli.version}`);
    this.say('id author boardwright contributors');
    const names = [...new Set(this.games.map((g) => engineGame(g).name))];
    this.say(`option name ${this.dialect.variantOption} type combo default ${this.dialect.defaultGame} ${names.map((n) => `var ${n}`).join(' ')}`);
    if (this.dialect.protocol.name === 'uci') this.say('option name UCI_Chess960 type check default false');
    this.say('option name Seed type spin default 1 min 0 max 2147483647');
    this.say('option name Hash type spin default 16 min 1 max 1024');
    this.say(this.dialect.protocol.ok);
  }

  /** The game named by the variant option (and UCI_Chess960), if we play it. */
  private pick(): Game | undefined {
    const named = this.games.filter((g) => engineGame(g).name === this.variantName);
    return named.find((g) => engineGame(g).chess960 === this.chess960) ?? named[0];
  }

  private setOption(words: readonly string[]): void {
    const at = words.indexOf('value');
    const name = words.slice(2, at < 0 ? undefined : at).join(' ').toLowerCase();
    const value = at < 0 ? '' : words.slice(at + 1).join(' ');
    if (name === 'uci_variant' || name === 'usi_variant') this.variantName = value;
    else if (name === 'uci_chess960') this.chess960 = value === 'true';
    else if (name === 'seed' && /^\d+$/.test(value) && Number(value) <= 2147483647) this.seed = Number(value);
    else if (name === 'hash' && /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 1024) {
      if (this.running) return this.say('info string Hash is set between searches');
      this.memory = createBotMemory(Number(value));
      return;
    }
    else return this.say(`info string unknown option or value: ${words.slice(2).join(' ').slice(0, 80)}`);
    const game = this.pick();
    if (!game) return this.say(`info string boardwright does not play ${value.slice(0, 40)}`);
    if (game !== this.game) {
      this.game = game;
      this.position = game.setup();
    }
  }

  /** `position startpos|fen … [moves …]`: a position the engine cannot read leaves the last one in place. */
  private setPosition(words: readonly string[]): void {
    const movesAt = words.indexOf('moves');
    const head = words.slice(1, movesAt < 0 ? undefined : movesAt);
    const moves = movesAt < 0 ? [] : words.slice(movesAt + 1);
    const game = this.game as unknown as { setup(): Position; parse(text: string): Position; legalMoves(p: Position): readonly Move[]; play(p: Position, m: Move): Position; status(p: Position): { over: boolean } };
    try {
      let p = head[0] === 'startpos' ? game.setup() : head[0] === this.dialect.positionWord ? game.parse(head.slice(1).join(' ')) : undefined;
      if (!p) return this.say(`info string position needs startpos or ${this.dialect.positionWord}`);
      const style = engineGame(this.game);
      for (const text of moves) {
        const move = game.legalMoves(p).find((m) => this.dialect.protocol.moveText(m, style) === text);
        if (!move) return this.say(`info string illegal move ${text.slice(0, 20)} in the position command`);
        p = game.play(p, move);
      }
      this.position = p;
    } catch (error) {
      this.say(`info string ${(error as Error).message.slice(0, 200)}`);
    }
  }

  private go(go: GoWords): void {
    if (this.running) return this.say('info string already searching');
    this.stopping = false;
    this.running = this.search(go).finally(() => {
      this.running = undefined;
    });
  }

  /**
   * Iterative deepening on the bot: one search per depth (each its own `analyse`, with what is left
   * of the time), an `info` line for each that finished, and a pause between them to read `stop`,
   * `isready` and `quit`. The bot's score is in pawns, or ±1 000 000 less the plies to a forced result.
   */
  private async search(go: GoWords): Promise<void> {
    const game = this.game as unknown as Parameters<typeof analyse>[0], position = this.position;
    const style = engineGame(this.game);
    const started = this.cli.now();
    const side = this.game.players.indexOf(position.turn);
    const budget = go.infinite ? Infinity : thinkingTime(go, side);
    const maxDepth = Math.min(go.depth ?? 64, 64);
    let best: BotAnalysis<Move> | undefined;
    for (let depth = 1; depth <= maxDepth; depth++) {
      if (this.stopping && best) break;
      const left = budget - (this.cli.now() - started);
      if (left <= 0 && best) break;
      let found: BotAnalysis<Move>;
      const t0 = this.cli.now();
      try {
        found = analyse(game, position, { seed: this.seed, memory: this.memory, maxDepth: depth, timeMs: Math.max(1, Math.min(MAX_TIME_MS, left)), maxNodes: Math.min(MAX_NODES, go.nodes ?? MAX_NODES) });
      } catch {
        break; // the game is over: no move to give
      }
      // A depth cut short by the budget does not replace a finished one.
      if (!best || found.depth >= depth) best = found;
      const ms = Math.max(1, Math.round(this.cli.now() - t0));
      if (found.depth >= depth) this.say(`info depth ${depth} score ${this.score(found.score)} nodes ${found.nodes} nps ${Math.round((found.nodes * 1000) / ms)} time ${ms} pv ${this.dialect.protocol.moveText(found.move, style)}`);
      if (found.depth < depth || found.nodes === 0 || Math.abs(found.score) >= WON) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    // `go infinite` answers only when told to stop.
    while (go.infinite && !this.stopping) await new Promise((resolve) => setTimeout(resolve, 5));
    this.say(`bestmove ${best ? this.dialect.protocol.moveText(best.move, style) : this.dialect.noMove}`);
  }

  private score(score: number): string {
    if (Math.abs(score) < WON) return `cp ${Math.round(score * 100)}`;
    const plies = WIN - Math.abs(score), sign = Math.sign(score);
    return `mate ${sign * (this.dialect.mateInPlies ? plies : Math.ceil(plies / 2))}`;
  }
}
