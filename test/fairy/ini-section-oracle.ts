/**
 * Sections of Fairy-Stockfish's own variants.ini played against ffish 0.7.10 loading the same file:
 * perft from the start (ffish's counted through its legal moves, which stop at an immediate end) and
 * seeded random games played to their end, comparing the legal moves and `result()` at every ply.
 */
import { expect } from 'vitest';
import type { FairyDefinition } from '../../src/core/declarative/fairy/definition.js';
import { defineFairy, type FairyVariant } from '../../src/variants/fairy/index.js';
import { loadFfish, oraclePerft, splitMoves } from './ffish-oracle.js';
import { loadFixtureIntoFfish, readFixtureSections } from './variants-ini-fixture.js';
import { seeded } from './seeded.js';

let sections: ReturnType<typeof readFixtureSections> | undefined;

/** The definition read from a section of the file (throws when the section is refused). */
export function fixture(name: string): FairyDefinition {
  sections ??= readFixtureSections();
  const section = sections.find((s) => s.name === name);
  if (!section?.definition) throw new Error(`[${name}] is not read: ${section?.refused ?? 'no such section'}`);
  return section.definition;
}

/** ffish's result as our status: the winning player, 'draw', or undefined while the game goes on. */
export function outcome(game: FairyVariant, result: string): string | undefined {
  if (result === '1-0') return game.players[0];
  if (result === '0-1') return game.players[1];
  return result === '1/2-1/2' ? 'draw' : undefined;
}

/** Our perft of a section from its start, and ffish's. */
export async function perftBoth(name: string, depth: number): Promise<{ ours: number; theirs: number }> {
  const ff = await loadFfish();
  loadFixtureIntoFfish(ff);
  const game = defineFairy(fixture(name));
  return { ours: game.perft(game.setup(), depth), theirs: oraclePerft(ff, { variant: name }, depth) };
}

/**
 * Plays `games` seeded random games of a section against ffish, each to its end or `plies`; at
 * every ply the legal moves and the result must agree. Returns the reasons the games ended with.
 */
export async function playToEndAgainstFfish(name: string, games: number, plies: number, seed: number): Promise<string[]> {
  const ff = await loadFfish();
  loadFixtureIntoFfish(ff);
  const game = defineFairy(fixture(name));
  const random = seeded(seed);
  const reasons: string[] = [];
  for (let g = 0; g < games; g++) {
    const board = new ff.Board(name);
    try {
      let position = game.setup();
      const played: string[] = [];
      for (let ply = 0; ply <= plies; ply++) {
        const where = `${name} after ${played.join(' ') || 'no moves'}`;
        const status = game.status(position);
        // A decided repetition ends our game; ffish reports it only as a claim (result(true)) and lists the moves.
        const decided = status.over && /repetition/.test(status.reason);
        const theirs = decided ? [] : splitMoves(board.legalMoves());
        expect(game.legalMoves(position).map((m) => m.uci).sort(), where).toEqual(theirs);
        expect(status.over ? status.winner ?? 'draw' : undefined, `result: ${where}`).toBe(outcome(game, board.result(decided)));
        if (status.over) { reasons.push(status.reason); break; }
        if (ply === plies) break;
        const uci = theirs[Math.floor(random() * theirs.length)] ?? '';
        position = game.play(position, uci);
        board.push(uci);
        played.push(uci);
      }
    } finally {
      board.delete();
    }
  }
  return reasons;
}

/**
 * Compares the game's end on the given positions (FEN text) with ffish's `result()` on the same
 * FEN; returns the outcomes met (undefined: the game goes on).
 */
export async function endsAgainstFfish(name: string, fens: readonly string[]): Promise<Set<string | undefined>> {
  const ff = await loadFfish();
  loadFixtureIntoFfish(ff);
  const game = defineFairy(fixture(name));
  const seen = new Set<string | undefined>();
  for (const fen of fens) {
    const board = new ff.Board(name, fen);
    try {
      const status = game.status(game.parse(fen));
      const expected = outcome(game, board.result());
      expect(status.over ? status.winner ?? 'draw' : undefined, `${name}: ${fen}`).toBe(expected);
      seen.add(expected);
    } finally {
      board.delete();
    }
  }
  return seen;
}

/** A FEN board of `ranks` x `files` (rank 1 first in `at`) filled by `at(rank, file)`: a letter or '' for empty. */
export function boardFen(ranks: number, files: number, at: (rank: number, file: number) => string): string {
  const rows: string[] = [];
  for (let r = ranks - 1; r >= 0; r--) {
    let row = '', empty = 0;
    for (let f = 0; f < files; f++) {
      const ch = at(r, f);
      if (ch === '') { empty++; continue; }
      if (empty > 0) { row += String(empty); empty = 0; }
      row += ch;
    }
    rows.push(row + (empty > 0 ? String(empty) : ''));
  }
  return rows.join('/');
}

/** Plays `moves` from `fen` on both sides and compares the legal moves and result after each; returns ours at the end. */
export async function movesAfterAgainstFfish(name: string, fen: string, moves: readonly string[]): Promise<string[]> {
  const ff = await loadFfish();
  loadFixtureIntoFfish(ff);
  const game = defineFairy(fixture(name));
  const board = new ff.Board(name, fen);
  try {
    let position = game.parse(fen);
    for (let i = 0; ; i++) {
      const where = `${name}: ${fen} after ${moves.slice(0, i).join(' ') || 'no moves'}`;
      const ours = game.legalMoves(position).map((m) => m.uci).sort();
      expect(ours, where).toEqual(splitMoves(board.legalMoves()));
      const status = game.status(position);
      expect(status.over ? status.winner ?? 'draw' : undefined, `result: ${where}`).toBe(outcome(game, board.result()));
      const uci = moves[i];
      if (uci === undefined) return ours;
      position = game.play(position, uci);
      board.push(uci);
    }
  } finally {
    board.delete();
  }
}
