/**
 * The search layer counts perft's last ply on square sets: two words on boards
 * of up to 64 squares (along rows and columns too for Frisian's orthogonal
 * captures), three words on Canadian's 72 squares. Its counts must be what the
 * immutable layer (legalMoves and play, the square-indexed generator walking
 * the board) counts, from positions with men and kings in contact across the
 * words' boundaries.
 */
import { describe, expect, it } from 'vitest';
import { immutableSearch, perft } from '../../src/core/index.js';
import { canadian, frisian, type DraughtsVariant } from '../../src/variants/draughts/index.js';

const immutablePerft = (v: DraughtsVariant, fen: string, depth: number): number =>
  perft(immutableSearch({ legalMoves: (p) => v.legalMoves(p), play: (p, m) => v.play(p, m), hash: (p) => v.hash(p) }, v.parse(fen)), depth);

// Positions from seeded random games: kings and men of both sides, quiet moves and captures at the leaves.
const cases: [string, DraughtsVariant, string, number][] = [
  // Squares 1–32, 33–64 and 65–72 are the three words: pieces on both sides of each boundary.
  ['Canadian: men and flying kings on all three words of the 72 squares', canadian, 'W:WK30,37,60,61,67,68,72:B17,18,24,29,42,K70', 4],
  ['Canadian: a king in the last word, men crowning on the first row', canadian, 'W:W19,29,31,K55,56,58,61,63,67,68,69,71:B46,K72', 4],
  ['Frisian: flying kings capture along rows and columns as well as diagonals', frisian, 'W:WK1,38,40,42,43,44,47,48,49,50:B2,3,4,5,6,7,9,12,13,15,25,K46', 4],
  ['Frisian: a king against men that capture along columns', frisian, 'B:WK2,32,42,43:B4,5,9,14,18,19,20,23,K50', 4],
];

describe('perft on square sets counts what the immutable layer counts', () => {
  for (const [name, v, fen, depth] of cases) {
    it(name, () => {
      expect(v.perft(v.parse(fen), depth)).toBe(immutablePerft(v, fen, depth));
    });
  }
});
