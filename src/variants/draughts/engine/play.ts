/** Playing a listed move on an immutable family position. */
import { attachedKeys, attachKeys, extendLine, lineOf } from '../../../core/key-line.js';
import type { FamilyContext } from './context.js';
import { cellOf, KING, LETTER } from './generator.js';
import { nextEndgamePlies } from './endgame-draws.js';
import { hashCells, hashRunsOf } from './hash.js';
import { nextKingRuns } from './king-runs.js';
import { readSquare } from './squares.js';
import type { FamilyMove, FamilyPosition, KingRun } from './types.js';

/** Hash of a position from scratch. */
export function hashFamily(ctx: FamilyContext, position: FamilyPosition): number {
  const n = ctx.geometry.n;
  const cells = new Int8Array(n);
  for (let s = 0; s < n; s++) cells[s] = cellOf(position.squares[s] as string);
  const limit = ctx.rules.kingMoveLimit ?? 0;
  if (limit === 0 || position.kingRuns === undefined) return hashCells(cells, position.turn === 'white', n);
  // The king runs are part of the position (they change the legal moves): hashed like the search layer does.
  const run = (r: KingRun | undefined): readonly [number, number] | undefined => (r ? [readSquare(ctx.geometry, r.square), r.moves] : undefined);
  return hashCells(cells, position.turn === 'white', n, hashRunsOf([run(position.kingRuns.black), run(position.kingRuns.white)], n, limit));
}

/** The position after `move` (taken from the legal-move list): the piece moves, the jumped pieces go, a crowned man becomes a king. */
export function applyFamilyMove(ctx: FamilyContext, position: FamilyPosition, move: FamilyMove): FamilyPosition {
  const cells = position.squares.split('');
  const at = (name: string): number => readSquare(ctx.geometry, name);
  const from = at(move.from);
  const to = at(move.to);
  const piece = cellOf(cells[from] as string);
  cells[from] = '.';
  for (const c of move.captures) cells[at(c)] = '.';
  cells[to] = LETTER[move.crowns ? piece | KING : piece] as string;
  // A capture or a man move can never be undone, so earlier positions cannot recur.
  const irreversible = move.captures.length > 0 || (piece & KING) === 0;
  const squares = cells.join('');
  const kingRuns = nextKingRuns(ctx.rules.kingMoveLimit ?? 0, position, move);
  const endgamePlies = nextEndgamePlies(ctx.rules, position.squares, squares, position.endgamePlies ?? 0, move.captures.length > 0, move.crowns);
  const next: FamilyPosition = {
    variant: position.variant,
    turn: position.turn === 'white' ? 'black' : 'white',
    squares,
    duplicates: position.duplicates,
    quietPlies: irreversible ? 0 : position.quietPlies + 1,
    repetition: [],
    ...(endgamePlies > 0 ? { endgamePlies } : {}),
    ...(kingRuns ? { kingRuns } : {}),
  };
  // Without a repetition draw nothing reads the keys: none are kept.
  if (ctx.rules.draw.repetitions === 0) return next;
  // The keys are shared with the position before (key-line.ts): play never copies a growing history.
  const keys = attachedKeys(position) ?? lineOf(position.repetition);
  return attachKeys(next, 'repetition', extendLine(keys, hashFamily(ctx, position), irreversible));
}
