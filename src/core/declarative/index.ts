/**
 * Games declared as data. A {@link GameDefinition} names a rectangular board,
 * the start position and each piece as core movement atoms (`Atom`), plus a few
 * optional, game-agnostic rule switches ("hooks") the core interprets, each in
 * its own file here:
 *
 * - `allies: 'swap'` — landing on an allied piece swaps the two pieces (swap.ts);
 * - `noSwapBack` — a side may not swap again, on its next turn, the pair it just swapped (no-swap-back.ts);
 * - a piece's `outcomes` — which kinds of move it may make at all (a piece that
 *   may move only to capture or swap, like Chess4's Lion) (outcomes.ts);
 * - a piece's `promotesTo` — it becomes another piece at once when it ends a move
 *   (its own, or a swap) on the far row (promotion.ts);
 * - `royal` pieces — capturing a side's last royal piece wins (royal.ts).
 *
 * Plus what every game needs: a side with no legal move loses (status.ts), draws by
 * threefold repetition and after `drawAfterPlies` plies without a capture (draws.ts).
 * {@link defineGame} (variant.ts) turns a definition into a full `Variant` with
 * FEN-like position text (position-text.ts, board-text.ts), move text (move-text.ts),
 * a make/unmake search layer (state.ts, generate.ts) and perft; a changed
 * definition changes the game without any code.
 *
 * @example
 * ```ts
 * const duel = defineGame({
 *   id: 'duel', name: 'Duel', players: ['light', 'dark'], files: 3, ranks: 3,
 *   pieces: { K: { name: 'King', atoms: [{ kind: 'step', dirs: COMPASS }], royal: true } },
 *   setup: 'k2/3/2K',
 * });
 * duel.legalMoves(duel.setup()).length // 3
 * ```
 */
export type {
  DeclarativeMove,
  DeclarativeOptions,
  DeclarativePosition,
  DeclarativeVariant,
  GameDefinition,
  Outcome,
  PieceDefinition,
} from './types.js';
export { defineGame } from './variant.js';
