/**
 * Zobrist keys for chess: piece on square, castling rights, en passant file
 * (only when the capture is legal: FIDE counts such positions as different)
 * and side to move.
 */
import { lazy } from '../../core/lazy.js';
import { zobristTable, type ZobristTable } from '../../core/zobrist.js';

/** Feature index of piece code `code` (colour | type) on `square`. */
export const pieceKey = (code: number, square: number): number => code * 64 + square;
/** Feature index of a castling-rights mask (0..15). */
export const CASTLING_KEY = 1024;
/** Feature index of an en passant file (0..7). */
export const EP_KEY = 1040;
/** Feature index of "black to move". */
export const SIDE_KEY = 1048;

/** The chess key table (fixed seed, so hashes are stable across runs). */
export const chessZobrist = /* @__PURE__ */ lazy((): ZobristTable => zobristTable(1049, 0xc4e55));
