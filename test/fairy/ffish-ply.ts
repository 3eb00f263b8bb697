/**
 * One ply of a game played beside ffish (the placement games' walks: flips, walls): our legal
 * moves, FEN and result must be ffish's at every ply.
 */
import { expect } from 'vitest';
import type { FairyPosition, FairyVariant } from '../../src/variants/fairy/index.js';
import { splitMoves, type FfishBoard } from './ffish-oracle.js';

/** Our status as ffish's `result()` writes it: '*', '1-0', '0-1' or '1/2-1/2'. */
export function resultAsFfish(game: FairyVariant, position: FairyPosition): string {
  const s = game.status(position);
  return !s.over ? '*' : s.draw !== undefined ? '1/2-1/2' : s.winner === game.players[0] ? '1-0' : '0-1';
}

/** Checks that `position` lists ffish's legal moves (as UCI), writes its FEN and has its result; returns ffish's moves, sorted. */
export function expectPlyAsFfish(game: FairyVariant, position: FairyPosition, board: FfishBoard, where: string): string[] {
  const theirs = splitMoves(board.legalMoves());
  expect(game.legalMoves(position).map((m) => m.uci).sort(), where).toEqual(theirs);
  expect(game.format(position), where).toBe(board.fen());
  expect(resultAsFfish(game, position), where).toBe(board.result());
  return theirs;
}
