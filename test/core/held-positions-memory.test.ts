/**
 * A position a caller keeps does not keep its legal moves alive (issue 29, item 23): the games keep
 * the move lists of the last few positions listed (core recent-objects.ts), not one per position
 * object ever listed. Held positions used to cost about 15 KB each in shogi and xiangqi, 6.5 KB in
 * the crazyhouse games. Measured without a clock: the heap after a full garbage collection, with
 * 3,000 positions of a game held, each listed and played from as a UI does; the bounds are
 * generous (two to three times what a position costs now, well under what it cost before).
 */
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { crazyhouse as chessCrazyhouse } from '../../src/variants/chess/rules/crazyhouse.js';
import { crazyhouse as fairyCrazyhouse, shogi, xiangqi } from '../../src/variants/fairy/index.js';
import type { AnyVariant, Move, Position } from '../../src/core/variant.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heap = (): number => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

/** Bytes retained per position when `plies` positions of a piece shuffle are held, each listed then played from. */
function bytesPerHeldPosition(variant: AnyVariant, cycle: string[], plies: number): number {
  const pick = (p: Position, i: number): Move => variant.legalMoves(p).find((m) => (m as unknown as { uci: string }).uci === cycle[i % 4]) as Move;
  let p = variant.setup();
  for (let i = 0; i < 8; i++) p = variant.play(p, pick(p, i)); // compiled, buffers made
  const held: Position[] = [];
  const before = heap();
  p = variant.setup();
  for (let i = 0; i < plies; i++) {
    p = variant.play(p, pick(p, i));
    held.push(p);
  }
  variant.legalMoves(p);
  const bytes = (heap() - before) / plies;
  expect(held).toHaveLength(plies);
  return bytes;
}

describe('held positions do not keep their move lists alive', () => {
  const cases: [string, AnyVariant, string[], number][] = [
    ['shogi', shogi, ['h2g2', 'b8c8', 'g2h2', 'c8b8'], 6000],
    ['xiangqi', xiangqi, ['b1c3', 'b10c8', 'c3b1', 'c8b10'], 6000],
    ['fairy crazyhouse', fairyCrazyhouse, ['g1f3', 'g8f6', 'f3g1', 'f6g8'], 4500],
    ['crazyhouse (chess engine)', chessCrazyhouse, ['g1f3', 'g8f6', 'f3g1', 'f6g8'], 4500],
  ];
  for (const [game, variant, cycle, bound] of cases) {
    it(`${game}: 3,000 held positions, each listed, retain under ${bound} bytes each`, () => {
      expect(bytesPerHeldPosition(variant, cycle, 3000)).toBeLessThan(bound);
    });
  }
});
