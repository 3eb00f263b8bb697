/**
 * The move object of a move on the declarative engine: what `legalMoves` lists and the search
 * layer names (its own file: the machine builds them without the text reader above it).
 */
import type { Compiled } from './compile.js';
import { CAPTURE, MOVE, landingOutcome } from './outcomes.js';
import type { DeclarativeMove } from './types.js';

/** The move object of `from`→`to` on `cells` with `side` to move. */
export function moveObject(g: Compiled, cells: ArrayLike<number>, side: number, from: number, to: number): DeclarativeMove {
  const f = g.board.names[from] as string;
  const t = g.board.names[to] as string;
  const outcome = landingOutcome(g.ownerOf, side, cells[to]!);
  const code = cells[from]!;
  const player = g.def.players[side] as string, piece = g.letters[g.kindOf[code]!] as string;
  // "becomes at once when it ends a move on its far row" (promotion.ts): the kind it becomes.
  const promoted = g.farRow[side * g.n + to] === 1 && g.promoteCode[code]! > 0 ? { promotion: g.letters[g.kindOf[g.promoteCode[code]!]!] as string } : {};
  if (outcome === MOVE) return { from: f, to: t, captures: [], notation: `${f}-${t}`, player, piece, capturedKinds: [], ...promoted };
  if (outcome === CAPTURE) return { from: f, to: t, captures: [t], notation: `${f}x${t}`, player, piece, capturedKinds: [g.letters[g.kindOf[cells[to]!]!] as string], ...promoted };
  return { from: f, to: t, captures: [], notation: `${f}<>${t}`, kind: 'swap', player, piece, capturedKinds: [] };
}
