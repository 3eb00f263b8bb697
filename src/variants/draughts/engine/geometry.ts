/**
 * The board of a family variant, built once per rules object: playing squares
 * numbered the PDN way (1 at the top left as White sees the board, row by row,
 * left to right) and named in the rules' notation, the core graph joining them
 * along the diagonals, and flat neighbour tables for the move generator
 * (`next[dir * n + square]`).
 */
import { DIAGONAL, lattice, type Board, type NodeSpec } from '../../../core/index.js';
import { squareName, type SquareTable } from './squares.js';
import type { DraughtsRules } from './types.js';

/** Directions, in the core's DIAGONAL order: ne, se, sw, nw (White moves up, +y). */
export const NE = 0;
/** South-east. */
export const SE = 1;
/** South-west. */
export const SW = 2;
/** North-west. */
export const NW = 3;

/** Compiled geometry of one board. */
export interface Geometry extends SquareTable {
  /** Number of playing squares. */
  readonly n: number;
  readonly width: number;
  readonly height: number;
  /** Coordinates of square id (0-based; square number id + 1): x = file, y = rank (0 = White's edge). */
  readonly x: Int8Array;
  readonly y: Int8Array;
  /** `next[d * n + s]`: the neighbour of s along direction d, or -1 (d 0–3 diagonal; 4–7 e, n, w, s with orthogonal captures). */
  readonly next: Int16Array;
  /** Per side (0 black, 1 white): 1 on the squares where its men are crowned. */
  readonly crown: readonly [Uint8Array, Uint8Array];
  /** Per side: the two directions its men move forward in. */
  readonly forward: readonly [readonly [number, number], readonly [number, number]];
  /** Name of each square in the rules' notation (`'22'` or `'c3'`). */
  readonly names: readonly string[];
  /** Capture mark of the notation: `x` in numeric PDN, `:` in algebraic. */
  readonly captureMark: 'x' | ':';
}

/** Whether (x, y) is a playing square. */
function playing(x: number, y: number, inverted: boolean): boolean {
  return ((x + y) % 2 === 0) !== inverted;
}

/** Coordinates of every playing square in numbering order. */
export function squareCoordinates(rules: Pick<DraughtsRules, 'width' | 'height' | 'inverted'>): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (let y = rules.height - 1; y >= 0; y--) {
    for (let x = 0; x < rules.width; x++) if (playing(x, y, rules.inverted === true)) out.push({ x, y });
  }
  return out;
}

/** The core graph of the board: nodes named '1'..'n' (or 'a1'…), joined along ne, se, sw, nw. */
export function createFamilyBoard(rules: DraughtsRules): Board {
  const nodes: NodeSpec[] = squareCoordinates(rules).map((c, i) => ({ name: squareName(rules, c.x, c.y, i), x: c.x, y: c.y }));
  return lattice(nodes, DIAGONAL);
}

/** Compiles the generator's tables from the core graph. */
export function compileGeometry(rules: DraughtsRules, board: Board): Geometry {
  const n = board.size;
  const x = new Int8Array(n);
  const y = new Int8Array(n);
  // Four diagonal directions; four more along rows and columns (e, n, w, s) for orthogonal captures.
  const dirs = rules.orthogonalCaptures === true ? 8 : 4;
  const next = new Int16Array(dirs * n).fill(-1);
  const crownBlack = new Uint8Array(n);
  const crownWhite = new Uint8Array(n);
  const at = new Int16Array(rules.width * rules.height).fill(-1);
  const names: string[] = [];
  for (let s = 0; s < n; s++) {
    const c = board.coords[s] as { x: number; y: number };
    x[s] = c.x;
    y[s] = c.y;
    at[c.y * rules.width + c.x] = s;
    names.push(squareName(rules, c.x, c.y, s));
    for (let d = 0; d < 4; d++) next[d * n + s] = board.step(s, d);
    if (c.y === 0) crownBlack[s] = 1;
    if (c.y === rules.height - 1) crownWhite[s] = 1;
  }
  if (dirs === 8) {
    // The orthogonal neighbour on the same colour is two files or two ranks away.
    const steps = [[2, 0], [0, 2], [-2, 0], [0, -2]] as const;
    for (let s = 0; s < n; s++) {
      steps.forEach(([dx, dy], k) => {
        const tx = (x[s] as number) + dx;
        const ty = (y[s] as number) + dy;
        if (tx >= 0 && tx < rules.width && ty >= 0 && ty < rules.height) next[(4 + k) * n + s] = at[ty * rules.width + tx] as number;
      });
    }
  }
  return {
    n, width: rules.width, height: rules.height, x, y, next, crown: [crownBlack, crownWhite], forward: [[SE, SW], [NE, NW]],
    at, names, captureMark: rules.notation === 'algebraic' ? ':' : 'x',
  };
}
