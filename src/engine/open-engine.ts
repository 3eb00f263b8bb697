/**
 * `openEngine`: a native engine (Stockfish, Fairy-Stockfish, a USI shogi engine) as an object that
 * plays and analyses positions of this package's games and answers with their move objects.
 */
import { BoardwrightError, describe, excerpt, fail } from '../core/errors.js';
import type { Move, Position, Variant } from '../core/variant.js';
import { EngineChild } from './child.js';
import { engineGame, UCI, USI, type EngineGame, type Protocol } from './engine-games.js';
import { readLine, type GameLine } from './game-line.js';
import { readInfo, type EngineScore, type InfoLine } from './info.js';
import { goCommand, type EngineLimits } from './limits.js';
import { readOption, setOptionLine, type EngineOption, type EngineOptionValue } from './options.js';

/** How to start and talk to an engine. */
export interface OpenEngineOptions {
  /** `uci` (the default: Stockfish, Fairy-Stockfish) or `usi` (shogi engines, Fairy-Stockfish in USI mode). */
  readonly protocol?: 'uci' | 'usi';
  /** Arguments of the command. */
  readonly args?: readonly string[];
  /** Working directory of the engine. */
  readonly cwd?: string;
  /** Environment of the engine (default: the caller's). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /**
   * How long the engine may take to answer a command, in ms (default 10 000): the handshake,
   * `isready`, and a search beyond its own time limit (`movetime`, or the clock of the side to move).
   * An engine that does not answer in time is ended, and the call fails with `ENGINE_TIMEOUT`.
   */
  readonly timeoutMs?: number;
  /**
   * How long the engine may take to start: the handshake and the `options` given here, in ms
   * (default 30 000; an engine loading a large network or hash table, or a busy machine, is slow to
   * start). Past it the engine is ended and `openEngine` fails with `ENGINE_TIMEOUT`.
   */
  readonly startTimeoutMs?: number;
  /** How long `quit()` waits for the engine to leave before it kills it, in ms (default 1 000). */
  readonly graceMs?: number;
  /** Engine options to set right after the handshake, as {@link Engine.configure} does. */
  readonly options?: Readonly<Record<string, EngineOptionValue>>;
}

/** One principal variation of an analysis. */
export interface AnalysisLine<M extends Move = Move> {
  /** Rank of the line, from 1 (the best). */
  readonly multipv: number;
  /** Depth the engine reached for this line. */
  readonly depth: number;
  /** Score from the side to move's view, as the engine reports it (centipawns, or mate in moves; USI engines count mate in plies). */
  readonly score: EngineScore;
  /** The moves of the line: move objects of the game, each legal after the ones before it. A line stops at the first move that is not (the engine's rules may go further than the game's: a game the package ends by repetition). */
  readonly pv: readonly M[];
  /** Positions searched, as reported. */
  readonly nodes?: number;
  /** Positions a second, as reported. */
  readonly nps?: number;
  /** Milliseconds searched, as reported. */
  readonly time?: number;
}

/** What {@link Engine.analyse} found. */
export interface Analysis<M extends Move = Move> {
  /** The lines, best first (as many as `multipv` asked, fewer when the position has fewer moves). */
  readonly lines: readonly AnalysisLine<M>[];
  /** The engine's move: one of `variant.legalMoves(position)`. */
  readonly bestMove: M;
}

/** Options of {@link Engine.analyse}. */
export interface AnalyseOptions {
  /** How many best lines to find (default 1): the engine's `MultiPV`. */
  readonly multipv?: number;
}

