/**
 * The chess board and the movement tables compiled from the core's
 * chess-family atoms (`CHESS_PIECES`). Built on first use, never at import.
 */
import { rect } from '../../core/shapes.js';
import { compileAtoms, type CompiledAtom } from '../../core/atoms.js';
import { CHESS_PIECES } from '../../core/pieces.js';
import { offsetTable, pathTable, type TargetTable } from '../../core/tables.js';
import { lazy } from '../../core/lazy.js';
import type { Board } from '../../core/graph.js';

/** Compiled tables the fast move generator indexes directly. */
export interface ChessTables {
  readonly board: Board;
  /** `next[dir * 64 + square]` (compass order n, ne, e, se, s, sw, w, nw), -1 off the board. */
  readonly next: Int32Array;
  readonly rayStart: Int32Array;
  readonly rayLength: Int32Array;
  readonly rayNodes: Int32Array;
  /** Knight and king targets from the leap / step atoms. */
  readonly knight: TargetTable;
  readonly king: TargetTable;
  /** Slide directions of the rook, bishop and queen atoms. */
  readonly rookDirs: Int32Array;
  readonly bishopDirs: Int32Array;
  readonly queenDirs: Int32Array;
  /** For a direction index: 1 if a rook slides along it, 2 if a bishop does. */
  readonly sliderKind: Int8Array;
  /** `lineDir[a * 64 + b]`: the direction from `a` along which `b` lies on a ray, or -1. */
  readonly lineDir: Int8Array;
}

function only(atoms: readonly CompiledAtom[], kind: CompiledAtom['kind']): CompiledAtom {
  const atom = atoms.find((a) => a.kind === kind);
  if (!atom) throw new Error(`chess piece data has no ${kind} atom`);
  return atom;
}

/** The 8x8 board: node ids a1 = 0 … h8 = 63, compass directions. */
export const chessBoard = /* @__PURE__ */ lazy((): Board => rect(8, 8));

/** Movement tables, compiled once from `CHESS_PIECES`. */
export const chessTables = /* @__PURE__ */ lazy((): ChessTables => {
  const board = chessBoard();
  const knight = only(compileAtoms(board, CHESS_PIECES.N), 'leap');
  const king = only(compileAtoms(board, CHESS_PIECES.K), 'step');
  const rook = only(compileAtoms(board, CHESS_PIECES.R), 'slide');
  const bishop = only(compileAtoms(board, CHESS_PIECES.B), 'slide');
  const queen = only(compileAtoms(board, CHESS_PIECES.Q), 'slide');
  const sliderKind = new Int8Array(board.directions.length);
  for (const d of rook.dirs) sliderKind[d] = 1;
  for (const d of bishop.dirs) sliderKind[d] = 2;
  const lineDir = new Int8Array(64 * 64).fill(-1);
  for (let a = 0; a < 64; a++) {
    for (let d = 0; d < board.directions.length; d++) for (const b of board.ray(a, d)) lineDir[a * 64 + b] = d;
  }
  return {
    board,
    lineDir,
    next: board.next,
    rayStart: board.rayStart,
    rayLength: board.rayLength,
    rayNodes: board.rayNodes,
    knight: offsetTable(board, knight.offsets),
    king: pathTable(board, Array.from(king.dirs, (d) => [d])),
    rookDirs: rook.dirs,
    bishopDirs: bishop.dirs,
    queenDirs: queen.dirs,
    sliderKind,
  };
});
