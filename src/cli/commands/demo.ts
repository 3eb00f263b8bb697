/**
 * `boardwright demo`: a seeded random game of every installed game (or the
 * ones named), start board, final board, compact move list and result.
 */
import { createRng, type AnyVariant, type Move, type Position, type Status } from '../../core/index.js';
import { allowFlags, intFlag, optionsFlag, type Args } from '../args.js';
import { eliminationText, newEliminations, statusText } from '../describe.js';
import { findGame } from '../games.js';
import { EXIT_FAILURE, EXIT_OK, indent, println, wrap, type Cli } from '../io.js';

/** Seed used when `--seed` is not given, so `boardwright demo` shows the same games every time. */
export const DEFAULT_SEED = 11;
/** Plies after which a demo game is stopped unfinished. */
export const DEFAULT_PLY_CAP = 5000;

/** Options of {@link demoGame}. */
export interface DemoOptions {
  readonly seed: number;
  readonly plyCap: number;
  /** Also print the board every this many plies (0: never). */
  readonly every: number;
  /** Options for the game's `setup` (`--options JSON`), e.g. a Chess960 start `{ "id": 0 }`. */
  readonly setup?: Record<string, unknown>;
}

/** Runs `demo [game…] [--seed N] [--plies N] [--every N] [--options JSON]`. */
export function demo(cli: Cli, args: Args): number {
  allowFlags(args, 'demo', ['seed', 'plies', 'every', 'options']);
  const setup = optionsFlag(args);
  const options: DemoOptions = {
    seed: intFlag(args, 'seed', DEFAULT_SEED, 0, 0xffffffff),
    plyCap: intFlag(args, 'plies', DEFAULT_PLY_CAP, 1, 100_000),
    every: intFlag(args, 'every', 0, 0, 100_000),
    ...(setup === undefined ? {} : { setup }),
  };
  // Positionals after "demo" pick games; none means every installed game.
  const games = args.positionals.length > 1 ? args.positionals.slice(1).map((id) => findGame(cli, id, 'demo')) : cli.variants;
  if (games.length === 0) println(cli.stdout, 'No games are installed.');
  let failed = 0;
  games.forEach((variant, i) => {
    if (i > 0) println(cli.stdout);
    // One broken game should not hide the others: report it and go on.
    try {
      demoGame(cli, variant, options);
    } catch (error) {
      failed++;
      println(cli.stderr, `boardwright: demo of ${variant.id} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return failed ? EXIT_FAILURE : EXIT_OK;
}

/** Plays and prints one seeded random game of `variant`. */
export function demoGame(cli: Cli, variant: AnyVariant, options: DemoOptions): void {
  const out = cli.stdout;
  // The same seed gives the same game; mixing in the game's position in the list would make it depend on what is installed.
  const rng = createRng(options.seed);
  println(out, `=== ${variant.name} (${variant.id}), ${variant.players.length} players: ${variant.players.join(', ')}; seed ${options.seed} ===`);
  let position: Position = options.setup === undefined ? seededStart(variant, options.seed) : variant.setup(options.setup);
  println(out, 'Start:');
  println(out, indent(variant.render(position)));
  const played: string[] = [];
  let status: Status = variant.status(position);
  while (!status.over && played.length < options.plyCap) {
    const moves: readonly Move[] = variant.legalMoves(position);
    // A game that is not over always has a move; guard anyway so a buggy game cannot loop or crash the demo.
    if (moves.length === 0) break;
    const move = rng.pick(moves);
    position = variant.play(position, move);
    played.push(move.notation);
    const next = variant.status(position);
    for (const e of newEliminations(status, next)) println(out, `  ${eliminationText(e)}`);
    status = next;
    if (options.every > 0 && played.length % options.every === 0 && !status.over && played.length < options.plyCap) {
      println(out, `After ply ${played.length}:`);
      println(out, indent(variant.render(position)));
    }
  }
  println(out, `Moves (${played.length} plies):`);
  for (const line of wrap(abridged(numbered(played, variant.players.length), MOVES_SHOWN), 78, '  ')) println(out, line);
  println(out, 'Final:');
  println(out, indent(variant.render(position)));
  if (status.over) println(out, `Result: ${statusText(status, position)} after ${played.length} plies.`);
  else if (played.length >= options.plyCap) println(out, `Result: stopped at the ply cap of ${options.plyCap} plies, game not finished (${statusText(status)}).`);
  else println(out, `Result: ${statusText(status)} but no legal move was listed; stopped.`);
}

/**
 * The start of a demo game: a game whose start can be drawn at random (its `setup` takes a `seed`,
 * as Chess960 does) starts from the one the demo's seed draws, so the demo shows one of its many
 * starts rather than the standard one; any other game starts from its usual start.
 */
export function seededStart(variant: AnyVariant, seed: number): Position {
  try {
    return variant.setup({ seed });
  } catch (error) {
    if (error instanceof Error && (error as { code?: unknown }).code === 'INVALID_OPTION') return variant.setup();
    throw error;
  }
}

/** How many plies of a long game's move list the demo prints, at each end (random games can run to a thousand plies). */
export const MOVES_SHOWN = 60;

/** The first and last `keep` items, with a marker saying how many were left out between them. */
export function abridged(items: readonly string[], keep: number): string[] {
  if (items.length <= 2 * keep + 1) return [...items];
  return [...items.slice(0, keep), `… ${items.length - 2 * keep} plies …`, ...items.slice(-keep)];
}

/** `1. e4 e5 2. Nf3 …`: one number per round of `players` plies. */
export function numbered(moves: readonly string[], players: number): string[] {
  const items: string[] = [];
  moves.forEach((m, i) => {
    const round = Math.max(1, players);
    items.push(i % round === 0 ? `${i / round + 1}. ${m}` : m);
  });
  return items;
}
