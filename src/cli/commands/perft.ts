/**
 * `boardwright perft <game> <depth> [position] [--divide]`: leaf counts of
 * the legal-move tree, with time and speed; per-root-move progress on stderr
 * for long runs, on a terminal only.
 */
import type { AnyVariant, Position } from '../../core/index.js';
import { allowFlags, parseIntArg, type Args } from '../args.js';
import { findGame, startPosition } from '../games.js';
import { EXIT_OK, UsageError, println, type Cli } from '../io.js';

/** Deepest depth accepted (deeper runs would not finish in a lifetime for any shipped game). */
export const MAX_DEPTH = 20;
/** From this depth on, progress is reported per root move. */
export const PROGRESS_DEPTH = 5;

/** Runs `perft <game> <depth> [position] [--divide] [--options JSON]`. */
export function perft(cli: Cli, args: Args): number {
  allowFlags(args, 'perft', ['divide', 'options']);
  const variant = findGame(cli, args.positionals[1], 'perft');
  const depthText = args.positionals[2];
  if (depthText === undefined) throw new UsageError('perft needs a depth, e.g. "boardwright perft chess 4"');
  const depth = parseIntArg(depthText, 'perft depth', 0, MAX_DEPTH);
  const position = startPosition(variant, args.positionals.slice(3), args);
  const divide = args.flags.has('divide');
  const started = cli.now();
  let nodes: number;
  if (divide || depth >= PROGRESS_DEPTH) {
    nodes = split(cli, variant, position, depth, divide);
  } else {
    nodes = variant.perft(position, depth);
  }
  const seconds = Math.max(cli.now() - started, 0) / 1000;
  if (divide) println(cli.stdout);
  println(cli.stdout, `perft ${variant.id} depth ${depth}: ${nodes} ${nodes === 1 ? 'node' : 'nodes'}`);
  println(cli.stdout, `time ${seconds.toFixed(3)} s, ${speed(nodes, seconds)}`);
  return EXIT_OK;
}

/**
 * Perft summed over the root moves, printing each root move's count when
 * dividing and a progress line on stderr when the run is deep.
 */
function split(cli: Cli, variant: AnyVariant, position: Position, depth: number, divide: boolean): number {
  if (depth === 0) return 1;
  const roots = variant.legalMoves(position);
  const progress = depth >= PROGRESS_DEPTH;
  let total = 0;
  roots.forEach((move, i) => {
    const count = depth === 1 ? 1 : variant.perft(variant.play(position, move), depth - 1);
    total += count;
    if (divide) println(cli.stdout, `${move.notation}: ${count}`);
    if (progress) {
      // Only on a terminal, where the line overwrites itself; a log gets just the summary on stdout.
      if (cli.stderr.isTTY) cli.stderr.write(`\r${i + 1}/${roots.length} moves…${i + 1 === roots.length ? '\n' : ''}`);
    }
  });
  return total;
}

/** `4.1 M nodes/s`, `850 k nodes/s`, or `too fast to time` to time. */
export function speed(nodes: number, seconds: number): string {
  if (seconds <= 0) return 'too fast to time';
  const rate = nodes / seconds;
  if (rate >= 1e6) return `${(rate / 1e6).toFixed(2)} M nodes/s`;
  if (rate >= 1e3) return `${(rate / 1e3).toFixed(1)} k nodes/s`;
  return `${Math.round(rate)} nodes/s`;
}
