/**
 * `boardwright perft <game> <depth> [position] [--divide]`: leaf counts of
 * the legal-move tree, with time and speed; for long runs the estimate and
 * per-root-move progress on stderr; a run estimated beyond any reasonable time is refused.
 */
import type { AnyVariant, Position } from '../../core/index.js';
import { allowFlags, parseIntArg, type Args } from '../args.js';
import { findGame, startPosition } from '../games.js';
import { EXIT_OK, InputError, UsageError, println, type Cli } from '../io.js';

/** Deepest depth accepted (deeper runs would not finish in a lifetime for any shipped game). */
export const MAX_DEPTH = 20;
/** From this depth on, progress is reported per root move. */
export const PROGRESS_DEPTH = 5;
/**
 * Largest estimated node count a run may have (the root's move count to the power of the depth):
 * about three hours at 10 M nodes/s. A deeper run is refused at once, naming the estimate, rather
 * than started and never finished (shogi's depth 20 would be about 10^29 nodes).
 */
export const MAX_ESTIMATED_NODES = 1e14;

/** The estimate of a run: the root's move count to the power of the depth (0 moves: 1 node). */
export function estimatedNodes(rootMoves: number, depth: number): number {
  return rootMoves === 0 || depth === 0 ? 1 : rootMoves ** depth;
}

/** Runs `perft <game> <depth> [position] [--divide] [--options JSON]`. */
export function perft(cli: Cli, args: Args): number {
  allowFlags(args, 'perft', ['divide', 'options']);
  const variant = findGame(cli, args.positionals[1], 'perft');
  const depthText = args.positionals[2];
  if (depthText === undefined) throw new UsageError('perft needs a depth, e.g. "boardwright perft chess 4"');
  const depth = parseIntArg(depthText, 'perft depth', 0, MAX_DEPTH);
  const position = startPosition(variant, args.positionals.slice(3), args);
  const divide = args.flags.has('divide');
  const estimate = estimatedNodes(variant.legalMoves(position).length, depth);
  if (estimate > MAX_ESTIMATED_NODES) {
    throw new InputError(`perft ${variant.id} ${depth} would visit about ${estimate.toExponential(1)} nodes (${variant.legalMoves(position).length} moves at the root, to the power ${depth}); the most a run may have is about ${MAX_ESTIMATED_NODES.toExponential(0)}: choose a smaller depth`);
  }
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
  if (progress) println(cli.stderr, `perft ${variant.id} depth ${depth}: ${roots.length} moves at the root, an estimated ${estimatedNodes(roots.length, depth).toExponential(1)} nodes (root moves to the power of the depth)`);
  roots.forEach((move, i) => {
    const count = depth === 1 ? 1 : variant.perft(variant.play(position, move), depth - 1);
    total += count;
    if (divide) println(cli.stdout, `${move.notation}: ${count}`);
    if (progress) {
      // On a terminal the line overwrites itself; piped or logged, one line per root move, so a
      // long run shows it is alive.
      if (cli.stderr.isTTY) cli.stderr.write(`\r${i + 1}/${roots.length} moves…${i + 1 === roots.length ? '\n' : ''}`);
      else cli.stderr.write(`${i + 1}/${roots.length} moves, ${total} nodes\n`);
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
