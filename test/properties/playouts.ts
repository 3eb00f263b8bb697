/**
 * Generated playouts for property tests: a game is a list of choices (one number per ply, taken
 * modulo the number of legal moves), so fast-check can generate games and, when an invariant
 * fails, shrink the list to a minimal failing game — fewer plies, earlier moves in the list.
 */
import fc from 'fast-check';
import type { AnyVariant, Move, Position } from '../../src/core/index.js';

/** A playout: the start index and one choice per ply. */
export interface Playout {
  readonly start: number;
  readonly choices: readonly number[];
}

/** Playouts of up to `plies` plies from one of `starts` start positions. */
export function playouts(starts: number, plies: number): fc.Arbitrary<Playout> {
  return fc.record({ start: fc.nat({ max: Math.max(0, starts - 1) }), choices: fc.array(fc.nat({ max: 1000 }), { maxLength: plies }) });
}

/** The positions of a playout with the move chosen at each (the last position has no move); stops when the game ends. */
export function replay<P extends Position, M extends Move>(variant: AnyVariant, start: P, choices: readonly number[]): { position: P; legal: readonly M[]; move?: M }[] {
  const steps: { position: P; legal: readonly M[]; move?: M }[] = [];
  let position = start;
  for (const choice of choices) {
    const legal = variant.legalMoves(position) as readonly M[];
    if (legal.length === 0 || variant.status(position).over) break;
    const move = legal[choice % legal.length] as M;
    steps.push({ position, legal, move });
    position = variant.play(position, move) as P;
  }
  steps.push({ position, legal: variant.legalMoves(position) as readonly M[] });
  return steps;
}

/** The moves of a playout as text, for a failure message that reads as a game. */
export function gameText(steps: readonly { move?: Move }[]): string {
  return steps.flatMap((s) => (s.move ? [s.move.notation] : [])).join(' ') || '(start)';
}

/**
 * Asserts `check` at every position of `runs` generated playouts of up to `plies` plies from
 * `starts`; a failure is shrunk to a minimal game, whose moves `check` gets as `game` for its messages.
 */
export function everyPosition<P extends Position, M extends Move>(
  variant: AnyVariant, starts: readonly P[], plies: number, runs: fc.Parameters<[Playout]>,
  check: (step: { position: P; legal: readonly M[] }, game: string) => void,
): void {
  fc.assert(
    fc.property(playouts(starts.length, plies), ({ start, choices }) => {
      const steps = replay<P, M>(variant, starts[start] as P, choices);
      const game = gameText(steps);
      for (const step of steps) check(step, game);
    }),
    runs,
  );
}
