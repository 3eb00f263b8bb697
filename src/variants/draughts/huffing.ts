/**
 * Huffing (`capture: 'huffing'`). "If a player moves a draughtsman forwards and
 * doesn't realise that he/she could have taken one or more opposing men, the
 * opponent can remove the other player's draughtsman/draughtsmen from the board
 * […] This is called 'huffing'. Alternatively, the opponent can cancel the
 * player's move and return the draughtsman to it's original position or do
 * nothing at all and continue with their turn."
 *
 * As implemented: the offended player's legal-move list holds one `huff` entry
 * per offending piece (it removes that piece and leaves the same player to move,
 * who then moves as usual), one `insist` entry (the offending move is taken back
 * and the offender must capture), and the ordinary moves (ignoring is simply
 * playing on).
 */
import { EMPTY, opponent } from './pieces.js';
import { kindLetter } from './moves.js';
import type { DraughtsMove, DraughtsPosition, Offence } from './types.js';

/** The `huff` and `insist` entries open to the side to move (none without a pending offence). */
export function huffEntries(position: DraughtsPosition): DraughtsMove[] {
  const offence = position.offence;
  if (!offence) return [];
  const player = position.turn;
  const kindOn = (sq: string): 'K' | 'M' => kindLetter(position.squares[Number(sq) - 1] as string);
  const entries: DraughtsMove[] = offence.offenders.map((sq) => ({
    from: sq,
    to: sq,
    captures: [sq],
    notation: `huff:${sq}`,
    path: [],
    crowns: false,
    kind: 'huff',
    player,
    piece: kindOn(sq),
    capturedKinds: [kindOn(sq)],
  }));
  entries.push({ from: offence.to, to: offence.from, captures: [], notation: 'insist', path: [], crowns: false, kind: 'insist', player, piece: kindOn(offence.to), capturedKinds: [] });
  return entries;
}

/** Huff: the offending piece is removed; the same player then moves as usual. */
export function applyHuff(position: DraughtsPosition, square: string): DraughtsPosition {
  const cells = position.squares.split('');
  cells[Number(square) - 1] = EMPTY;
  return {
    variant: 'draughts',
    turn: position.turn,
    squares: cells.join(''),
    capture: position.capture,
    drawAfterPlies: position.drawAfterPlies,
    // A removal is irreversible, like a capture.
    quietPlies: 0,
    repetition: [],
  };
}

/** The squares before the offending move: the piece goes back, un-crowned if the move crowned it. */
export function squaresBeforeOffence(squares: string, offence: Pick<Offence, 'from' | 'to' | 'wasKing'>): string {
  const cells = squares.split('');
  const to = Number(offence.to) - 1;
  const letter = cells[to] as string;
  cells[to] = EMPTY;
  cells[Number(offence.from) - 1] = offence.wasKing ? letter.toUpperCase() : letter.toLowerCase();
  return cells.join('');
}

/** Insist: the offending move is taken back and the offender must now capture. */
export function applyInsist(position: DraughtsPosition): DraughtsPosition {
  const offence = position.offence as Offence;
  return {
    variant: 'draughts',
    turn: opponent(position.turn),
    squares: squaresBeforeOffence(position.squares, offence),
    capture: position.capture,
    drawAfterPlies: position.drawAfterPlies,
    quietPlies: offence.quietPlies,
    repetition: offence.repetition,
    mustCapture: true,
  };
}

/**
 * The offence a non-capturing move creates when captures were available:
 * the pieces that could have captured, followed to where they stand after the move.
 */
export function offenceOf(position: DraughtsPosition, move: DraughtsMove, available: readonly DraughtsMove[], wasKing: boolean): Offence {
  const offenders = new Set<string>();
  for (const c of available) offenders.add(c.from === move.from ? move.to : c.from);
  return {
    from: move.from,
    to: move.to,
    wasKing,
    offenders: [...offenders].sort((a, b) => Number(a) - Number(b)),
    quietPlies: position.quietPlies,
    repetition: position.repetition,
  };
}
