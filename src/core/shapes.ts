/**
 * Shape builders: rectangles (optionally with holes), the diamond, and any
 * lattice of points. All produce a {@link Board} with compass directions.
 */
import { MAX_BOARD_NODES, MAX_DIAMOND_RADIUS, MAX_RECT_SIDE, requireBoardSize } from './board-limits.js';
import { fail } from './errors.js';
import { compileBoard, createBoard, type Board, type EdgeSpec, type NodeSpec } from './graph.js';
import { COMPASS, COMPASS_VECTORS, type Compass } from './directions.js';

/**
 * Builds a board from lattice points with integer coordinates; a node's
 * neighbour in each compass direction is the point one unit vector away, if any.
 */
export function lattice(nodes: readonly NodeSpec[], directions: readonly Compass[] = COMPASS): Board {
  if (!Array.isArray(nodes) || nodes.length === 0 || nodes.length > MAX_BOARD_NODES) fail('INVALID_BOARD', `a lattice has from 1 to ${MAX_BOARD_NODES} points`);
  const at = new Map(nodes.map((n) => [`${n.x},${n.y}`, n.name] as const));
  const edges: EdgeSpec[] = [];
  for (const n of nodes) {
    for (const dir of directions) {
      const [dx, dy] = COMPASS_VECTORS[dir];
      const to = at.get(`${n.x + dx},${n.y + dy}`);
      if (to !== undefined) edges.push({ from: n.name, to, dir });
    }
  }
  return createBoard(nodes, edges, directions);
}

/** Options of {@link rect}. */
export interface RectOptions {
  /** Returns true for squares that do not exist (e.g. the corners of a cross). */
  readonly hole?: (file: number, rank: number) => boolean;
  /** Names a square; default algebraic (`a1`, file letter + 1-based rank). */
  readonly name?: (file: number, rank: number) => string;
}

/** Algebraic square name: file 0 → `a`, rank 0 → `1`. */
export function algebraic(file: number, rank: number): string {
  return String.fromCharCode(97 + file) + String(rank + 1);
}

/**
 * A `files` x `ranks` grid with compass directions. Node ids run a1, b1, …,
 * then a2, … (rank-major, holes skipped), so on a plain 8x8 board `id = rank * 8 + file`.
 * `files` and `ranks` are whole numbers from 1 to 100;
 * anything else (0, a negative, NaN, 1e5) is `INVALID_BOARD`, before anything is built.
 *
 * @example
 * ```ts
 * const cross = rect(14, 14, { hole: (f, r) => (f < 3 || f > 10) && (r < 3 || r > 10) });
 * cross.size // 160
 * ```
 */
export function rect(files: number, ranks: number, options: RectOptions = {}): Board {
  requireBoardSize(files, 1, MAX_RECT_SIDE, 'rect files');
  requireBoardSize(ranks, 1, MAX_RECT_SIDE, 'rect ranks');
  const name = options.name ?? algebraic;
  const nodes: NodeSpec[] = [];
  for (let r = 0; r < ranks; r++) {
    for (let f = 0; f < files; f++) {
      if (!options.hole?.(f, r)) nodes.push({ name: name(f, r), x: f, y: r });
    }
  }
  return lattice(nodes);
}

/**
 * `rect(files, ranks)` for a size the package itself asks for (chess's 8x8): the same board, built
 * without the checks of a caller's input (`createBoard`'s), which a one-game app then leaves out. Internal.
 */
export function algebraicGrid(files: number, ranks: number): Board {
  const nodes: NodeSpec[] = [], edges: EdgeSpec[] = [];
  for (let y = 0; y < ranks; y++) for (let x = 0; x < files; x++) nodes.push({ name: algebraic(x, y), x, y });
  for (const { name, x, y } of nodes) {
    for (const dir of COMPASS) {
      const tx = x + COMPASS_VECTORS[dir][0], ty = y + COMPASS_VECTORS[dir][1];
      if (tx >= 0 && tx < files && ty >= 0 && ty < ranks) edges.push({ from: name, to: algebraic(tx, ty), dir });
    }
  }
  return compileBoard(nodes, edges, COMPASS);
}

/**
 * The diamond of lattice points with |x| + |y| <= radius, with compass
 * directions (orthogonals along the lattice, diagonals "across the diamonds").
 * `name(x, y)` names each point. `radius` is a whole number from 0 to
 * 50; anything else is `INVALID_BOARD`.
 */
export function diamond(radius: number, name: (x: number, y: number) => string): Board {
  requireBoardSize(radius, 0, MAX_DIAMOND_RADIUS, 'diamond radius');
  const nodes: NodeSpec[] = [];
  for (let y = -radius; y <= radius; y++) {
    for (let x = -radius; x <= radius; x++) {
      if (Math.abs(x) + Math.abs(y) <= radius) nodes.push({ name: name(x, y), x, y });
    }
  }
  return lattice(nodes);
}
