import { describe, expect, it } from 'vitest';
import { GameRecord } from '../../src/core/index.js';
import { chess } from '../../src/variants/chess/index.js';
import { draughts } from '../../src/variants/draughts/index.js';

// Issue 22: GameRecord.play was typed `M | string` while chess's play also takes `{ from, to, promotion? }`.
// `npm run typecheck` compiles this file: the calls below must type-check, the marked one must not.
describe("GameRecord.play takes what its game's play takes", () => {
  it('a chess record plays { from, to } and { from, to, promotion } as chess.play does, and keeps the listed move', () => {
    const game = new GameRecord(chess, chess.parse('4k3/P7/8/8/8/8/8/4K3 w - - 0 1'));
    game.play({ from: 'a7', to: 'a8', promotion: 'q' });
    game.play({ from: 'e8', to: 'd7' });
    expect(game.moves.map((m) => m.notation)).toEqual(['a8=Q+', 'Kd7']);
  });

  it('a draughts record takes move text and listed moves only (a { from, to } object is a type error there)', () => {
    const game = new GameRecord(draughts);
    // @ts-expect-error draughts' play takes no { from, to } object
    expect(() => game.play({ from: 'a', to: 'b' })).toThrow();
    game.play('11-15');
    expect(game.moves.length).toBe(1);
  });
});
