/**
 * A rules object compiled to the numbers the move code reads: which
 * directions men step and capture along, per side, as bit masks over the
 * geometry's directions (bit d for `next[d * n + s]`), and the rules' choices
 * as small integers. The generator, the square sets and the word path all
 * read this one table, so a rule is decided here once.
 */
import type { Geometry } from './geometry.js';
import type { DraughtsRules, PrecedenceRule } from './types.js';

/** Precedence criteria as codes (see {@link RuleTable.precedence}). */
const CODE: Readonly<Record<PrecedenceRule, number>> = { count: 0, 'with-king': 1, kings: 2, 'king-order': 3, value: 4 };
const LANDING = { any: 0, behind: 1, 'behind-king': 2 } as const;
const CROWNING = { 'at-end': 0, passing: 1, halts: 2 } as const;

/** The compiled rules of one variant. */
export interface RuleTable {
  /** Capture directions: 4 (diagonals, directions 0–3) or 8 (and rows and columns, 4–7: e, n, w, s). */
  readonly dirs: number;
  /** Per side (0 black, 1 white): bit d set when men step along direction d. */
  readonly menSteps: Int32Array;
  /** Per side: bit d set when men capture along direction d (forward only, or every direction). */
  readonly menJumps: Int32Array;
  /** Bit d set for every capture direction (kings capture along all of them). */
  readonly kingJumps: number;
  /** Kings move and capture any distance. */
  readonly flying: boolean;
  /** Men may capture kings. */
  readonly menTakeKings: boolean;
  /** Crowning during a capture: 0 at the end of the move, 1 passing (goes on as a king), 2 halts the move. */
  readonly crowning: number;
  /** Flying kings' landing after a capture: 0 any square beyond, 1 right behind, 2 right behind a king. */
  readonly landing: number;
  /** Captured pieces leave the board as they are jumped. */
  readonly immediate: boolean;
  /** Precedence criteria in order: 0 count, 1 with-king, 2 kings, 3 king-order, 4 value. */
  readonly precedence: Int8Array;
  /** The rules' kingMoveLimit (0: none). */
  readonly kingMoveLimit: number;
}

/** The opposite of direction d (diagonals and orthogonals each in their own ring). */
export const opposite = (d: number): number => (d < 4 ? (d + 2) & 3 : 4 + ((d - 2) & 3));

/** Compiles the table of `rules` on `geometry`. */
export function compileTable(rules: DraughtsRules, geometry: Geometry): RuleTable {
  const dirs = rules.orthogonalCaptures === true ? 8 : 4;
  const menSteps = new Int32Array(2);
  const menJumps = new Int32Array(2);
  for (let side = 0; side < 2; side++) {
    const [a, b] = geometry.forward[side] as readonly [number, number];
    menSteps[side] = (1 << a) | (1 << b);
    // Straight ahead along the column: south for Black, north for White.
    const column = dirs === 8 ? 1 << (side === 0 ? 7 : 5) : 0;
    menJumps[side] = rules.menCaptureBackward ? (1 << dirs) - 1 : (menSteps[side] as number) | column;
  }
  return {
    dirs,
    menSteps,
    menJumps,
    kingJumps: (1 << dirs) - 1,
    flying: rules.kings === 'flying',
    menTakeKings: rules.menCaptureKings !== false,
    crowning: CROWNING[rules.crowning],
    landing: LANDING[rules.kingLanding ?? 'any'],
    immediate: rules.removal === 'immediate',
    precedence: Int8Array.from(rules.precedence.map((r) => CODE[r])),
    kingMoveLimit: rules.kingMoveLimit ?? 0,
  };
}