/** A running native engine. Calls are queued: each waits for the one before it. */
export interface Engine {
  /** The engine's name (`id name`), or the command when it gave none. */
  readonly name: string;
  /** The engine's author (`id author`), when it gave one. */
  readonly author: string | undefined;
  readonly protocol: 'uci' | 'usi';
  /** The options the engine offers, by lower-case name. */
  readonly options: ReadonlyMap<string, EngineOption>;
  /** Sets engine options (`{ 'Skill Level': 0, Threads: 1 }`), checked against what the engine offers (`INVALID_OPTION` otherwise). */
  configure(options: Readonly<Record<string, EngineOptionValue>>): Promise<void>;
  /** Tells the engine a new game starts (`ucinewgame` / `usinewgame`): it forgets what it learnt. Changing game does it by itself. */
  newGame(): Promise<void>;
  /**
   * The engine's move in `position`: one of `variant.legalMoves(position)`. `ILLEGAL_MOVE` (naming the
   * engine's text) when the engine answers a move that is not legal. Given a game line instead of a
   * position — a `GameRecord`, or `{ start, moves }` — the engine is sent the start and the moves
   * (`position startpos moves …`), so it sees the positions already reached (repetitions), and
   * searches the position they reach.
   */
  play<P extends Position, M extends Move>(variant: Variant<P, M, never>, position: P | GameLine<P, M>, limits: EngineLimits): Promise<M>;
  /** The engine's best lines in `position` (or at the end of a game line, as {@link Engine.play} takes it), with scores and principal variations as move objects. */
  analyse<P extends Position, M extends Move>(variant: Variant<P, M, never>, position: P | GameLine<P, M>, limits: EngineLimits, options?: AnalyseOptions): Promise<Analysis<M>>;
  /** Stops the running search (its call then answers with the best move found so far); resolves when it has answered. */
  stop(): Promise<void>;
  /** Ends the engine: `quit`, then a kill if it has not left after the grace period. Later calls fail with `ENGINE_FAILED`. */
  quit(): Promise<void>;
}

const DEFAULT_TIMEOUT = 10_000;
const DEFAULT_START_TIMEOUT = 30_000;
const DEFAULT_GRACE = 1_000;
/** How long `quit()` waits for a killed engine to be reported gone. */
const KILLED_WAIT = 10_000;
/** Answers that name no move: the engine has none, or gives up. */
const NO_MOVE = new Set(['(none)', '0000', 'resign', 'win']);

type AnyGame = Variant<Position, Move, never>;

function wholeOption(value: unknown, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) fail('INVALID_OPTION', `openEngine option "${name}" must be a whole number from ${min} to ${max}, got ${describe(value)}`);
  return value;
}

const OPEN_KEYS = new Set(['protocol', 'args', 'cwd', 'env', 'timeoutMs', 'startTimeoutMs', 'graceMs', 'options']);

function checkOpenOptions(options: unknown): OpenEngineOptions {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) fail('INVALID_OPTION', `openEngine options must be an object, got ${describe(options)}`);
  for (const key of Object.keys(options)) if (!OPEN_KEYS.has(key)) fail('INVALID_OPTION', `unknown openEngine option ${describe(key)} (use ${[...OPEN_KEYS].join(', ')})`);
  const o = options as OpenEngineOptions;
  if (o.protocol !== undefined && o.protocol !== 'uci' && o.protocol !== 'usi') fail('INVALID_OPTION', `openEngine "protocol" must be "uci" or "usi", got ${describe(o.protocol)}`);
  if (o.args !== undefined && (!Array.isArray(o.args) || !o.args.every((a) => typeof a === 'string'))) fail('INVALID_OPTION', 'openEngine "args" must be an array of strings');
  if (o.cwd !== undefined && typeof o.cwd !== 'string') fail('INVALID_OPTION', `openEngine "cwd" must be a string, got ${describe(o.cwd)}`);
  if (o.env !== undefined && (typeof o.env !== 'object' || o.env === null)) fail('INVALID_OPTION', `openEngine "env" must be an object, got ${describe(o.env)}`);
  return o;
}

/**
 * Starts a native engine and completes the handshake (`uci` … `uciok`, or `usi` … `usiok`).
 * Fails with `ENGINE_FAILED` when the command cannot be started or the engine dies, with
 * `ENGINE_TIMEOUT` when it does not finish the handshake in `startTimeoutMs`. Node only.
 *
 * @example
 * ```ts
 * import { chess } from 'boardwright/chess';
 * import { openEngine } from 'boardwright/engine';
 * const stockfish = await openEngine('/usr/games/stockfish');
 * const move = await stockfish.play(chess, chess.setup(), { movetime: 100 });
 * chess.legalMoves(chess.setup()).includes(move) // true
 * await stockfish.quit();
 * ```
 */
