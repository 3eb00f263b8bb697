/**
 * One seeded random game played on our engine and on an ffish board side by side: at every ply
 * the legal moves (Fairy-Stockfish's UCI text, sorted) must be equal; the move played is drawn
 * from ffish's list. A decided repetition ends our game with no moves, while ffish reports it only
 * as a claim and lists the moves: such a position counts as having none on both sides.
 */
import { expect } from 'vitest';
import type { FairyVariant } from '../../src/variants/fairy/index.js';
import { splitMoves } from './ffish-oracle.js';

/** The part of an ffish board the walk uses. */
interface WalkBoard { legalMoves(): string; push(uci: string): boolean }

/** Plays up to `plies` moves from `game.setup()`; returns the moves played. */
export function walkAgainstFfish(game: FairyVariant, board: WalkBoard, random: () => number, plies: number, label: string): string[] {
  let position = game.setup();
  const played: string[] = [];
  for (let ply = 0; ply <= plies; ply++) {
    const where = `${label} after ${played.join(' ') || 'no moves'}`;
    const status = game.status(position);
    const decided = status.over && /repetition|perpetual-check/.test(status.reason);
    // Insufficient material is a finished game here (no moves listed); ffish's movegen still lists them (its result() says draw).
    const theirs = decided || (status.over && status.reason === 'insufficient-material') ? [] : splitMoves(board.legalMoves());
    const moves = game.legalMoves(position);
    expect(moves.map((m) => m.uci).sort(), where).toEqual(theirs);
    if (theirs.length === 0 || status.over) break;
    const uci = theirs[Math.floor(random() * theirs.length)] ?? '';
    const move = moves.find((m) => m.uci === uci);
    if (!move) throw new Error(`no move ${uci}: ${where}`);
    position = game.play(position, move);
    board.push(uci);
    played.push(uci);
  }
  return played;
}
