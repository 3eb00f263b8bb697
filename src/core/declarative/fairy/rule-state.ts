/**
 * What the rule files that list, test or end moves read of a state (state.ts's FairyState is one).
 * Declared apart from state.ts: the state holds its rule files (rule-files.ts), so they may not
 * import it back.
 */
import type { BoardCells } from './board-cells.js';

export interface RuleState extends BoardCells {
  readonly side: number;
  /** Pieces per cell code; total per side at index 0 and 1. */
  readonly count: Int16Array;
  /** Squares of each side's pieces: side * n + i for i < count[side]. */
  readonly plist: Int16Array;
  /** Pieces in hand: side * nt + type. */
  readonly hand: Int16Array;
  /** Royal (king) square per side, -1 none. */
  readonly kingSq: Int16Array;
  /** 1 on a square whose piece keeps its first-move right (cambodian moves, gating). */
  readonly gate: Uint8Array;
  /** Where a castling move's king ends. */
  castleKingTo(m: number): number;
  /** Where a castling move's king and rook end. */
  castleTargets(m: number): [number, number];
  make(m: number): void;
  unmake(): void;
}