export async function openEngine(command: string, options: OpenEngineOptions = {}): Promise<Engine> {
  if (typeof command !== 'string' || command === '') fail('INVALID_ARGUMENT', `openEngine needs the engine's command (a path such as /usr/games/stockfish), got ${describe(command)}`);
  const o = checkOpenOptions(options);
  const timeoutMs = wholeOption(o.timeoutMs, 'timeoutMs', DEFAULT_TIMEOUT, 1, 86_400_000);
  const graceMs = wholeOption(o.graceMs, 'graceMs', DEFAULT_GRACE, 0, 60_000);
  const startTimeoutMs = wholeOption(o.startTimeoutMs, 'startTimeoutMs', DEFAULT_START_TIMEOUT, 1, 86_400_000);
  const child = new EngineChild(command, { args: o.args ?? [], cwd: o.cwd, env: o.env }, excerpt(command, 80));
  const engine = new NativeEngine(child, o.protocol === 'usi' ? USI : UCI, startTimeoutMs, graceMs);
  try {
    await engine.handshake();
    if (o.options !== undefined) await engine.configure(o.options);
  } catch (error) {
    child.kill();
    throw error;
  }
  engine.timeoutMs = timeoutMs;
  return engine;
}

class NativeEngine implements Engine {
  name: string;
  author: string | undefined;
  readonly options = new Map<string, EngineOption>();
  private queue: Promise<unknown> = Promise.resolve();
  /** The running search, for `stop` and `quit`. */
  private searching: Promise<unknown> | undefined;
  private closed = false;
  /** The game and MultiPV the engine is set to (undefined: not yet told). */
  private game: EngineGame | undefined;
  private multipv = 1;

  constructor(
    private readonly child: EngineChild,
    private readonly proto: Protocol,
    /** The time-out of the command being sent: the start's while starting, then the commands'. */
    public timeoutMs: number,
    private readonly graceMs: number,
  ) {
    this.name = child.command;
  }

  get protocol(): 'uci' | 'usi' {
    return this.proto.name;
  }

  async handshake(): Promise<void> {
    this.child.write(this.proto.hello);
    await this.child.wait((line) => {
      const words = line.trim().split(/\s+/);
      if (words[0] === 'id' && words[1] === 'name') this.name = this.child.label = words.slice(2).join(' ') || this.name;
      else if (words[0] === 'id' && words[1] === 'author') this.author = words.slice(2).join(' ');
      else if (words[0] === 'option') {
        const option = readOption(line);
        if (option) this.options.set(option.name.toLowerCase(), option);
      }
      return words[0] === this.proto.ok;
    }, this.timeoutMs, `"${this.proto.hello}" (the handshake)`);
  }

  configure(options: Readonly<Record<string, EngineOptionValue>>): Promise<void> {
    if (typeof options !== 'object' || options === null || Array.isArray(options)) return Promise.reject(new BoardwrightError('INVALID_OPTION', `engine options must be an object such as { Threads: 1 }, got ${describe(options)}`));
    let lines: string[];
    try {
      lines = Object.entries(options).map(([name, value]) => setOptionLine(this.options, this.name, name, value));
    } catch (error) {
      return Promise.reject(error);
    }
    return this.enqueue(async () => {
      for (const line of lines) this.child.write(line);
      await this.ready();
    });
  }

  newGame(): Promise<void> {
    return this.enqueue(async () => {
      this.child.write(this.proto.newGame);
      await this.ready();
    });
  }

  async play<P extends Position, M extends Move>(variant: Variant<P, M, never>, position: P | GameLine<P, M>, limits: EngineLimits): Promise<M> {
    return (await this.search(variant, position, limits, 1, false)).bestMove;
  }

