/**
 * The chess board and the movement tables of the chess pieces (the moves the core's `CHESS_PIECES`
 * atoms describe: test/chess/tables.test.ts compares them), read straight off the board's compass
 * directions rather than through the atom compiler, which a chess app then leaves out of its bundle.
 * Built on first use, never at import.
 */
import { algebraicGrid } from '../../core/shapes.js';
import { COMPASS, DIAGONAL, ORTHOGONAL } from '../../core/directions.js';
import { KNIGHT_OFFSETS } from '../../core/pieces.js';
import type { TargetTable } from '../../core/tables.js';
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

/** The board's indices of compass directions, in the order given. */
function dirs(board: Board, names: readonly string[]): Int32Array {
  return Int32Array.from(names, (name) => board.directions.indexOf(name));
}

/**
 * A target table (as core tables.ts packs them) of the 64 squares, each square's targets pushed by
 * `each` in move-generation order; written out here so that a chess app keeps no generic table builder.
 */
function targets(each: (square: number, out: number[]) => void): TargetTable {
  const start = new Int32Array(65), all: number[] = [];
  for (let n = 0; n < 64; n++) {
    start[n] = all.length;
    each(n, all);
  }
  start[64] = all.length;
  return { start, nodes: Int32Array.from(all) };
}

/** The 8x8 board: node ids a1 = 0 … h8 = 63, compass directions. */
export const chessBoard = /* @__PURE__ */ lazy((): Board => algebraicGrid(8, 8));

/** Movement tables, built once: the king steps and the queen slides along every compass direction, the rook orthogonally, the bishop diagonally. */
export const chessTables = /* @__PURE__ */ lazy((): ChessTables => {
  const board = chessBoard();
  const all = dirs(board, COMPASS), rookDirs = dirs(board, ORTHOGONAL), bishopDirs = dirs(board, DIAGONAL);
  const sliderKind = new Int8Array(board.directions.length);
  for (const d of rookDirs) sliderKind[d] = 1;
  for (const d of bishopDirs) sliderKind[d] = 2;
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
    knight: targets((n, out) => {
      for (const [dx, dy] of KNIGHT_OFFSETS) {
        const x = (n & 7) + dx, y = (n >> 3) + dy;
        if (x >= 0 && x < 8 && y >= 0 && y < 8) out.push(y * 8 + x);
      }
    }),
    king: targets((n, out) => {
      for (const d of all) if (board.next[d * 64 + n]! >= 0) out.push(board.next[d * 64 + n]!);
    }),
    rookDirs,
    bishopDirs,
    queenDirs: all,
    sliderKind,
  };
});
