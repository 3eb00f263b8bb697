/**
 * The board as a graph: dense node ids `0..size-1`, each with a name and 2-D
 * coordinates, joined by named directions (labelled edges), compiled into flat
 * integer tables so move generation never touches a Map or a string.
 */
import { MAX_BOARD_NODES, MAX_DIRECTIONS } from './board-limits.js';
import { describe, fail } from './errors.js';

/** A point for humans and renderers (x to the right, y upward). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A node as given to {@link createBoard}. */
export interface NodeSpec extends Point {
  readonly name: string;
}

/** A directed, labelled edge as given to {@link createBoard}. */
export interface EdgeSpec {
  readonly from: string;
  readonly to: string;
  readonly dir: string;
}

/** Sentinel for "no neighbour". */
export const NONE = -1;

/**
 * A compiled board graph. All tables are flat typed arrays indexed by
 * `dir * size + node`.
 */
export interface Board {
  /** Number of nodes. */
  readonly size: number;
  /** Node names by id. */
  readonly names: readonly string[];
  /** Node coordinates by id. */
  readonly coords: readonly Point[];
  /** Direction names by direction index. */
  readonly directions: readonly string[];
  /** `next[dir * size + node]`: the neighbour in that direction, or {@link NONE}. */
  readonly next: Int32Array;
  /** `rayStart[dir * size + node]`: offset into {@link Board.rayNodes} of the ray from `node` along `dir`. */
  readonly rayStart: Int32Array;
  /** `rayLength[dir * size + node]`: number of nodes on that ray (the node itself excluded). */
  readonly rayLength: Int32Array;
  /** All rays, back to back, nearest node first. */
  readonly rayNodes: Int32Array;
  /** Node id for a name, or {@link NONE}. */
  nodeId(name: string): number;
  /** Direction index for a name, or {@link NONE}. */
  dirIndex(name: string): number;
  /** Neighbour of `node` in direction `dir` (index), or {@link NONE}. */
  step(node: number, dir: number): number;
  /** The nodes along a direction from `node`, nearest first. */
  ray(node: number, dir: number): number[];
}

/**
 * Builds a board from explicit nodes and labelled edges. Rays are compiled by
 * following each direction until it ends (a cycle stops the ray).
 *
 * @example
 * ```ts
 * const triangle = createBoard(
 *   [{ name: 'a', x: 0, y: 0 }, { name: 'b', x: 2, y: 0 }, { name: 'c', x: 1, y: 1 }],
 *   [{ from: 'a', to: 'b', dir: 'right' }, { from: 'b', to: 'a', dir: 'left' }],
 * );
 * triangle.step(triangle.nodeId('a'), triangle.dirIndex('right')) // → id of 'b'
 * ```
 */
export function createBoard(nodes: readonly NodeSpec[], edges: readonly EdgeSpec[], directionOrder?: readonly string[]): Board {
  // Plain JavaScript callers may pass anything: sizes are checked before any table is allocated.
  if (!Array.isArray(nodes) || nodes.length === 0 || nodes.length > MAX_BOARD_NODES) fail('INVALID_BOARD', `a board has from 1 to ${MAX_BOARD_NODES} nodes, got ${Array.isArray(nodes) ? `${nodes.length} nodes` : describe(nodes)}`);
  if (!Array.isArray(edges)) fail('INVALID_BOARD', `edges must be an array, got ${describe(edges)}`);
  if (directionOrder !== undefined && !Array.isArray(directionOrder)) fail('INVALID_BOARD', `the direction order must be an array, got ${describe(directionOrder)}`);
  const size = nodes.length;
  const names: string[] = [];
  const idByName = new Map<string, number>();
  nodes.forEach((node: unknown, id) => {
    if (typeof node !== 'object' || node === null) fail('INVALID_BOARD', `node ${id} must be an object { name, x, y }, got ${describe(node)}`);
    const { name, x, y } = node as Partial<NodeSpec>;
    if (typeof name !== 'string' || name === '') fail('INVALID_BOARD', `node ${id} has no name`);
    if (!Number.isFinite(x) || !Number.isFinite(y)) fail('INVALID_BOARD', `node ${JSON.stringify(name.slice(0, 30))} needs finite x and y coordinates`);
    if (idByName.has(name)) fail('INVALID_BOARD', `node name ${JSON.stringify(name.slice(0, 30))} is used twice`);
    idByName.set(name, id);
    names.push(name);
  });
  const directions: string[] = [...(directionOrder ?? [])];
  const dirByName = new Map(directions.map((d, i) => [d, i] as const));
  for (const e of edges as readonly unknown[]) {
    const dir = (e as Partial<EdgeSpec> | null)?.dir;
    if (typeof e !== 'object' || e === null || typeof dir !== 'string') fail('INVALID_BOARD', `an edge must be an object { from, to, dir } with a direction name, got ${describe(e)}`);
    if (!dirByName.has(dir)) {
      dirByName.set(dir, directions.length);
      directions.push(dir);
    }
  }
  if (directions.length > MAX_DIRECTIONS) fail('INVALID_BOARD', `a board has at most ${MAX_DIRECTIONS} directions, got ${directions.length}`);

  const next = new Int32Array(directions.length * size).fill(NONE);
  for (const e of edges) {
    const from = idByName.get(e.from);
    const to = idByName.get(e.to);
    if (from === undefined || to === undefined) fail('INVALID_BOARD', `edge ${e.from} -${e.dir}-> ${e.to} names an unknown node`);
    const slot = (dirByName.get(e.dir) as number) * size + from;
    if (next[slot] !== NONE && next[slot] !== to) fail('INVALID_BOARD', `node ${e.from} has two neighbours in direction ${e.dir}`);
    next[slot] = to;
  }

  return boardOf(nodes, names, idByName, directions, dirByName, next);
}

