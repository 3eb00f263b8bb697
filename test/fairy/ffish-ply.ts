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

/**
 * Seeded games from the start beside ffish (a board per game from `newBoard`), each ply checked by
 * {@link expectPlyAsFfish}; with probability 0.7 the move is drawn from the moves `prefer` picks,
 * when there are any (to reach the rule under test). Returns how many preferred moves were played.
 */
export function walkPreferring(game: FairyVariant, newBoard: () => FfishBoard, random: () => number, plies: number, prefer: (uci: string, position: FairyPosition) => boolean, label: string): number {
  const board = newBoard();
  let preferred = 0;
  try {
    let position = game.setup();
    for (let ply = 0; ply < plies; ply++) {
      const theirs = expectPlyAsFfish(game, position, board, `${label} ply ${ply}`);
      if (game.status(position).over || theirs.length === 0) break;
      const picked = theirs.filter((m) => prefer(m, position));
      const pool = picked.length > 0 && random() < 0.7 ? picked : theirs;
      const uci = pool[Math.floor(random() * pool.length)] as string;
      if (picked.includes(uci)) preferred++;
      position = game.play(position, uci);
      board.push(uci);
    }
  } finally {
    board.delete();
  }
  return preferred;
}
