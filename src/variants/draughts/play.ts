/** Playing a legal move on an immutable position. */
import { attachedKeys, attachKeys, extendLine, lineOf } from '../../core/key-line.js';
import { hashPosition } from './hash.js';
import { applyHuff, applyInsist, offenceOf } from './huffing.js';
import { applyOrdinary, ordinaryMoves } from './moves.js';
import { isKing, opponent } from './pieces.js';
import type { DraughtsMove, DraughtsPosition } from './types.js';

/** The position after `move` (taken from the legal-move list). */
export function applyMove(position: DraughtsPosition, move: DraughtsMove): DraughtsPosition {
  if (move.kind === 'huff') return applyHuff(position, move.from);
  if (move.kind === 'insist') return applyInsist(position);
  const wasKing = isKing(position.squares[Number(move.from) - 1] as string);
  // A capture or a man move can never be undone, so earlier positions cannot recur.
  const irreversible = move.captures.length > 0 || !wasKing;
  const next: DraughtsPosition = {
    variant: 'draughts',
    turn: opponent(position.turn),
    squares: applyOrdinary(position.squares, move),
    capture: position.capture,
    drawAfterPlies: position.drawAfterPlies,
    quietPlies: irreversible ? 0 : position.quietPlies + 1,
    repetition: [],
  };
  let made = next;
  if (position.capture === 'huffing' && move.captures.length === 0 && !position.mustCapture) {
    const available = ordinaryMoves(position.squares, position.turn).captures;
    if (available.length > 0) made = { ...next, offence: offenceOf(position, move, available, wasKing) };
  }
  // The keys are shared with the position before (core/key-line.ts): play never copies a growing history.
  const keys = attachedKeys(position) ?? lineOf(position.repetition);
  return attachKeys(made, 'repetition', extendLine(keys, hashPosition(position), irreversible));
}
