/**
 * The `outcomes` hook: "The outcomes this piece may move to; default all.
 * `['capture', 'swap']` is a piece that never simply moves" (Chess4's lazy Lion).
 * Outcomes are bits so move generation tests them with one AND.
 */
import { describe, excerpt } from '../errors.js';
import { badDefinition } from './invalid-definition.js';
import type { Outcome, PieceDefinition } from './types.js';

/** Outcome bits: move to an empty node, capture an opponent, swap with an ally. */
export const MOVE = 1;
export const CAPTURE = 2;
export const SWAP = 4;
/** All three outcomes (a piece without restrictions). */
export const ANY_OUTCOME = MOVE | CAPTURE | SWAP;

const OUTCOME_BIT: Readonly<Record<Outcome, number>> = { move: MOVE, capture: CAPTURE, swap: SWAP };

/** The outcome bits a piece may move to; an unknown outcome name is a definition error. */
export function outcomeMask(piece: PieceDefinition, letter: string): number {
  let mask = 0;
  for (const o of piece.outcomes ?? ['move', 'capture', 'swap']) {
    if (!(o in OUTCOME_BIT)) badDefinition(`piece ${letter}: unknown outcome ${typeof o === 'string' ? excerpt(o) : describe(o)} (use move, capture or swap)`);
    mask |= OUTCOME_BIT[o];
  }
  return mask;
}

/**
 * What landing on a node holding piece `target` would do for `side`: {@link MOVE}
 * onto an empty node, {@link CAPTURE} an opponent, {@link SWAP} with an ally
 * (whether swapping is allowed at all is the caller's business).
 */
export function landingOutcome(ownerOf: Int8Array, side: number, target: number): number {
  return target === 0 ? MOVE : ownerOf[target] !== side ? CAPTURE : SWAP;
}

/** The name of an outcome bit, for messages. */
export function outcomeName(bit: number): Outcome {
  return bit === MOVE ? 'move' : bit === CAPTURE ? 'capture' : 'swap';
}
