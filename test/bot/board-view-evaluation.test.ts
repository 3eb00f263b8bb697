/**
 * The bot scores a node from the search layer's board view when the game gives one: the score
 * must be the one it gives from a position snapshot (the same terms: material, tempo and back row
 * for draughts; learned piece values elsewhere), at every node of a walk.
 */
import { describe, expect, it } from 'vitest';
import type { AnyVariant, Position, SearchState } from '../../src/core/index.js';
import { uncheckedSearch } from '../../src/core/search.js';
import { genericAdapter } from '../../src/bot/generic-adapter.js';
import { draughts, frisian, international, russian } from '../../src/variants/draughts/index.js';

/** The same state without its board view (the adapter then reads snapshots). */
const withoutView = (s: SearchState): SearchState => ({
  maxMoves: s.maxMoves,
  generate: (out) => s.generate(out),
  make: (m) => s.make(m),
  unmake: () => s.unmake(),
  hash: () => s.hash(),
  position: () => s.position(),
  move: (m) => s.move(m),
});

describe('the bot reads the board view', () => {
  for (const game of [draughts, russian, international, frisian] as unknown as AnyVariant[]) {
    it(`${game.name}: a node scores the same from the board view as from a snapshot, for either player`, () => {
      const state = uncheckedSearch((game.search as (p: Position) => SearchState)(game.setup() as Position));
      expect(state.board).toBeDefined();
      const players = game.players;
      const viewed = players.map((p) => genericAdapter(game, state, p));
      const snapped = players.map((p) => genericAdapter(game, withoutView(state), p));
      const buf = new Int32Array(state.maxMoves);
      for (let ply = 0; ply < 50; ply++) {
        const count = state.generate(buf);
        if (count === 0) break;
        for (let i = 0; i < players.length; i++) {
          (viewed[i] as ReturnType<typeof genericAdapter>).enter(ply);
          (snapped[i] as ReturnType<typeof genericAdapter>).enter(ply);
          expect((viewed[i] as ReturnType<typeof genericAdapter>).evaluate(ply, count)).toBe((snapped[i] as ReturnType<typeof genericAdapter>).evaluate(ply, count));
          expect((viewed[i] as ReturnType<typeof genericAdapter>).team(ply)).toBe((snapped[i] as ReturnType<typeof genericAdapter>).team(ply));
        }
        state.make(buf[(ply * 5 + 1) % count] as number);
      }
    });
  }
});