/**
 * {@link createBoard} without the checks of a caller's input, for boards the package builds itself
 * (shapes.ts `algebraicGrid`, chess's 8x8; every edge's direction in `directionOrder`), so that a
 * one-game app does not carry the checks. Internal.
 */
export function compileBoard(nodes: readonly NodeSpec[], edges: readonly EdgeSpec[], directionOrder: readonly string[]): Board {
  const size = nodes.length;
  const names = nodes.map((n) => n.name);
  const idByName = new Map(names.map((name, id) => [name, id] as const));
  const directions = [...directionOrder];
  const dirByName = new Map(directions.map((d, i) => [d, i] as const));
  const next = new Int32Array(directions.length * size).fill(NONE);
  for (const e of edges) next[dirByName.get(e.dir)! * size + idByName.get(e.from)!] = idByName.get(e.to)!;
  return boardOf(nodes, names, idByName, directions, dirByName, next);
}

/** The rays along each direction and the board object, from the nodes and neighbour table built. */
function boardOf(nodes: readonly NodeSpec[], names: string[], idByName: Map<string, number>, directions: string[], dirByName: Map<string, number>, next: Int32Array): Board {
  const size = nodes.length;
  const rayStart = new Int32Array(directions.length * size);
  const rayLength = new Int32Array(directions.length * size);
  const all: number[] = [];
  for (let d = 0; d < directions.length; d++) {
    for (let n = 0; n < size; n++) {
      const slot = d * size + n;
      rayStart[slot] = all.length;
      const seen = new Set<number>([n]);
      let cur = next[slot] as number;
      while (cur !== NONE && !seen.has(cur)) {
        all.push(cur);
        seen.add(cur);
        cur = next[d * size + cur] as number;
      }
      rayLength[slot] = all.length - (rayStart[slot] as number);
    }
  }
  const rayNodes = Int32Array.from(all);
  const coords = nodes.map((n) => ({ x: n.x, y: n.y }));

  return {
    size,
    names,
    coords,
    directions,
    next,
    rayStart,
    rayLength,
    rayNodes,
    nodeId: (name) => idByName.get(name) ?? NONE,
    dirIndex: (name) => dirByName.get(name) ?? NONE,
    step: (node, dir) => (node < 0 || node >= size || dir < 0 || dir >= directions.length ? NONE : (next[dir * size + node] as number)),
    ray: (node, dir) => {
      const slot = dir * size + node;
      const start = rayStart[slot] as number;
      return Array.from(rayNodes.subarray(start, start + (rayLength[slot] as number)));
    },
  };
}

/** Node id for a name; throws `UNKNOWN_NODE` with the name when the board has no such node. */
export function requireNode(board: Board, name: string): number {
  const id = board.nodeId(name);
  if (id === NONE) fail('UNKNOWN_NODE', `there is no position "${name}" on this board`);
  return id;
}

/** Direction index for a name; throws `UNKNOWN_DIRECTION` when the board has no such direction. */
export function requireDir(board: Board, name: string): number {
  const d = board.dirIndex(name);
  if (d === NONE) fail('UNKNOWN_DIRECTION', `this board has no direction "${name}" (it has ${board.directions.join(', ')})`);
  return d;
}

const coordinateIndex = /* @__PURE__ */ new WeakMap<Board, Map<string, number>>();

/**
 * The node at coordinates (x, y), or {@link NONE}. The coordinate index is built
 * once per board, on first use (leapers, renderers and shape-aware code share it).
 * @example
 * ```ts
 * nodeAt(rect(8, 8), 4, 3) // id of e4
 * ```
 */
export function nodeAt(board: Board, x: number, y: number): number {
  let index = coordinateIndex.get(board);
  if (!index) {
    const built = new Map<string, number>();
    board.coords.forEach((p, id) => built.set(`${p.x},${p.y}`, id));
    coordinateIndex.set(board, built);
    index = built;
  }
  return index.get(`${x},${y}`) ?? NONE;
}
