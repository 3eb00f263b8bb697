/**
 * A royal piece that promotes to a piece that is not royal: "a side left without any royal piece
 * loses", so the side that promoted its last royal piece away has lost, and the position that move
 * reached is a finished game (not a position no game could reach). Worked by hand on a 3x3 board.
 */
import { describe, expect, it } from 'vitest';
import { defineGame } from '../../src/core/declarative/index.js';
import type { GameDefinition } from '../../src/core/declarative/types.js';

const KING_STEPS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;

const definition: GameDefinition = {
  id: 'royal-promotes-away', name: 'Royal promotes away', players: ['light', 'dark'], files: 3, ranks: 3,
  pieces: {
    // The King becomes a Queen (not royal) on its far row; the Queen steps like it.
    K: { name: 'King', atoms: [{ kind: 'step', dirs: KING_STEPS }], royal: true, promotesTo: 'Q' },
    Q: { name: 'Queen', atoms: [{ kind: 'step', dirs: KING_STEPS }] },
  },
  // Light's King on b2, dark's on c2 (light's far row is rank 3, dark's rank 1).
  setup: '3/1Kk/3',
};

describe('a royal piece promoted to a piece that is not royal', () => {
  it("light's King stepping from b2 to b3 becomes a Queen: light has no royal piece left and has lost", () => {
    const game = defineGame(definition);
    const start = game.setup();
    const move = game.legalMoves(start).find((m) => m.from === 'b2' && m.to === 'b3');
    expect(move).toBeDefined();
    const after = game.play(start, move!);
    expect(after.pieces).toEqual({ b3: 'Q', c2: 'k' });
    expect(game.status(after)).toMatchObject({ over: true, winner: 'dark' });
    expect(game.legalMoves(after)).toEqual([]);
    // The position reads back from its text: a finished game, not an impossible one.
    expect(game.status(game.parse(game.format(after)))).toMatchObject({ over: true, winner: 'dark' });
  });
  it('a side without a royal piece and without a piece its royal pieces become is still refused', () => {
    const game = defineGame({ ...definition, id: 'royal-promotes-away-2', pieces: { ...definition.pieces, R: { name: 'Rook', atoms: [{ kind: 'slide', dirs: ['n', 'e', 's', 'w'] }] } }, setup: '3/1Kk/R2' });
    expect(() => game.parse('3/R1k/3 d 0 1')).toThrow(expect.objectContaining({ code: 'INVALID_FEN', message: expect.stringMatching(/light has no royal piece left/) as unknown }) as Error);
  });
});
