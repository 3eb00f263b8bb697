/**
 * The royal pieces of the side to move that are in check, as Fairy-Stockfish's API reports them
 * (apiutil.h `checked()`, behind ffish's `isCheck()` and `checkedPieces()`): the king when it is
 * attacked, and, in games with `extinctionPseudoRoyal` (atomic, coregal, spartan, shoshogi…), every
 * pseudo-royal piece in check (pseudo-royal.ts). `status().check`/`checks` and a move's `check`
 * read this. The repetition rules do not: Fairy-Stockfish's perpetual check counts only checks to
 * the king (position.cpp `Position::is_repeated`, its `checkersBB`), so they ask `kingChecked`.
 */
import { attacked } from './attacks.js';
import type { FairyState } from './state.js';

/** Is the side to move's king (the game's royal type) attacked, in a game with checks? */
export function kingChecked(s: FairyState): boolean {
  const ks = s.kingSq[s.side] as number;
  return s.c.rules.checking && ks >= 0 && attacked(s.c, s.cells, ks, s.side ^ 1);
}

/** Squares of the side to move's royal pieces in check: the king first, then pseudo-royal pieces. */
export function checkedRoyals(s: FairyState): number[] {
  const out = kingChecked(s) ? [s.kingSq[s.side] as number] : [];
  if (s.c.rules.extinctionPseudoRoyal) for (const sq of s.files.pseudoRoyal!.checked(s, s.side)) if (!out.includes(sq)) out.push(sq);
  return out;
}
