/**
 * Promoted pieces keep their identity: a piece that promoted in place (a shogi tokin, horse or
 * dragon) is the kind `+` and the letter of the piece it was (`+P`, `+B`, `+R`), as Fairy-Stockfish
 * writes it in FEN (position.cpp: "Promoted shogi pieces, e.g., +r for dragon") and as shogi players
 * tell a tokin from a gold. Every other piece — a pawn promoted to a queen included — is its letter.
 */
import type { Compiled } from './compile.js';

/**
 * The kind of the piece of cell code `cell` (2 and up) whose promotion mark is `was` (the state's
 * `promoted` entry: the type it promoted from plus one, 0 for none).
 *
 * @example
 * ```ts
 * kindOf(shogiCompiled, goldCode, pawnType + 1) // '+P'
 * ```
 */
export function kindOf(c: Compiled, cell: number, was: number): string {
  const type = (cell - 2) >> 1;
  if (was > 0 && c.rules.promotedPieceType[was - 1] === type) return `+${c.letters[was - 1] as string}`;
  return c.letters[type] as string;
}

/** The kind a piece of type `type` becomes by promoting in place (`+P` for a shogi pawn). */
export function promotedKindOf(c: Compiled, type: number): string {
  return `+${c.letters[type] as string}`;
}
