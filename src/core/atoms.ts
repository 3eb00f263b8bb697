/**
 * Movement as data. A piece is a list of atoms; each atom says how it moves
 * (step, slide, leap or jump), along which directions, and whether it may
 * capture. Variants compile atoms once per seat into integer tables, then
 * generate moves with {@link atomTargets}.
 */
import { NONE, nodeAt, type Board } from './graph.js';
import { resolveDirection, type Compass, type Relative } from './directions.js';
import { fail } from './errors.js';

/** Whether a move may end on an opponent (`capture`), must not (`quiet`), or either (`both`). */
export type CaptureMode = 'quiet' | 'capture' | 'both';

/** A direction as written in data: compass or relative to the mover's seat. */
export type DirectionName = Compass | Relative;

/** One way of moving. */
export type Atom =
  /** One node along a direction. */
  | { readonly kind: 'step'; readonly dirs: readonly DirectionName[]; readonly mode?: CaptureMode }
  /** Any number of empty nodes along a direction (up to `max`), then optionally a capture. */
  | { readonly kind: 'slide'; readonly dirs: readonly DirectionName[]; readonly mode?: CaptureMode; readonly max?: number }
  /** A fixed coordinate offset, ignoring what is between (knights). Offsets are relative to a north-facing seat and rotated per seat. */
  | { readonly kind: 'leap'; readonly offsets: readonly (readonly [number, number])[]; readonly mode?: CaptureMode }
  /** Over the adjacent node, if it holds a piece of the given side, to the empty node just beyond. */
  | { readonly kind: 'jump'; readonly dirs: readonly DirectionName[]; readonly over: 'ally' | 'enemy' | 'any'; readonly mode?: CaptureMode };

/** An atom compiled for one seat: directions resolved to indices. */
export interface CompiledAtom {
  readonly kind: Atom['kind'];
  readonly mode: CaptureMode;
  readonly dirs: Int32Array;
  readonly max: number;
  readonly over: 'ally' | 'enemy' | 'any';
  readonly offsets: readonly (readonly [number, number])[];
}

/** Rotates a north-facing offset to a seat facing `forward` (orthogonal seats only). */
function rotateOffset([dx, dy]: readonly [number, number], forward: Compass): [number, number] {
  switch (forward) {
    case 'n': return [dx, dy];
    case 'e': return [dy, -dx];
    case 's': return [-dx, -dy];
    case 'w': return [-dy, dx];
    default: return fail('INVALID_ARGUMENT', `leap offsets can only be rotated for seats facing n, e, s or w, not ${forward}`);
  }
}

/**
 * Compiles atoms for a seat whose forward direction is `forward`.
 * Directions the board lacks are an error (a typo in game data should not pass silently).
 */
export function compileAtoms(board: Board, atoms: readonly Atom[], forward: Compass = 'n'): CompiledAtom[] {
  return atoms.map((atom) => {
    const dirs = 'dirs' in atom ? atom.dirs : [];
    const indices = dirs.map((d) => {
      const i = board.dirIndex(resolveDirection(d, forward));
      if (i === NONE) fail('INVALID_BOARD', `direction "${d}" does not exist on this board`);
      return i;
    });
    return {
      kind: atom.kind,
      mode: atom.mode ?? 'both',
      dirs: Int32Array.from(indices),
      max: atom.kind === 'slide' ? atom.max ?? Infinity : 1,
      over: atom.kind === 'jump' ? atom.over : 'any',
      offsets: atom.kind === 'leap' ? atom.offsets.map((o) => rotateOffset(o, forward)) : [],
    };
  });
}

/**
 * What occupies a node, from the mover's point of view:
 * 0 empty, 1 ally, 2 enemy.
 */
export type Occupancy = (node: number) => 0 | 1 | 2;

/** A target found by {@link atomTargets}: where the piece lands, what it passes over. */
export interface AtomTarget {
  readonly to: number;
  /** Node of the piece captured by landing (`to` when the landing node holds an enemy), or NONE. */
  readonly captured: number;
  /** Node jumped over (jumps only), or NONE. */
  readonly over: number;
}

/**
 * All single-move targets of compiled atoms from `from`. This is the readable
 * generic generator (used by data-defined games); speed-critical variants
 * index the board's tables directly.
 */
export function atomTargets(board: Board, atoms: readonly CompiledAtom[], from: number, occupancy: Occupancy): AtomTarget[] {
  const out: AtomTarget[] = [];
  const land = (to: number, mode: CaptureMode, over: number): void => {
    const occ = occupancy(to);
    if (occ === 0 && mode !== 'capture') out.push({ to, captured: NONE, over });
    else if (occ === 2 && mode !== 'quiet') out.push({ to, captured: to, over });
  };
  for (const atom of atoms) {
    if (atom.kind === 'leap') {
      const p = board.coords[from] as { x: number; y: number };
      for (const [dx, dy] of atom.offsets) {
        const to = nodeAt(board, p.x + dx, p.y + dy);
        if (to !== NONE) land(to, atom.mode, NONE);
      }
      continue;
    }
    for (const dir of atom.dirs) {
      if (atom.kind === 'step') {
        const to = board.step(from, dir);
        if (to !== NONE) land(to, atom.mode, NONE);
      } else if (atom.kind === 'slide') {
        let cur = board.step(from, dir);
        for (let i = 0; cur !== NONE && i < atom.max; i++, cur = board.step(cur, dir)) {
          const occ = occupancy(cur);
          if (occ === 0) { if (atom.mode !== 'capture') out.push({ to: cur, captured: NONE, over: NONE }); continue; }
          if (occ === 2 && atom.mode !== 'quiet') out.push({ to: cur, captured: cur, over: NONE });
          break;
        }
      } else {
        const over = board.step(from, dir);
        if (over === NONE) continue;
        const occ = occupancy(over);
        const ok = atom.over === 'any' ? occ !== 0 : atom.over === 'ally' ? occ === 1 : occ === 2;
        if (!ok) continue;
        const to = board.step(over, dir);
        if (to !== NONE && occupancy(to) === 0) out.push({ to, captured: occ === 2 ? over : NONE, over });
      }
    }
  }
  return out;
}
