/**
 * Chess4 against the conformance suite in every option mode, plus its own
 * invariants checked at every visited position of the seeded playouts.
 */
import { expect } from 'vitest';
import type { Move, Position } from '../../src/core/variant.js';
import { chess4, type Chess4Position } from '../../src/variants/chess4/index.js';
import { runConformance } from '../../src/testing/index.js';
import { readDeclarative } from './read-pieces.js';

const count = (p: Chess4Position, letter: string): number => Object.values(p.pieces).filter((l) => l === letter).length;

/** Each side has exactly one Lion until it is tagged (and then the game is over); at most one Lioness per side. */
function positionInvariant(position: Position): void {
  const p = position as Chess4Position;
  for (const [lion, lioness] of [['L', 'S'], ['l', 's']] as const) {
    expect(count(p, lion)).toBeLessThanOrEqual(1);
    expect(count(p, lioness)).toBeLessThanOrEqual(1);
    if (count(p, lion) === 0) expect(chess4.status(p)).toMatchObject({ over: true, reason: 'lion-tagged' });
  }
  // A Kitten never stands on its far row: it evolves at once.
  for (const [sq, letter] of Object.entries(p.pieces)) {
    if (letter === 'K') expect(sq.endsWith('4')).toBe(false);
    if (letter === 'k') expect(sq.endsWith('1')).toBe(false);
  }
}

/** A move never changes the number of pieces except by its one tag; only the mover's pieces move. */
function moveInvariant(before: Position, move: Move, after: Position): void {
  const a = before as Chess4Position;
  const b = after as Chess4Position;
  expect(Object.keys(b.pieces).length).toBe(Object.keys(a.pieces).length - move.captures.length);
  expect(move.captures.length).toBeLessThanOrEqual(1);
  expect(b.turn).not.toBe(a.turn);
}

const starts = ['l2t/4/1K2/PT1L l - - 0 1', 'Tl2/K3/4/3L l - - 0 1', '2tl/S3/k3/L2P d - - 40 30'];
const common = { positionInvariant, moveInvariant, starts, playouts: 8, maxPlies: 50, readPieces: readDeclarative(['light', 'dark']) };

runConformance(chess4, common);
runConformance(chess4, { ...common, label: 'threefold off', options: { threefold: false } });
// Under a 20-ply draw no position counts 40 plies: that start is written one ply before the draw.
runConformance(chess4, { ...common, starts: starts.map((s) => s.replace(' 40 30', ' 19 30')), label: 'drawAfterPlies 20', options: { drawAfterPlies: 20 } });
runConformance(chess4, { ...common, label: 'no draw rules', options: { drawAfterPlies: 0, threefold: false }, endPlies: 5000, unboundedHistory: true, reachesNoDraw: true });

// One Lion a side until tagged, tagging ends the game: fast-check properties over generated games in
// test/properties/chess4.test.ts.