  analyse<P extends Position, M extends Move>(variant: Variant<P, M, never>, position: P | GameLine<P, M>, limits: EngineLimits, options: AnalyseOptions = {}): Promise<Analysis<M>> {
    if (typeof options !== 'object' || options === null) return Promise.reject(new BoardwrightError('INVALID_OPTION', `analyse options must be an object such as { multipv: 3 }, got ${describe(options)}`));
    const multipv = options.multipv ?? 1;
    if (!Number.isSafeInteger(multipv) || multipv < 1 || multipv > 500) return Promise.reject(new BoardwrightError('INVALID_OPTION', `"multipv" must be a whole number from 1 to 500, got ${describe(multipv)}`));
    return this.search(variant, position, limits, multipv, true);
  }

  async stop(): Promise<void> {
    const running = this.searching;
    if (!running || this.child.dead) return;
    this.child.write('stop');
    await running.catch(() => undefined);
  }

  async quit(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (!this.child.dead) {
      if (this.searching) this.child.write('stop');
      this.child.write('quit');
    }
    if (!(await this.child.ended(this.graceMs))) {
      this.child.kill();
      // A killed process ends at once, but a busy machine may take a while to report it.
      await this.child.ended(KILLED_WAIT);
    }
  }

  /** Runs `task` after every call before it; a closed engine refuses. */
  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(() => {
      if (this.closed) fail('ENGINE_FAILED', `the engine ${this.name} has been quit`);
      return task();
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private ready(): Promise<void> {
    this.child.write('isready');
    return this.child.wait((line) => line.trim() === 'readyok', this.timeoutMs, '"isready"');
  }

  /** Sets the engine to `game` (variant, castling style, a new game) and to `multipv` lines, when it is not already. */
  private async select(game: EngineGame, multipv: number): Promise<void> {
    const changes: string[] = [];
    const same = this.game !== undefined && this.game.name === game.name && this.game.chess960 === game.chess960;
    if (!same) {
      const variantOption = this.options.get('uci_variant') ?? this.options.get('usi_variant');
      if (variantOption) changes.push(setOptionLine(this.options, this.name, variantOption.name, game.name));
      const chess960 = this.options.get('uci_chess960');
      if (chess960) changes.push(setOptionLine(this.options, this.name, chess960.name, game.chess960));
    }
    if (multipv !== this.multipv) changes.push(setOptionLine(this.options, this.name, 'MultiPV', multipv));
    for (const line of changes) this.child.write(line);
    if (!same) this.child.write(this.proto.newGame);
    if (changes.length || !same) await this.ready();
    this.game = game;
    this.multipv = multipv;
  }

  /** Checks that the engine can play `game` before anything is sent. */
  private checkGame(game: EngineGame, multipv: number): void {
    const variantOption = this.options.get('uci_variant') ?? this.options.get('usi_variant');
    const own = this.proto.name === 'usi' ? 'shogi' : 'chess';
    if (!variantOption && game.name !== own) fail('ENGINE_FAILED', `the engine ${this.name} has no UCI_Variant option: it plays ${own} only, not ${excerpt(game.name)}`, { variant: game.name });
    if (variantOption && !variantOption.vars.includes(game.name)) fail('ENGINE_FAILED', `the engine ${this.name} does not play ${excerpt(game.name)} (its UCI_Variant list: ${variantOption.vars.join(', ')})`, { variant: game.name });
    if (game.chess960 && !this.options.has('uci_chess960')) fail('ENGINE_FAILED', `the engine ${this.name} has no UCI_Chess960 option: it cannot play Chess960`);
    if (multipv > 1 && !this.options.has('multipv')) fail('INVALID_OPTION', `the engine ${this.name} has no MultiPV option: it finds one line only`);
  }

  private search<P extends Position, M extends Move>(variant: Variant<P, M, never>, input: P | GameLine<P, M>, limits: EngineLimits, multipv: number, analysing: boolean): Promise<Analysis<M>> {
    let prepared: { legal: readonly M[]; texts: string[]; go: ReturnType<typeof goCommand>; game: EngineGame; positionLine: string; position: P };
    try {
      if (typeof variant !== 'object' || variant === null || typeof variant.legalMoves !== 'function') fail('INVALID_ARGUMENT', `play and analyse need a game (a variant object), got ${describe(variant)}`);
      const game = engineGame(variant);
      const line = readLine(variant, input, this.proto.name.toUpperCase(), (m) => this.proto.moveText(m, game));
      const position = line.position;
      const status = variant.status(position);
      if (status.over) fail('GAME_OVER', `the game is over (${status.reason}); there is no move to ask the engine for`, { status });
      const legal = variant.legalMoves(position);
      if (legal.length === 0) fail('GAME_OVER', `${position.turn} has no legal move`);
      const texts = legal.map((m) => this.proto.moveText(m, game) ?? fail('INVALID_ARGUMENT', `${excerpt(variant.name)} writes no ${this.proto.name.toUpperCase()} move text: the engine cannot play it`));
      const go = goCommand(limits, variant.players, position.turn, this.proto.clock);
      this.checkGame(game, multipv);
      const positionLine = this.proto.position(variant as unknown as AnyGame, line.root, line.moves, game);
      prepared = { legal, texts, go, game, positionLine, position };
    } catch (error) {
      return Promise.reject(error);
    }
    return this.enqueue(async () => {
      const { legal, texts, go, game, positionLine, position } = prepared;
      await this.select(game, multipv);
      const infos = new Map<number, InfoLine>();
      let answer: string[] = [];
      this.child.write(positionLine);
      this.child.write(go.words);
      const waiting = this.child.wait((line) => {
        const info = readInfo(line);
        if (info) {
          const rank = info.multipv ?? 1;
          // An exact score replaces a bound; a bound only stands in until the first exact one.
          if (analysing && info.pv && info.score && (!info.bound || !infos.has(rank))) infos.set(rank, info);
          return false;
        }
        const words = line.trim().split(/\s+/);
        if (words[0] !== 'bestmove') return false;
        answer = words;
        return true;
      }, go.expectedMs + this.timeoutMs, `"${go.words}"`);
      this.searching = waiting;
      try {
        await waiting;
      } finally {
        this.searching = undefined;
      }
      const text = answer[1];
      if (text === undefined) fail('ENGINE_FAILED', `the engine ${this.name} answered "bestmove" without a move`);
      if (NO_MOVE.has(text)) fail('ENGINE_FAILED', `the engine ${this.name} gave no move (${text}) in a game that goes on`, { answer: text });
      const index = texts.indexOf(text);
      if (index < 0) fail('ILLEGAL_MOVE', `the engine ${this.name} answered ${excerpt(text)}, not a legal move of ${variant.name} in ${excerpt(positionLine, 120)}`, { text, engine: this.name, position: positionLine });
      const bestMove = legal[index] as M;
      const lines = [...infos.entries()].sort((a, b) => a[0] - b[0]).map(([rank, info]) => ({
        multipv: rank,
        depth: info.depth ?? 0,
        score: info.score as EngineScore,
        pv: followLine(variant, position, info.pv ?? [], (m) => this.proto.moveText(m, game)),
        ...(info.nodes === undefined ? {} : { nodes: info.nodes }),
        ...(info.nps === undefined ? {} : { nps: info.nps }),
        ...(info.time === undefined ? {} : { time: info.time }),
      }));
      return { lines, bestMove };
    });
  }
}

/** The moves of a principal variation, as far as each is legal after the ones before it. */
function followLine<P extends Position, M extends Move>(variant: Variant<P, M, never>, start: P, pv: readonly string[], text: (m: M) => string | undefined): M[] {
  const out: M[] = [];
  let position = start;
  for (const word of pv) {
    if (variant.status(position).over) break;
    const move = variant.legalMoves(position).find((m) => text(m) === word);
    if (move === undefined) break;
    out.push(move);
    position = variant.play(position, move);
  }
  return out;
}
