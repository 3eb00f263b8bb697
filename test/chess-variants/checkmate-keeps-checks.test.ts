/**
 * A checkmate keeps `checks` (docs/building-a-ui.md): the finished status of a mate names the mated
 * king's square in every game of the chess engine, so a UI marks it. Fool's mate (1. f3 e5 2. g4
 * Qh4#) is mate in each of these games with the white king on e1 (ffish 0.7.10 `checkedPieces()`
 * gives `e1` after it in chess and atomic); horde's mate is set up by hand: Black's king on a8, taken
 * at by the pawn on b7, every flight square covered (a7 by b6, b7 by a6, b8 by a7).
 */
import { describe, expect, it } from 'vitest';
import { atomic, chess, chess960, crazyhouse, horde, kingOfTheHill, threeCheck } from '../../src/variants/chess/index.js';
import type { AnyVariant } from '../../src/core/index.js';

const FOOLS_MATE = ['f3', 'e5', 'g4', 'Qh4'];

describe('a checkmate keeps checks: the mated king is named in the finished status', () => {
  const games: [string, AnyVariant, () => unknown][] = [
    ['chess', chess as unknown as AnyVariant, () => chess.setup()],
    ['chess960', chess960 as unknown as AnyVariant, () => chess960.setup({ id: 518 })],
    ['crazyhouse', crazyhouse as unknown as AnyVariant, () => crazyhouse.setup()],
    ['threeCheck', threeCheck as unknown as AnyVariant, () => threeCheck.setup()],
    ['kingOfTheHill', kingOfTheHill as unknown as AnyVariant, () => kingOfTheHill.setup()],
    ['atomic', atomic as unknown as AnyVariant, () => atomic.setup()],
  ];
  for (const [name, game, start] of games) {
    it(`${name}: fool's mate names e1`, () => {
      let p = start() as ReturnType<AnyVariant['setup']>;
      for (const san of FOOLS_MATE) p = game.play(p, san);
      expect(game.status(p)).toEqual({ over: true, winner: 'black', reason: 'checkmate', checks: ['e1'] });
    });
  }
  it('horde: a mated black king is named', () => {
    expect(horde.status(horde.parse('k7/PP6/PP6/8/8/8/8/8 b - - 0 1'))).toEqual({ over: true, winner: 'white', reason: 'checkmate', checks: ['a8'] });
  });
});
