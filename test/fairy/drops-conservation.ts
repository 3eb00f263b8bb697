/**
 * Shared check for the drop-game property tests (quick and heavy tiers): along seeded random games,
 * the pieces on the board and in both hands stay the same in number, except that a capture in a game
 * whose captures do not go to the hand removes the piece taken. Counted from the FEN text alone.
 */
import { expect } from 'vitest';
import type { FairyDefinition } from '../../src/core/declarative/fairy/definition.js';
import { defineFairy } from '../../src/variants/fairy/index.js';
import { fairyDefinitions } from '../../src/variants/fairy/definitions.js';
import { seeded } from './seeded.js';

/** The built-in games with pieces in hand (drops or gating). */
export const dropDefinitions: readonly FairyDefinition[] = fairyDefinitions.filter((d) => (d.pieceDrops === true && d.freeDrops !== true) || d.capturesToHand === true || d.seirawanGating === true);

/** Pieces on the board plus pieces in hand, read from Fairy-Stockfish's FEN (`[...]` after the board). */
export function piecesOf(fen: string): number {
  const board = fen.split(' ')[0] ?? '';
  return (board.match(/[a-z]/gi) ?? []).length;
}

/** Plays `games` seeded random games of `plies` plies and checks the count after every move. */
export function checkConservation(def: FairyDefinition, games: number, plies: number, seed: number): number {
  const v = defineFairy(def);
  const random = seeded(seed);
  let checked = 0;
  for (let g = 0; g < games; g++) {
    let p = v.setup();
    for (let ply = 0; ply < plies; ply++) {
      const moves = v.legalMoves(p);
      if (moves.length === 0) break;
      const move = moves[Math.floor(random() * moves.length)];
      if (!move) break;
      const before = piecesOf(p.fen);
      const next = v.play(p, move);
      const lost = def.capturesToHand === true ? 0 : move.captures.length;
      expect(piecesOf(next.fen), `${def.id}: ${p.fen} then ${move.uci}`).toBe(before - lost);
      p = next;
      checked++;
    }
  }
  return checked;
}
