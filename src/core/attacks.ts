/**
 * "Is this node attacked?" for games whose pieces are movement atoms: an
 * attack map compiled once from each piece code's atoms, then tested from the
 * target outward (rays for slides, inverse target tables for steps and leaps),
 * against any set of attacking piece codes — one opponent or several at once.
 * Jump atoms are not attacks in this sense (a jump takes the piece it passes
 * over, not the one on its landing node) and are ignored.
 */
import type { CompiledAtom } from './atoms.js';
import { fail } from './errors.js';
import { NONE, type Board } from './graph.js';
import { offsetTable, pathTable, type TargetTable } from './tables.js';

/** Compiled attack data of a set of piece codes on one board. */
export interface AttackMap {
  /** Number of board directions. */
  readonly dirs: number;
  /** `reach[code * dirs + d]`: how far `code` captures by sliding along direction `d` (0 when it does not). */
  readonly reach: Int32Array;
  /** Codes that capture by a step or a leap, each with the nodes from which it reaches a node. */
  readonly hoppers: readonly { readonly code: number; readonly from: TargetTable }[];
  /** `opposite[d]`: the direction that leads back along `d`, or {@link NONE}. */
  readonly opposite: Int32Array;
}

/** The direction that undoes `d` on every edge of the board, or NONE. */
function oppositeOf(board: Board, d: number): number {
  for (let e = 0; e < board.directions.length; e++) {
    let ok = true, any = false;
    for (let n = 0; n < board.size && ok; n++) {
      const m = board.next[d * board.size + n] as number;
      if (m === NONE) continue;
      any = true;
      ok = board.next[e * board.size + m] === n;
    }
    if (ok && any) return e;
  }
  return NONE;
}

/**
 * Compiles the attack map of piece codes `0..pieces.length-1` (`undefined` for
 * codes that do not exist). Only atoms that may capture count.
 *
 * @example
 * ```ts
 * const board = rect(8, 8);
 * const map = compileAttackMap(board, [undefined, compileAtoms(board, CHESS_PIECES.R)]);
 * const squares = new Int8Array(64); squares[0] = 1; // a rook on a1
 * isAttacked(board, map, squares, board.nodeId('a8'), Uint8Array.of(0, 1)) // true
 * ```
 */
export function compileAttackMap(board: Board, pieces: readonly (readonly CompiledAtom[] | undefined)[]): AttackMap {
  const dirs = board.directions.length;
  const opposite = Int32Array.from({ length: dirs }, (_, d) => oppositeOf(board, d));
  const reach = new Int32Array(pieces.length * dirs);
  const hoppers: { code: number; from: TargetTable }[] = [];
  pieces.forEach((atoms, code) => {
    const sources: number[][] = Array.from({ length: board.size }, () => []);
    let hops = false;
    for (const atom of atoms ?? []) {
      if (atom.mode === 'quiet' || atom.kind === 'jump') continue;
      if (atom.kind === 'slide') {
        for (const d of atom.dirs) {
          if (opposite[d] === NONE) fail('INVALID_BOARD', `direction "${board.directions[d]}" has no way back, so slides along it cannot be tested for attacks`);
          reach[code * dirs + d] = Math.max(reach[code * dirs + d] as number, Math.min(atom.max, board.size));
        }
        continue;
      }
      hops = true;
      // Who reaches node t: this atom's target table turned around.
      const reached = atom.kind === 'step' ? pathTable(board, Array.from(atom.dirs, (d) => [d])) : offsetTable(board, atom.offsets);
      for (let n = 0; n < board.size; n++) {
        for (let i = reached.start[n] as number, e = reached.start[n + 1] as number; i < e; i++) sources[reached.nodes[i] as number]?.push(n);
      }
    }
    if (!hops) return;
    const start = new Int32Array(board.size + 1);
    const nodes: number[] = [];
    sources.forEach((list, t) => {
      start[t] = nodes.length;
      for (const s of new Set(list)) nodes.push(s);
    });
    start[board.size] = nodes.length;
    hoppers.push({ code, from: { start, nodes: Int32Array.from(nodes) } });
  });
  return { dirs, reach, hoppers, opposite };
}

/**
 * Is `target` attacked by a piece whose code has `attackers[code] === 1`?
 * `squares[node]` is the piece code on each node (0 for empty, so code 0 is
 * never a piece). Pieces of any code block slides.
 */
export function isAttacked(board: Board, map: AttackMap, squares: ArrayLike<number>, target: number, attackers: Uint8Array): boolean {
  const { rayStart, rayLength, rayNodes } = board;
  const { dirs, reach, opposite, hoppers } = map;
  const size = board.size;
  for (let d = 0; d < dirs; d++) {
    const slot = d * size + target;
    const start = rayStart[slot] as number, end = start + (rayLength[slot] as number);
    const back = opposite[d] as number;
    for (let i = start; i < end; i++) {
      const c = squares[rayNodes[i] as number] as number;
      if (c === 0) continue;
      if (attackers[c] === 1 && back !== NONE && (reach[c * dirs + back] as number) > i - start) return true;
      break;
    }
  }
  for (let h = 0; h < hoppers.length; h++) {
    const hopper = hoppers[h] as AttackMap['hoppers'][number];
    const code = hopper.code;
    if (attackers[code] !== 1) continue;
    const from = hopper.from;
    for (let i = from.start[target] as number, e = from.start[target + 1] as number; i < e; i++) if (squares[from.nodes[i] as number] === code) return true;
  }
  return false;
}
