/**
 * The conformance suite for every variant of the draughts family, under both
 * duplicates conventions, with the family invariants checked on every legal
 * move of the seeded playouts: piece counts never grow, a move removes
 * exactly the pieces it lists, no piece is jumped twice in one move, and under
 * a majority rule no listed capture takes fewer pieces than another.
 */
import { expect } from 'vitest';
import type { Move, Position } from '../../src/core/index.js';
import {
  brazilian, canadian, czech, defineDraughts, englishRules, frisian, international, italian, killer, pool, russian, spanish, thai,
  type DraughtsVariant, type FamilyMove, type FamilyPosition,
} from '../../src/variants/draughts/index.js';
import { runConformance } from '../../src/testing/index.js';
import { readDraughtsFen } from './read-pieces.js';

const owner = (c: string | undefined): string | undefined => (c === 'b' || c === 'B' ? 'black' : c === 'w' || c === 'W' ? 'white' : undefined);
const count = (p: FamilyPosition, side: string): number => [...p.squares].filter((c) => owner(c) === side).length;

function invariants(variant: DraughtsVariant): { moveInvariant: (b: Position, m: Move, a: Position) => void; positionInvariant: (p: Position) => void } {
  const majority = variant.rules.precedence[0] === 'count';
  return {
    moveInvariant: (b, m, a) => {
      const before = b as FamilyPosition;
      const after = a as FamilyPosition;
      const move = m as FamilyMove;
      const mover = before.turn;
      const other = mover === 'black' ? 'white' : 'black';
      // Piece counts never grow; the mover keeps its pieces; exactly the listed pieces go.
      expect(count(after, mover)).toBe(count(before, mover));
      expect(count(after, other)).toBe(count(before, other) - move.captures.length);
      // A piece is never jumped twice in one move, and every jumped square held an opponent piece.
      expect(new Set(move.captures).size).toBe(move.captures.length);
      // Node i of the board is square i + 1 (`squares[i]`), whatever the squares are named.
      for (const c of move.captures) expect(owner(before.squares[variant.board.nodeId(c)])).toBe(other);
      expect(move.path.length).toBe(Math.max(1, move.captures.length));
      expect(move.path[move.path.length - 1]).toBe(move.to);
    },
    positionInvariant: (p) => {
      if (!majority) return;
      // "The capture taking the most pieces is compulsory": every listed capture takes the same, maximal number.
      const moves = variant.legalMoves(p as FamilyPosition);
      const sizes = new Set(moves.map((m) => m.captures.length));
      expect(sizes.size).toBeLessThanOrEqual(1);
    },
  };
}

const STARTS: Readonly<Record<string, readonly string[]>> = {
  international: ['B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46', 'W:W6,7,8,9,10:B41,42,43,44,45', 'W:WK28:B23,24,33,34,13,14'],
  killer: ['B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46'],
  italian: ['B:W30,21,22,17,20,K6:B25,28,9,5,1,3', 'W:WK27,K28,17,20,9,K12,8:B21,24,K19,K13,14,K11,4'],
  russian: ['W:WK29,22:B18,11,10,26'],
  czech: ['W:WK29,22:B18,11,10,26'],
  // Kings and men on both sides: orthogonal king captures and the three-move rule come into play.
  frisian: ['W:WK46,K28,35,36,40:BK5,K23,6,7,15,16'],
  // Kings among men (their steps and the men's listed a direction at a time), a king with two routes round the same pieces.
  english: ['B:WK18,K27,22,32:BK14,K10,5,9', 'B:W14,15,22,23:BK10,K27'],
};

// englishRules runs on the engine's word path (32-bit square sets), the others on the square-indexed generator.
for (const variant of [international, brazilian, canadian, russian, pool, czech, spanish, italian, thai, killer, frisian, defineDraughts(englishRules)]) {
  for (const duplicates of ['keep', 'drop'] as const) {
    runConformance(variant, {
      label: `${duplicates} duplicates`,
      options: { duplicates },
      // Two kings a side on the first and last squares (edge rows: none can be jumped at once), so
      // pieces can shuffle to a draw and the finished-game convention is checked on a reached draw.
      starts: [...(STARTS[variant.id] ?? []), `W:WK${variant.board.size},K${variant.board.size - 1}:BK1,K2`],
      ...invariants(variant),
      readPieces: readDraughtsFen,
      playouts: 3,
      maxPlies: 40,
      endPlayouts: 1,
      // Frisian has no move-count draw (only threefold repetition and the small-endgame limit).
      unboundedHistory: variant.rules.draw.quietPlies === 0,
    });
  }
}
