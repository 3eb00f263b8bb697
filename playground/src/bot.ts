/**
 * The computer's move: the package's reference bot (`boardwright/bot`), with a
 * small node budget so the page stays responsive (same seed and position, same move).
 */
import type { AnyVariant, Move, Position } from 'boardwright';
import { chooseMove } from 'boardwright/bot';

/** One move for the side to move, or undefined when there is none. */
export function computerMove(variant: AnyVariant, position: Position, seed: number): Move | undefined {
  if (variant.status(position).over || variant.legalMoves(position).length === 0) return undefined;
  return chooseMove(variant, position, { seed, maxNodes: 4000 });
}
