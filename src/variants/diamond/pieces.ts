/**
 * How each rank moves, as movement data. A piece jumps in exactly the
 * directions it steps ("A man may jump in any direction he is permitted to move").
 */
import type { Atom } from '../../core/atoms.js';
import { compileAtoms } from '../../core/atoms.js';
import { COMPASS } from '../../core/directions.js';
import { lazy } from '../../core/lazy.js';
import { diamondBoard } from './board.js';

/** "A man may move forward, to the right, or to the left … but he may not move backward." */
const MAN: readonly Atom[] = [{ kind: 'step', dirs: ['forward', 'left', 'right'] }];
/** A King "may then also move backward". */
const KING: readonly Atom[] = [{ kind: 'step', dirs: ['forward', 'left', 'right', 'back'] }];
/** A Diamond King also moves "diagonally across the diamonds to the next position". */
const DIAMOND_KING: readonly Atom[] = [{ kind: 'step', dirs: COMPASS }];

/** Atoms by rank code (1 man, 2 King, 3 Diamond King). */
export const RANK_ATOMS: readonly (readonly Atom[])[] = [[], MAN, KING, DIAMOND_KING];

/** Seat directions: A faces up the board (north), B down (south). */
export const FORWARD = ['n', 's'] as const;

/** `dirsByRank()[side][rank]`: direction indices a rank of that side moves and jumps along. */
export const dirsByRank = /* @__PURE__ */ lazy((): Int32Array[][] =>
  FORWARD.map((forward) => RANK_ATOMS.map((atoms) => {
    const compiled = compileAtoms(diamondBoard(), atoms, forward);
    return compiled[0]?.dirs ?? new Int32Array(0);
  })),
);

/**
 * The piece kind letter of a cell value (sign = side): `M` man, `K` King, `D`
 * Diamond King. Every man of Diamond Kings and Queens is a Diamond King (in
 * Queens the magnitude is the stack size, not a rank).
 */
export function kindOfCell(kind: 'checkers' | 'kings' | 'queens', v: number): 'M' | 'K' | 'D' {
  if (kind !== 'checkers') return 'D';
  const rank = Math.abs(v);
  return rank === 1 ? 'M' : rank === 2 ? 'K' : 'D';
}
