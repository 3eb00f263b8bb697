/**
 * The Frisian three-move rule as data (`rules.kingMoveLimit`): a side with men
 * and kings may make at most that many non-capturing moves in a row with the
 * same king. Each side's current run (the king's square, the moves made) is
 * kept in the position; a man move or a capture ends the run, and so does the
 * opponent taking that king or the last of the side's men or kings.
 */
import type { Geometry } from './geometry.js';
import { readSquare } from './squares.js';
import type { FamilyMove, FamilyPosition, KingRun } from './types.js';

type Runs = NonNullable<FamilyPosition['kingRuns']>;

/** Men and kings of a side in `squares`. */
function material(squares: string, side: 'black' | 'white'): { men: number; kings: number } {
  const man = side === 'white' ? 'w' : 'b';
  const king = side === 'white' ? 'W' : 'B';
  let men = 0;
  let kings = 0;
  for (const c of squares) {
    if (c === man) men++;
    else if (c === king) kings++;
  }
  return { men, kings };
}

/** The rule applies to a side with both men and kings. */
const tracked = (squares: string, side: 'black' | 'white'): boolean => {
  const m = material(squares, side);
  return m.men > 0 && m.kings > 0;
};

/** Square index of the king of the side to move that may not make a quiet move now, or -1. */
export function blockedKing(limit: number, geometry: Geometry, position: FamilyPosition): number {
  const run = position.kingRuns?.[position.turn];
  if (limit <= 0 || run === undefined || run.moves < limit || !tracked(position.squares, position.turn)) return -1;
  return readSquare(geometry, run.square);
}

/** The runs after `move` (undefined when no side has one). */
export function nextKingRuns(limit: number, position: FamilyPosition, move: FamilyMove): Runs | undefined {
  if (limit <= 0) return undefined;
  const mover = position.turn;
  const other = mover === 'white' ? 'black' : 'white';
  let own: KingRun | undefined = position.kingRuns?.[mover];
  let theirs: KingRun | undefined = position.kingRuns?.[other];
  if (tracked(position.squares, mover)) {
    if (move.captures.length > 0 || move.piece === 'M') own = undefined;
    else own = { square: move.to, moves: own?.square === move.from ? own.moves + 1 : 1 };
  }
  if (move.captures.length > 0 && theirs !== undefined && tracked(position.squares, other)) {
    const left = material(position.squares, other);
    const men = move.capturedKinds.filter((k) => k === 'M').length;
    const kings = move.capturedKinds.length - men;
    if (men === left.men || kings === left.kings || move.captures.includes(theirs.square)) theirs = undefined;
  }
  const runs: { black?: KingRun; white?: KingRun } = {};
  if (own) runs[mover] = own;
  if (theirs) runs[other] = theirs;
  return runs.black || runs.white ? runs : undefined;
}
