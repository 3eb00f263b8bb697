/**
 * The `promotesTo` hook: "it becomes another piece at once when it ends a move
 * (its own, or a swap) on the far row" (Chess4's Kitten evolving into a Lioness).
 */
import type { Compass } from '../directions.js';
import { NONE, type Board } from '../graph.js';
import type { Compiled } from './compiled.js';
import { badDefinition } from './invalid-definition.js';
import type { GameDefinition, PieceDefinition } from './types.js';

/** promoteCode[code]: the code the piece becomes on its far row, or 0; unknown targets are a definition error. */
export function promotionCodes(def: GameDefinition, letters: readonly string[]): Int16Array {
  const kinds = letters.length;
  const promoteCode = new Int16Array(2 + 2 * kinds);
  letters.forEach((upper, kind) => {
    const to = (def.pieces[upper] as PieceDefinition).promotesTo;
    if (to === undefined) return;
    const target = letters.indexOf(to);
    if (target < 0) badDefinition(`piece ${upper} promotes to "${to}", which is not a declared piece`);
    // Codes as the fairy engine's: 2 + 2 * kind + side.
    promoteCode[2 + 2 * kind] = 2 + 2 * target;
    promoteCode[3 + 2 * kind] = 3 + 2 * target;
  });
  return promoteCode;
}

/** farRow[side * n + node]: 1 where a step forward leaves the board (the side's promotion row). */
export function farRows(board: Board, forward: readonly [Compass, Compass]): Uint8Array {
  const n = board.size;
  const farRow = new Uint8Array(2 * n);
  for (let side = 0; side < 2; side++) {
    const dir = board.dirIndex(forward[side] as Compass);
    for (let node = 0; node < n; node++) farRow[side * n + node] = board.step(node, dir) === NONE ? 1 : 0;
  }
  return farRow;
}

/** True if the piece with code `code` of its owner stands on its far row but should have promoted already. */
export function shouldHavePromoted(g: Compiled, code: number, node: number): boolean {
  return code !== 0 && g.promoteCode[code] !== 0 && g.farRow[g.ownerOf[code]! * g.n + node] === 1;
}
